#ifndef LAYOUTSHOT_CPNG_READER_H
#define LAYOUTSHOT_CPNG_READER_H
#include <png.h>
#include <setjmp.h>
#include <string.h>

/*
 * A PNG reader on libpng's classic API, whose errors arrive by longjmp: every libpng call is made
 * from a function of this file that has set the jump target first, so Swift never sees a longjmp.
 * The classic API rather than the simplified one (png_image_*) because only it lets the size limits
 * be set before the header is read: libpng's built-in limit of 1,000,000 rows or columns is below
 * what the encoder writes (any shape up to 2^26 pixels).
 */
typedef struct cpng_reader {
    png_structp png;
    png_infop info;
    const unsigned char *data;
    size_t size;
    size_t offset;
    png_uint_32 width;
    png_uint_32 height;
    int has_alpha;
    char message[160];
} cpng_reader;

static void cpng_reader_error(png_structp png, png_const_charp message) {
    cpng_reader *reader = (cpng_reader *)png_get_error_ptr(png);
    strncpy(reader->message, message ? message : "", sizeof reader->message - 1);
    reader->message[sizeof reader->message - 1] = 0;
    png_longjmp(png, 1);
}

static void cpng_reader_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void cpng_reader_read(png_structp png, png_bytep out, size_t count) {
    cpng_reader *reader = (cpng_reader *)png_get_io_ptr(png);
    if (count > reader->size - reader->offset) png_error(png, "read beyond end of data");
    memcpy(out, reader->data + reader->offset, count);
    reader->offset += count;
}

/*
 * Reads the header of the `size` bytes at `data` (kept, not copied, until cpng_reader_close). Rows
 * and columns are limited only by the PNG format (2^31 - 1): the caller checks the pixel count before
 * anything is allocated for rows. Returns 0 with `message` set on failure; call cpng_reader_close
 * either way.
 */
static int cpng_reader_open(cpng_reader *reader, const unsigned char *data, size_t size) {
    memset(reader, 0, sizeof *reader);
    reader->data = data;
    reader->size = size;
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, cpng_reader_error, cpng_reader_warning);
    if (!reader->png) {
        strcpy(reader->message, "libpng could not allocate its reader");
        return 0;
    }
    if (setjmp(png_jmpbuf(reader->png))) return 0;
    reader->info = png_create_info_struct(reader->png);
    if (!reader->info) png_error(reader->png, "libpng could not allocate its header");
    png_set_user_limits(reader->png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    png_set_read_fn(reader->png, reader, cpng_reader_read);
    png_read_info(reader->png, reader->info);
    png_byte colour = png_get_color_type(reader->png, reader->info);
    reader->width = png_get_image_width(reader->png, reader->info);
    reader->height = png_get_image_height(reader->png, reader->info);
    reader->has_alpha = (colour & PNG_COLOR_MASK_ALPHA) || png_get_valid(reader->png, reader->info, PNG_INFO_tRNS);
    return 1;
}

/*
 * Converts to 8-bit RGBA, non-premultiplied, in sRGB, and reads every row (every pass of an interlaced
 * file) into `pixels`, `width` × 4 bytes a row, then the chunks up to IEND. Returns 0 with `message`
 * set on failure.
 */
static int cpng_reader_read_image(cpng_reader *reader, unsigned char *pixels) {
    if (setjmp(png_jmpbuf(reader->png))) return 0;
    /* Without colour-space information, 16-bit samples are sRGB like 8-bit ones, as image viewers read them. */
    png_set_alpha_mode(reader->png, PNG_ALPHA_PNG, PNG_GAMMA_sRGB);
    png_set_expand(reader->png);
    png_set_scale_16(reader->png);
    png_set_gray_to_rgb(reader->png);
    png_set_add_alpha(reader->png, 0xFF, PNG_FILLER_AFTER);
    int passes = png_set_interlace_handling(reader->png);
    png_read_update_info(reader->png, reader->info);
    if (png_get_rowbytes(reader->png, reader->info) != (size_t)reader->width * 4)
        png_error(reader->png, "unexpected row size after conversion to RGBA");
    size_t stride = (size_t)reader->width * 4;
    for (int pass = 0; pass < passes; pass++)
        for (png_uint_32 y = 0; y < reader->height; y++) png_read_row(reader->png, pixels + y * stride, NULL);
    png_read_end(reader->png, NULL);
    return 1;
}

static void cpng_reader_close(cpng_reader *reader) {
    if (reader->png) png_destroy_read_struct(&reader->png, reader->info ? &reader->info : NULL, NULL);
}

#endif
