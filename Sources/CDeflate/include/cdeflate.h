#ifndef CDEFLATE_H
#define CDEFLATE_H

#include <stddef.h>
#include <stdint.h>

/*
 * A raw deflate encoder for PNG scanlines that spends its effort where UI images need it: long repeats
 * (flat rows, rows equal to the row above) are taken at once, and everything between them is parsed for
 * the fewest bits under a cost model taken from the symbols coded so far (an optimal parse, as zopfli
 * and libdeflate's slowest levels do, over the few bytes that are not repeats).
 *
 * Deterministic: the output depends only on the input bytes.
 */

/* How far back a match can reach (deflate's window): the most history that matters. */
#define CDEFLATE_WINDOW 32768

/* The most bytes cdeflate_compress can write for `length` input bytes. */
size_t cdeflate_bound(size_t length);

/*
 * Compresses data[history ..< history + length] into raw deflate blocks at `out`, and returns the number
 * of bytes written, or 0 when `capacity` was too small, memory ran out, or history + length exceeds
 * 2^31 − 1 bytes.
 *
 * data[0 ..< history] is the input that precedes this part of the stream (at most the last 32 KiB
 * matter): matches may reach into it, as they would had it been compressed in the same call. The image's
 * shape guides the search (0 when unknown): `rowLength`, the bytes of one scanline, is how far up the
 * same place in the row above is; `pixelLength`, the bytes of one pixel, is the distance of a flat run. When
 * `final` is zero the output ends with an empty stored block, at a byte boundary, and another call's
 * output may follow it in the same stream; otherwise its last block is the final one.
 */
size_t cdeflate_compress(const uint8_t *data, size_t history, size_t length, size_t rowLength, size_t pixelLength,
                         int final, uint8_t *out, size_t capacity);

/* The Adler-32 checksum of `count` bytes continued from `adler` (1 for none yet), as zlib's trailer holds it. */
uint32_t cdeflate_adler32(uint32_t adler, const uint8_t *bytes, size_t count);

/* The Adler-32 of two parts one after the other, from each part's checksum and the second's length. */
uint32_t cdeflate_adler32_combine(uint32_t first, uint32_t second, size_t secondLength);

#endif
