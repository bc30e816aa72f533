#include "cdeflate.h"

enum {
    /* The largest prime below 2^16. */
    BASE = 65521,
    /* The most bytes summed before the sums must be reduced: the largest n with
       255 n (n + 1) / 2 + (n + 1) (BASE - 1) < 2^32. */
    MOST_BYTES = 5552,
    /* Bytes summed per step; a multiple of the vector width, so the inner loop vectorizes. */
    STEP = 32,
};

uint32_t cdeflate_adler32(uint32_t adler, const uint8_t *bytes, size_t count) {
    uint32_t a = adler & 0xFFFF, b = adler >> 16;
    while (count > 0) {
        size_t block = count < MOST_BYTES ? count : MOST_BYTES;
        count -= block;
        /* STEP bytes at once: b gains STEP times a, plus each byte weighted by how many sums it enters. */
        for (; block >= STEP; block -= STEP, bytes += STEP) {
            uint32_t sum = 0, weighted = 0;
            for (unsigned i = 0; i < STEP; i++) {
                sum += bytes[i];
                weighted += (STEP - i) * (uint32_t)bytes[i];
            }
            b += STEP * a + weighted;
            a += sum;
        }
        for (; block > 0; block--) {
            a += *bytes++;
            b += a;
        }
        a %= BASE;
        b %= BASE;
    }
    return b << 16 | a;
}

uint32_t cdeflate_adler32_combine(uint32_t first, uint32_t second, size_t secondLength) {
    /* Appending n bytes adds their sum to A, and to B their own B plus n times the first part's A − 1. */
    uint64_t firstA = first & 0xFFFF, secondA = second & 0xFFFF, n = secondLength % BASE;
    uint64_t a = (firstA + secondA + BASE - 1) % BASE;
    uint64_t b = ((first >> 16) + (second >> 16) + n * firstA + BASE - n) % BASE;
    return (uint32_t)(b << 16 | a);
}
