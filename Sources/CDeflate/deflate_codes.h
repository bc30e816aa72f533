#ifndef CDEFLATE_CODES_H
#define CDEFLATE_CODES_H

/* The symbol alphabets of RFC 1951 section 3.2.5: match lengths and distances as codes plus extra bits. */

#include <stdint.h>

#include "cdeflate.h"

enum {
    MIN_MATCH = 3,
    MAX_MATCH = 258,
    WINDOW = CDEFLATE_WINDOW,
    END_OF_BLOCK = 256,
    LITLEN_SYMBOLS = 286,
    DISTANCE_SYMBOLS = 30,
    CODELEN_SYMBOLS = 19,
    MAX_CODE_LENGTH = 15,
    MAX_CODELEN_CODE_LENGTH = 7,
};

static inline unsigned floor_log2(uint32_t value) { return 31u - (unsigned)__builtin_clz(value); }

/* The length code (0–28; the symbol is 257 plus it) of a match length from 3 to 258. */
static inline unsigned length_code(unsigned length) {
    if (length <= 10) return length - 3;
    if (length == MAX_MATCH) return 28;
    unsigned offset = length - 3, k = floor_log2(offset);
    return 4 * (k - 1) + ((offset >> (k - 2)) & 3);
}

static inline unsigned length_extra_bits(unsigned code) { return code < 8 || code == 28 ? 0 : code / 4 - 1; }

static inline unsigned length_base(unsigned code) {
    if (code < 8) return code + 3;
    if (code == 28) return MAX_MATCH;
    return 3 + ((4u | (code & 3)) << (code / 4 - 1));
}

/* The distance code (0–29) of a distance from 1 to 32768. */
static inline unsigned distance_code(unsigned distance) {
    if (distance <= 4) return distance - 1;
    unsigned offset = distance - 1, k = floor_log2(offset);
    return 2 * k + ((offset >> (k - 1)) & 1);
}

static inline unsigned distance_extra_bits(unsigned code) { return code < 4 ? 0 : code / 2 - 1; }

static inline unsigned distance_base(unsigned code) {
    if (code < 4) return code + 1;
    return 1 + ((2u | (code & 1)) << (code / 2 - 1));
}

#endif
