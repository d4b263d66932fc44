#ifndef CMARK_ARENA_H
#define CMARK_ARENA_H

#include <cmark-gfm.h>

/// An allocator for one cmark-gfm parse on the calling thread: allocations are cut from large
/// blocks, and a free only gives memory back when it frees the latest allocation. Everything
/// is released at once by `cmark_arena_end`. cmark-gfm's own arena
/// (`cmark_get_arena_mem_allocator`) is one for the whole process; this one belongs to a
/// thread, so two threads can each parse and walk their own tree.
///
/// Between `cmark_arena_begin` and `cmark_arena_end` on a thread, every call through the
/// returned allocator — by the parser, by the tree's getters, by `cmark_node_free` — must be
/// made on that thread. Calls may not nest.
cmark_mem *_Nonnull cmark_arena_begin(void);

/// Ends the calling thread's arena: its blocks go back to a small pool shared by all threads
/// (the next parse starts in memory already touched) or to the system. The parser and tree
/// made with it must not be used after.
void cmark_arena_end(void);

/// Bytes the calling thread's current arena holds in blocks (for tests).
size_t cmark_arena_reserved(void);

#endif
