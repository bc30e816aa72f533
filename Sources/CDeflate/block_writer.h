#ifndef CDEFLATE_BLOCK_WRITER_H
#define CDEFLATE_BLOCK_WRITER_H

#include <stddef.h>
#include <stdint.h>

#include "bit_writer.h"
#include "deflate_codes.h"

/* A literal (distance 0, `value` the byte) or a match (`value` the length, `distance` from 1 to 32768). */
typedef struct {
    uint16_t value;
    uint16_t distance;
} Symbol;

/* Adds `symbol` to the counts of the literal/length alphabet and of the distance alphabet. */
static inline void symbol_count(Symbol symbol, uint32_t *lit, uint32_t *dist) {
    if (symbol.distance == 0) {
        lit[symbol.value]++;
    } else {
        lit[257 + length_code(symbol.value)]++;
        dist[distance_code(symbol.distance)]++;
    }
}

/*
 * Writes `symbols`, which code the bytes `raw[0 ..< rawCount]`, as one block: with Huffman codes made
 * for them, with the fixed codes, or stored, whichever is smallest. `final` marks the stream's last block.
 */
void block_write(BitWriter *writer, const Symbol *symbols, size_t count, const uint8_t *raw, size_t rawCount,
                 int final);

/* Writes `symbols` as `block_write` does, cut into several blocks where their statistics change enough
   that each part's own codes save more than another header costs. */
void blocks_write(BitWriter *writer, const Symbol *symbols, size_t count, const uint8_t *raw, size_t rawCount,
                  int final);

/* An empty stored block that is not final: it brings the stream to a byte boundary (zlib's sync flush). */
void block_write_sync(BitWriter *writer);

#endif
