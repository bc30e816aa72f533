#ifndef CDEFLATE_SCANLINE_FILTERS_H
#define CDEFLATE_SCANLINE_FILTERS_H

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/*
 * PNG's row filters, which turn the scanlines into the bytes the deflate encoder compresses: kept beside the
 * encoder, in C, because these are the loops that must vectorize.
 */

/* Whether a row's `count` bytes equal the row's above: then its `up` filter is all zeros. */
static inline int cdeflate_rows_equal(const unsigned char *row, const unsigned char *prev, size_t count) {
    return memcmp(row, prev, count) == 0;
}

/*
 * How many of a row's `count` bytes differ from the byte one pixel (`bpp` bytes) to their left: few in
 * the flat fills, borders and text of a UI, most in a gradient or a photograph.
 */
static inline size_t cdeflate_left_changes(const unsigned char *row, size_t count, size_t bpp) {
    size_t changes = 0;
    for (size_t i = bpp; i < count; i++) changes += row[i] != row[i - bpp];
    return changes;
}

/*
 * Filters one PNG row four ways at once (sub, up, average, paeth, each `count`
 * bytes at `out + k * count`) and adds up each way's bytes read as signed
 * magnitudes into sums[1...4], the unfiltered row's into sums[0]. `prev` is the
 * unfiltered row above (zeros for the first row), `bpp` the bytes per pixel.
 * In C so that clang vectorizes it: every row that differs from the row above
 * passes through here, and Swift's SIMD types compile this loop to scalar code.
 */
static inline void cdeflate_filter_candidates(const unsigned char *row, const unsigned char *prev, size_t count,
                                          size_t bpp, unsigned char *out, unsigned long sums[5]) {
    unsigned char *sub = out, *up = out + count, *avg = out + 2 * count, *paeth = out + 3 * count;
    unsigned s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0;
    size_t first = bpp < count ? bpp : count;
    /* The first pixel has no left neighbour: left and above-left count as zero. */
    for (size_t i = 0; i < first; i++) {
        int x = row[i], b = prev[i];
        sub[i] = (unsigned char)x;
        up[i] = (unsigned char)(x - b);
        avg[i] = (unsigned char)(x - (b >> 1));
        paeth[i] = (unsigned char)(x - b);
        s0 += (unsigned)abs((signed char)x);
        s1 += (unsigned)abs((signed char)x);
        s2 += (unsigned)abs((signed char)up[i]);
        s3 += (unsigned)abs((signed char)avg[i]);
        s4 += (unsigned)abs((signed char)paeth[i]);
    }
    for (size_t i = first; i < count; i++) {
        int x = row[i], b = prev[i], a = row[i - bpp], c = prev[i - bpp];
        int pa = b - c, pb = a - c, pc = a + b - 2 * c;
        pa = pa < 0 ? -pa : pa;
        pb = pb < 0 ? -pb : pb;
        pc = pc < 0 ? -pc : pc;
        int predictor = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
        signed char fs = (signed char)(x - a), fu = (signed char)(x - b);
        signed char fa = (signed char)(x - ((a + b) >> 1)), fp = (signed char)(x - predictor);
        sub[i] = (unsigned char)fs;
        up[i] = (unsigned char)fu;
        avg[i] = (unsigned char)fa;
        paeth[i] = (unsigned char)fp;
        s0 += (unsigned)abs((signed char)x);
        s1 += (unsigned)abs(fs);
        s2 += (unsigned)abs(fu);
        s3 += (unsigned)abs(fa);
        s4 += (unsigned)abs(fp);
    }
    sums[0] += s0;
    sums[1] += s1;
    sums[2] += s2;
    sums[3] += s3;
    sums[4] += s4;
}

#endif
