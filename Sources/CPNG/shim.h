#ifndef LAYOUTSHOT_CPNG_SHIM_H
#define LAYOUTSHOT_CPNG_SHIM_H
#include <png.h>
#include <string.h>

/*
 * Swift imports libpng's functions but not its function-like macros, and the
 * simplified API (png_image_*) is the only part usable from Swift because the
 * classic API reports errors through setjmp/longjmp. These helpers re-export
 * the few macros and constants LayoutRender needs.
 */

/* A zeroed png_image with the version set, as the simplified API requires. */
static inline png_image cpng_image_init(void) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    return image;
}

static inline png_uint_32 cpng_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline png_uint_32 cpng_format_rgb(void) { return PNG_FORMAT_RGB; }
static inline png_uint_32 cpng_flag_fast(void) { return PNG_IMAGE_FLAG_FAST; }
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

/* An upper bound on the encoded size, so one write call suffices. */
static inline png_alloc_size_t cpng_image_png_size_max(const png_image *image) {
    return PNG_IMAGE_PNG_SIZE_MAX(*image);
}

#endif
