#ifndef CGLIBCHEAP_H
#define CGLIBCHEAP_H

#include <stddef.h>

/// Makes glibc's allocator grow (and keep, when it trims) its heaps `bytes` at a time beyond
/// what an allocation needs (`mallopt(M_TOP_PAD, bytes)`); returns 0 when glibc refused it.
/// Does nothing, and returns 0, with another C library.
int cglibcheap_set_top_pad(size_t bytes);

#endif
