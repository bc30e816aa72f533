#ifndef CDEFLATE_BLOCK_WRITER_H
#define CDEFLATE_BLOCK_WRITER_H

#include <stddef.h>
#include <stdint.h>

#include "bit_writer.h"

/* A literal (distance 0, `value` the byte) or a match (`value` the length, `distance` from 1 to 32768). */
typedef struct {
    uint16_t value;
    uint16_t distance;
} Symbol;

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
