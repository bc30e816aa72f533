#include "block_writer.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "deflate_codes.h"
#include "huffman.h"

/* The order in which the code length code's lengths are sent (RFC 1951 section 3.2.7). */
static const uint8_t codeLengthOrder[CODELEN_SYMBOLS] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/* Codes for both alphabets; the fixed codes define two more symbols of each, never used, that take
   their place in the canonical order. */
typedef struct {
    uint8_t litLengths[LITLEN_SYMBOLS + 2], distLengths[DISTANCE_SYMBOLS + 2];
    uint16_t litCodes[LITLEN_SYMBOLS + 2], distCodes[DISTANCE_SYMBOLS + 2];
} Codes;

/* The code lengths of both alphabets, run-length coded with symbols 16–18 (each with its extra bits). */
typedef struct {
    unsigned litCount, distCount, count, codeCount;
    uint8_t symbol[LITLEN_SYMBOLS + DISTANCE_SYMBOLS], extra[LITLEN_SYMBOLS + DISTANCE_SYMBOLS];
    uint8_t lengths[CODELEN_SYMBOLS];
    uint16_t codes[CODELEN_SYMBOLS];
} Header;

static void count_symbols(const Symbol *symbols, size_t count, uint32_t *lit, uint32_t *dist) {
    memset(lit, 0, LITLEN_SYMBOLS * sizeof *lit);
    memset(dist, 0, DISTANCE_SYMBOLS * sizeof *dist);
    for (size_t i = 0; i < count; i++) symbol_count(symbols[i], lit, dist);
    lit[END_OF_BLOCK] = 1;
}

static void header_push(Header *header, unsigned symbol, unsigned extra) {
    header->symbol[header->count] = (uint8_t)symbol;
    header->extra[header->count] = (uint8_t)extra;
    header->count++;
}

static void make_header(Header *header, const Codes *codes) {
    header->litCount = LITLEN_SYMBOLS;
    while (header->litCount > 257 && codes->litLengths[header->litCount - 1] == 0) header->litCount--;
    header->distCount = DISTANCE_SYMBOLS;
    while (header->distCount > 1 && codes->distLengths[header->distCount - 1] == 0) header->distCount--;
    uint8_t all[LITLEN_SYMBOLS + DISTANCE_SYMBOLS];
    memcpy(all, codes->litLengths, header->litCount);
    memcpy(all + header->litCount, codes->distLengths, header->distCount);
    unsigned total = header->litCount + header->distCount;
    header->count = 0;
    for (unsigned i = 0; i < total;) {
        unsigned value = all[i], run = 1;
        while (i + run < total && all[i + run] == value) run++;
        i += run;
        if (value == 0) {
            while (run >= 11) {
                unsigned take = run < 138 ? run : 138;
                header_push(header, 18, take - 11);
                run -= take;
            }
            if (run >= 3) {
                header_push(header, 17, run - 3);
                run = 0;
            }
        } else {
            header_push(header, value, 0);
            run--;
            while (run >= 3) {
                unsigned take = run < 6 ? run : 6;
                header_push(header, 16, take - 3);
                run -= take;
            }
        }
        while (run > 0) {
            header_push(header, value, 0);
            run--;
        }
    }
    uint32_t frequencies[CODELEN_SYMBOLS] = {0};
    for (unsigned i = 0; i < header->count; i++) frequencies[header->symbol[i]]++;
    huffman_lengths(frequencies, CODELEN_SYMBOLS, MAX_CODELEN_CODE_LENGTH, header->lengths);
    huffman_codes(header->lengths, CODELEN_SYMBOLS, header->codes);
    header->codeCount = CODELEN_SYMBOLS;
    while (header->codeCount > 4 && header->lengths[codeLengthOrder[header->codeCount - 1]] == 0) header->codeCount--;
}

static uint64_t header_bits(const Header *header) {
    uint64_t bits = 5 + 5 + 4 + 3 * (uint64_t)header->codeCount;
    static const uint8_t extraBits[3] = {2, 3, 7};
    for (unsigned i = 0; i < header->count; i++) {
        unsigned symbol = header->symbol[i];
        bits += header->lengths[symbol] + (symbol >= 16 ? extraBits[symbol - 16] : 0);
    }
    return bits;
}

static uint64_t symbol_bits(const uint32_t *lit, const uint32_t *dist, const uint8_t *litLengths, const uint8_t *distLengths) {
    uint64_t bits = 0;
    for (unsigned symbol = 0; symbol < LITLEN_SYMBOLS; symbol++) {
        unsigned extra = symbol > 256 ? length_extra_bits(symbol - 257) : 0;
        bits += (uint64_t)lit[symbol] * (litLengths[symbol] + extra);
    }
    for (unsigned code = 0; code < DISTANCE_SYMBOLS; code++) {
        bits += (uint64_t)dist[code] * (distLengths[code] + distance_extra_bits(code));
    }
    return bits;
}

static void fixed_codes(Codes *codes) {
    for (unsigned symbol = 0; symbol < LITLEN_SYMBOLS + 2; symbol++) {
        codes->litLengths[symbol] = symbol < 144 ? 8 : symbol < 256 ? 9 : symbol < 280 ? 7 : 8;
    }
    memset(codes->distLengths, 5, DISTANCE_SYMBOLS + 2);
    huffman_codes(codes->litLengths, LITLEN_SYMBOLS + 2, codes->litCodes);
    huffman_codes(codes->distLengths, DISTANCE_SYMBOLS + 2, codes->distCodes);
}

/* Lengths for the symbols used; at least two codes in each alphabet, which every inflater accepts. */
static void dynamic_codes(Codes *codes, uint32_t *lit, uint32_t *dist) {
    uint32_t litUsed[LITLEN_SYMBOLS], distUsed[DISTANCE_SYMBOLS];
    memcpy(litUsed, lit, sizeof litUsed);
    memcpy(distUsed, dist, sizeof distUsed);
    unsigned distinct = 0;
    for (unsigned code = 0; code < DISTANCE_SYMBOLS; code++) distinct += distUsed[code] > 0;
    for (unsigned code = 0; distinct < 2; code++) {
        if (distUsed[code] == 0) {
            distUsed[code] = 1;
            distinct++;
        }
    }
    if (litUsed[0] == 0) litUsed[0] = 1;
    huffman_lengths(litUsed, LITLEN_SYMBOLS, MAX_CODE_LENGTH, codes->litLengths);
    huffman_lengths(distUsed, DISTANCE_SYMBOLS, MAX_CODE_LENGTH, codes->distLengths);
    huffman_codes(codes->litLengths, LITLEN_SYMBOLS, codes->litCodes);
    huffman_codes(codes->distLengths, DISTANCE_SYMBOLS, codes->distCodes);
}

static void write_symbols(BitWriter *writer, const Codes *codes, const Symbol *symbols, size_t count) {
    for (size_t i = 0; i < count; i++) {
        Symbol symbol = symbols[i];
        if (symbol.distance == 0) {
            bits_put(writer, codes->litCodes[symbol.value], codes->litLengths[symbol.value]);
            continue;
        }
        unsigned lengthCode = length_code(symbol.value), litSymbol = 257 + lengthCode;
        unsigned lengthExtra = length_extra_bits(lengthCode);
        bits_put(writer, codes->litCodes[litSymbol] | (uint32_t)(symbol.value - length_base(lengthCode)) << codes->litLengths[litSymbol],
                 codes->litLengths[litSymbol] + lengthExtra);
        unsigned distCode = distance_code(symbol.distance), distExtra = distance_extra_bits(distCode);
        bits_put(writer, codes->distCodes[distCode] | (uint32_t)(symbol.distance - distance_base(distCode)) << codes->distLengths[distCode],
                 codes->distLengths[distCode] + distExtra);
    }
    bits_put(writer, codes->litCodes[END_OF_BLOCK], codes->litLengths[END_OF_BLOCK]);
}

static void write_stored(BitWriter *writer, const uint8_t *raw, size_t rawCount, int final) {
    do {
        size_t take = rawCount < 65535 ? rawCount : 65535;
        bits_put(writer, final && take == rawCount ? 1 : 0, 3);
        bits_align(writer);
        uint8_t lengths[4] = {(uint8_t)take, (uint8_t)(take >> 8), (uint8_t)~take, (uint8_t)(~take >> 8)};
        bits_copy(writer, lengths, 4);
        bits_copy(writer, raw, take);
        raw += take;
        rawCount -= take;
    } while (rawCount > 0);
}

void block_write(BitWriter *writer, const Symbol *symbols, size_t count, const uint8_t *raw, size_t rawCount, int final) {
    uint32_t lit[LITLEN_SYMBOLS], dist[DISTANCE_SYMBOLS];
    count_symbols(symbols, count, lit, dist);
    Codes dynamic, fixed;
    dynamic_codes(&dynamic, lit, dist);
    fixed_codes(&fixed);
    Header header;
    make_header(&header, &dynamic);
    uint64_t dynamicBits = 3 + header_bits(&header) + symbol_bits(lit, dist, dynamic.litLengths, dynamic.distLengths);
    uint64_t fixedBits = 3 + symbol_bits(lit, dist, fixed.litLengths, fixed.distLengths);
    /* Each stored piece: its header, up to 7 bits of padding, the two lengths, the bytes. */
    uint64_t storedBits = (uint64_t)(rawCount / 65535 + 1) * (3 + 7 + 32) + 8 * (uint64_t)rawCount;
    if (storedBits <= dynamicBits && storedBits <= fixedBits) {
        write_stored(writer, raw, rawCount, final);
    } else if (fixedBits <= dynamicBits) {
        bits_put(writer, (final ? 1 : 0) | 1u << 1, 3);
        write_symbols(writer, &fixed, symbols, count);
    } else {
        bits_put(writer, (final ? 1 : 0) | 2u << 1, 3);
        bits_put(writer, header.litCount - 257, 5);
        bits_put(writer, header.distCount - 1, 5);
        bits_put(writer, header.codeCount - 4, 4);
        for (unsigned i = 0; i < header.codeCount; i++) bits_put(writer, header.lengths[codeLengthOrder[i]], 3);
        static const uint8_t extraBits[3] = {2, 3, 7};
        for (unsigned i = 0; i < header.count; i++) {
            unsigned symbol = header.symbol[i];
            bits_put(writer, header.codes[symbol], header.lengths[symbol]);
            if (symbol >= 16) bits_put(writer, header.extra[i], extraBits[symbol - 16]);
        }
        write_symbols(writer, &dynamic, symbols, count);
    }
}

void block_write_sync(BitWriter *writer) {
    bits_put(writer, 0, 3);
    bits_align(writer);
    static const uint8_t lengths[4] = {0, 0, 0xFF, 0xFF};
    bits_copy(writer, lengths, 4);
}

enum {
    /* Places a block may be cut: the symbols are split into this many runs of equal count. */
    SPLIT_CELLS = 32,
    /* Fewest symbols in a run: below this a block's header outweighs what its own codes save. */
    CELL_SYMBOLS = 1024,
    /* What a block's header costs, roughly, in bits: a Huffman code for each alphabet. */
    HEADER_ESTIMATE = 1000,
};

/* Bits to code symbols with these counts by their own entropy, a lower bound of their Huffman codes. */
static double entropy_bits(const uint32_t *counts, unsigned symbols) {
    double total = 0, bits = 0;
    for (unsigned s = 0; s < symbols; s++) total += counts[s];
    if (total == 0) return 0;
    for (unsigned s = 0; s < symbols; s++) {
        if (counts[s] > 0) bits += counts[s] * log2(total / counts[s]);
    }
    return bits;
}

static size_t raw_length(const Symbol *symbols, size_t count) {
    size_t length = 0;
    for (size_t i = 0; i < count; i++) length += symbols[i].distance == 0 ? 1 : symbols[i].value;
    return length;
}

void blocks_write(BitWriter *writer, const Symbol *symbols, size_t count, const uint8_t *raw, size_t rawCount, int final) {
    size_t cells = count / CELL_SYMBOLS;
    cells = cells < 1 ? 1 : cells > SPLIT_CELLS ? SPLIT_CELLS : cells;
    enum { ALPHABET = LITLEN_SYMBOLS + DISTANCE_SYMBOLS };
    uint32_t (*histograms)[ALPHABET] = cells > 1 ? calloc(cells, sizeof *histograms) : NULL;
    if (!histograms) {
        block_write(writer, symbols, count, raw, rawCount, final);
        return;
    }
    size_t bounds[SPLIT_CELLS + 1];
    for (size_t c = 0; c <= cells; c++) bounds[c] = count * c / cells;
    for (size_t c = 0; c < cells; c++) {
        for (size_t i = bounds[c]; i < bounds[c + 1]; i++) symbol_count(symbols[i], histograms[c], histograms[c] + LITLEN_SYMBOLS);
    }
    /* The cheapest way to cut the cells into blocks, estimated: best[j] covers cells 0 ..< j. */
    double best[SPLIT_CELLS + 1];
    size_t from[SPLIT_CELLS + 1];
    best[0] = 0;
    for (size_t j = 1; j <= cells; j++) best[j] = INFINITY;
    for (size_t i = 0; i < cells; i++) {
        uint32_t merged[ALPHABET] = {0};
        for (size_t j = i + 1; j <= cells; j++) {
            for (unsigned s = 0; s < ALPHABET; s++) merged[s] += histograms[j - 1][s];
            double cost = best[i] + HEADER_ESTIMATE + entropy_bits(merged, LITLEN_SYMBOLS)
                + entropy_bits(merged + LITLEN_SYMBOLS, DISTANCE_SYMBOLS);
            if (cost < best[j]) {
                best[j] = cost;
                from[j] = i;
            }
        }
    }
    free(histograms);
    size_t cuts[SPLIT_CELLS + 1], cutCount = 0;
    for (size_t j = cells; j > 0; j = from[j]) cuts[cutCount++] = j;
    size_t start = 0;
    while (cutCount > 0) {
        size_t end = bounds[cuts[--cutCount]];
        size_t length = cutCount == 0 ? rawCount : raw_length(symbols + start, end - start);
        block_write(writer, symbols + start, end - start, raw, length, final && cutCount == 0);
        raw += length;
        rawCount -= length;
        start = end;
    }
}
