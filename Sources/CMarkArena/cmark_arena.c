#include "cmark_arena.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Every allocation is preceded by a header with its size, so that realloc knows how much to
// copy and can grow the latest allocation in place. Headers keep payloads 16-byte aligned,
// as malloc's are.
typedef struct header {
    size_t size;
    size_t padding;
} header;

typedef struct block {
    struct block *previous;
    size_t capacity;  // bytes after this struct
    size_t used;
} block;

enum {
    first_capacity = 64 * 1024,
    largest_growth = 8 * 1024 * 1024,
    pooled_blocks = 8,
};

// Blocks of ended parses, for the next ones on any thread: a new block is fresh memory the
// system has to fault in page by page, which cost more than the allocations it saved.
static struct {
    pthread_mutex_t lock;
    block *blocks[pooled_blocks];
    int count;
} pool = { PTHREAD_MUTEX_INITIALIZER, { 0 }, 0 };

/// A pooled block of at least `capacity` bytes, or NULL.
static block *pooled_block(size_t capacity) {
    block *found = NULL;
    pthread_mutex_lock(&pool.lock);
    for (int i = 0; i < pool.count; i++) {
        if (pool.blocks[i]->capacity >= capacity) {
            found = pool.blocks[i];
            pool.blocks[i] = pool.blocks[--pool.count];
            break;
        }
    }
    pthread_mutex_unlock(&pool.lock);
    return found;
}

/// Keeps `b` for a later parse when it is no larger than a grown block and the pool has room;
/// frees it otherwise.
static void release_block(block *b) {
    if (b->capacity <= largest_growth) {
        pthread_mutex_lock(&pool.lock);
        if (pool.count < pooled_blocks) {
            pool.blocks[pool.count++] = b;
            b = NULL;
        }
        pthread_mutex_unlock(&pool.lock);
    }
    free(b);
}

typedef struct arena {
    block *top;          // the block allocations are cut from; the others follow `previous`
    header *latest;      // the latest allocation of `top`, or NULL
    int active;
} arena;

static _Thread_local arena current;

static void out_of_memory(void) {
    fprintf(stderr, "[cmark_arena] out of memory, aborting\n");
    abort();
}

static inline size_t rounded(size_t size) {
    if (size > SIZE_MAX - 15) { out_of_memory(); }
    return (size + 15) & ~(size_t)15;
}

static inline unsigned char *block_bytes(block *b) {
    return (unsigned char *)b + rounded(sizeof(block));
}

static block *new_block(size_t needed) {
    size_t capacity = current.top ? current.top->capacity * 2 : first_capacity;
    if (capacity > largest_growth) { capacity = largest_growth; }
    if (capacity < needed) { capacity = needed; }
    block *b = pooled_block(capacity);
    if (!b) {
        if (capacity > SIZE_MAX - rounded(sizeof(block))) { out_of_memory(); }
        b = malloc(rounded(sizeof(block)) + capacity);
        if (!b) { out_of_memory(); }
        b->capacity = capacity;
    }
    b->used = 0;
    b->previous = current.top;
    current.top = b;
    current.latest = NULL;
    return b;
}

static void *allocate(size_t size) {
    if (!current.active) {
        fprintf(stderr, "[cmark_arena] allocation outside cmark_arena_begin/end, aborting\n");
        abort();
    }
    size_t needed = sizeof(header) + rounded(size);
    block *b = current.top;
    if (!b || b->capacity - b->used < needed) { b = new_block(needed); }
    header *h = (header *)(block_bytes(b) + b->used);
    h->size = size;
    b->used += needed;
    current.latest = h;
    return h + 1;
}

static void *arena_calloc(size_t count, size_t size) {
    if (size != 0 && count > SIZE_MAX / size) { out_of_memory(); }
    void *p = allocate(count * size);
    memset(p, 0, count * size);
    return p;
}

static void *arena_realloc(void *pointer, size_t size) {
    if (!pointer) { return allocate(size); }
    header *h = (header *)pointer - 1;
    block *b = current.top;
    // The latest allocation grows (or shrinks) where it stands when its block has room.
    if (h == current.latest && b) {
        size_t start = (size_t)((unsigned char *)h - block_bytes(b));
        size_t needed = sizeof(header) + rounded(size);
        if (b->capacity - start >= needed) {
            h->size = size;
            b->used = start + needed;
            return pointer;
        }
    }
    void *moved = allocate(size);
    memcpy(moved, pointer, h->size < size ? h->size : size);
    return moved;
}

static void arena_free(void *pointer) {
    if (!pointer) { return; }
    header *h = (header *)pointer - 1;
    if (h == current.latest && current.top) {
        current.top->used = (size_t)((unsigned char *)h - block_bytes(current.top));
        current.latest = NULL;
    }
}

static cmark_mem allocator = { arena_calloc, arena_realloc, arena_free };

cmark_mem *cmark_arena_begin(void) {
    if (current.active) {
        fprintf(stderr, "[cmark_arena] cmark_arena_begin called twice, aborting\n");
        abort();
    }
    current.active = 1;
    current.top = NULL;
    current.latest = NULL;
    return &allocator;
}

void cmark_arena_end(void) {
    block *b = current.top;
    while (b) {
        block *previous = b->previous;
        release_block(b);
        b = previous;
    }
    current.top = NULL;
    current.latest = NULL;
    current.active = 0;
}

size_t cmark_arena_reserved(void) {
    size_t total = 0;
    for (block *b = current.top; b; b = b->previous) { total += b->capacity; }
    return total;
}
