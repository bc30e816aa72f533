#ifndef LAYOUTSHOT_CPNG_SHIM_H
#define LAYOUTSHOT_CPNG_SHIM_H
#include <png.h>
#include <zlib.h>

/*
 * Swift imports libpng's and zlib's functions but not their function-like
 * macros. Decoding goes through reader.h, which keeps libpng's longjmp-based
 * errors on the C side. Encoding uses the project's own deflate encoder and
 * row filters (CDeflate) and zlib only for the chunks' CRC-32.
 */

#endif
