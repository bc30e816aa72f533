#ifndef CDEFLATE_HUFFMAN_H
#define CDEFLATE_HUFFMAN_H

#include <stdint.h>

/*
 * Code lengths of a Huffman code for `count` symbols with the given frequencies, none longer than
 * `limit`: zero for unused symbols; a lone used symbol gets length 1. When the optimal code is too deep,
 * the frequencies are flattened (halved, rounding up) until it fits.
 */
void huffman_lengths(const uint32_t *frequencies, unsigned count, unsigned limit, uint8_t *lengths);

/* The canonical codes of RFC 1951 section 3.2.2 for these lengths, bit-reversed for deflate's bit order. */
void huffman_codes(const uint8_t *lengths, unsigned count, uint16_t *codes);

#endif
