#ifndef LAYOUTSHOT_CPNG_SHIM_H
#define LAYOUTSHOT_CPNG_SHIM_H
#include <png.h>
#include <string.h>
#include <zlib.h>

/*
 * Swift imports libpng's and zlib's functions but not their function-like
 * macros. libpng's simplified API (png_image_*) is the only part of libpng
 * usable from Swift because the classic API reports errors through
 * setjmp/longjmp; LayoutRender decodes with it. Encoding calls zlib directly,
 * because libpng compresses on one core only. These helpers re-export the few
 * macros and constants LayoutRender needs.
 */

/* A zeroed png_image with the version set, as the simplified API requires. */
static inline png_image cpng_image_init(void) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    return image;
}

static inline png_uint_32 cpng_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline png_uint_32 cpng_flag_16bit_srgb(void) { return PNG_IMAGE_FLAG_16BIT_sRGB; }

/* Non-zero when the last simplified-API call failed (warnings do not count). */
static inline int cpng_image_failed(const png_image *image) {
    return PNG_IMAGE_FAILED(*image);
}

/* Bytes per row of the in-memory image in its current format. */
static inline png_uint_32 cpng_image_row_stride(const png_image *image) {
    return PNG_IMAGE_ROW_STRIDE(*image);
}

/* Bytes of the whole in-memory image in its current format. */
static inline png_alloc_size_t cpng_image_size(const png_image *image) {
    return PNG_IMAGE_SIZE(*image);
}

/*
 * Starts a raw deflate stream (no zlib header or checksum: the encoder joins
 * slices compressed in parallel and writes those itself) with an 8-level
 * memory budget and the default strategy. Returns zlib's status code.
 */
static inline int cpng_deflate_init_raw(z_stream *stream, int level) {
    memset(stream, 0, sizeof *stream);
    return deflateInit2(stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
}

#endif
