#include "cglibcheap.h"

#include <limits.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

int cglibcheap_set_top_pad(size_t bytes) {
#if defined(__GLIBC__)
    if (bytes > INT_MAX) return 0;
    return mallopt(M_TOP_PAD, (int)bytes);
#else
    (void)bytes;
    return 0;
#endif
}
