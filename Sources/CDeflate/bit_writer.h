#ifndef CDEFLATE_BIT_WRITER_H
#define CDEFLATE_BIT_WRITER_H

/* Deflate's bit order: values go out least significant bit first, bytes fill from their low bit. */

#include <stddef.h>
#include <stdint.h>
#include <string.h>

typedef struct {
    uint8_t *out;
    size_t capacity, count;
    uint64_t pending;
    unsigned pendingBits;
    /* Set once a write did not fit; everything after it is dropped. */
    int overflowed;
} BitWriter;

/* Appends the low `bits` bits of `value` (at most 32). */
static inline void bits_put(BitWriter *writer, uint32_t value, unsigned bits) {
    writer->pending |= (uint64_t)value << writer->pendingBits;
    writer->pendingBits += bits;
    if (writer->pendingBits >= 32) {
        if (writer->count + 4 <= writer->capacity) {
            for (unsigned i = 0; i < 4; i++) writer->out[writer->count + i] = (uint8_t)(writer->pending >> (8 * i));
            writer->count += 4;
        } else {
            writer->overflowed = 1;
        }
        writer->pending >>= 32;
        writer->pendingBits -= 32;
    }
}

/* Pads with zero bits to a byte boundary and writes out every pending byte. */
static inline void bits_align(BitWriter *writer) {
    unsigned bytes = (writer->pendingBits + 7) / 8;
    if (writer->count + bytes <= writer->capacity) {
        for (unsigned i = 0; i < bytes; i++) writer->out[writer->count + i] = (uint8_t)(writer->pending >> (8 * i));
        writer->count += bytes;
    } else {
        writer->overflowed = 1;
    }
    writer->pending = 0;
    writer->pendingBits = 0;
}

/* Appends whole bytes; the writer must be at a byte boundary. */
static inline void bits_copy(BitWriter *writer, const uint8_t *bytes, size_t count) {
    if (writer->count + count <= writer->capacity) {
        memcpy(writer->out + writer->count, bytes, count);
        writer->count += count;
    } else {
        writer->overflowed = 1;
    }
}

#endif
