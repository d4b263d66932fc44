#ifndef CSHA256_H
#define CSHA256_H

#include <stddef.h>
#include <stdint.h>

/// SHA-256's 64 round constants (FIPS 180-4, section 4.2.2), for both compressions.
const uint32_t *csha256_round_constants(void);

/// Whether this processor has the SHA extensions (and SSSE3 and SSE4.1, which the rounds
/// use beside them).
int csha256_accelerated(void);

/// Runs SHA-256's compression function over `blocks` 64-byte blocks of `data`, updating
/// `state` (eight words, a, b, …, h). Only call it when `csha256_accelerated()` is true.
void csha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks);

#endif
