#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "block_writer.h"
#include "cdeflate.h"
#include "deflate_codes.h"

#if !defined(__BYTE_ORDER__) || __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "match_length reads words little-endian"
#endif

enum {
    HASH_BITS = 16,
    /* Hash-chain steps per position: past this the matches found rarely pay for the time. */
    MAX_CHAIN = 4,
    /* A match this long is taken as it stands, without weighing the bytes it covers one by one. */
    NICE_LENGTH = 48,
    /* A match this long is weighed from where it starts, but the positions inside it are not searched. */
    SKIP_LENGTH = 8,
    /* Positions of a long match that go into the hash chains, its last ones. */
    RUN_INSERTS = 8,
    /* Matches remembered per position, the longest last. */
    MAX_CANDIDATES = 8,
    /* Positions weighed together; a longer stretch without a long match is cut here. */
    SEGMENT_POSITIONS = 8192,
    /* Distances of recent long matches tried at every position, and how long a match must be to count. */
    RECENT_DISTANCES = 4,
    RECENT_LENGTH = 16,
    /* Symbols the cost model counts before it halves its counts. */
    MODEL_SYMBOLS = 1 << 14,
    /* Symbols per block: the block's codes are made for them all. */
    BLOCK_SYMBOLS = 1 << 17,
};

typedef struct {
    const uint8_t *data;
    size_t end, rowLength, pixelLength;
    /* The distances of the last long matches taken, latest first; 0 for none. */
    unsigned recent[RECENT_DISTANCES];
    int32_t *head, *previous;

    /* The positions being weighed: each one's matches, in order of length. */
    size_t segmentStart, segmentCount, candidateCount;
    uint32_t *candidateStart;
    uint16_t *candidateLength, *candidateDistance;
    float *cost;
    uint16_t *choiceLength, *choiceDistance;
    Symbol *reversed;

    /* The block being gathered, from `blockStart` to the last position coded. */
    Symbol *symbols;
    size_t symbolCount, blockStart, coded;

    /* The cost model: the symbols counted so far, and what each would cost in bits. */
    uint32_t litFrequency[LITLEN_SYMBOLS], distFrequency[DISTANCE_SYMBOLS];
    uint32_t countedSymbols, symbolsAtModel;
    float literalCost[256], lengthCost[MAX_MATCH + 1], distanceCost[DISTANCE_SYMBOLS];

    BitWriter writer;
} Parser;

static inline uint32_t hash3(const uint8_t *bytes) {
    uint32_t word = (uint32_t)bytes[0] | (uint32_t)bytes[1] << 8 | (uint32_t)bytes[2] << 16;
    return (word * 0x9E3779B1u) >> (32 - HASH_BITS);
}

static inline void insert(Parser *parser, size_t position) {
    uint32_t hash = hash3(parser->data + position);
    parser->previous[position & (WINDOW - 1)] = parser->head[hash];
    parser->head[hash] = (int32_t)position;
}

/* How many bytes from `a` equal those from `b`, up to `limit`. */
static inline size_t match_length(const uint8_t *a, const uint8_t *b, size_t limit) {
    size_t length = 0;
    while (length + 8 <= limit) {
        uint64_t x, y;
        memcpy(&x, a + length, 8);
        memcpy(&y, b + length, 8);
        if (x != y) return length + ((unsigned)__builtin_ctzll(x ^ y) >> 3);
        length += 8;
    }
    while (length < limit && a[length] == b[length]) length++;
    return length;
}

static inline size_t max_length_at(const Parser *parser, size_t position) {
    size_t left = parser->end - position;
    return left < MAX_MATCH ? left : MAX_MATCH;
}

/* The longest match at `position` at a distance of 1 to 4 (no extra bits), trying first the pixel's
   length, then the farthest: one distance for every run keeps its code short, and inflaters copy a far
   match several bytes at a time, a distance-1 match one byte at a time. */
static inline size_t near_match(const Parser *parser, size_t position, unsigned *distance) {
    size_t limit = max_length_at(parser, position), best = 0;
    for (unsigned k = 0; k < 5; k++) {
        size_t d = k == 0 ? parser->pixelLength : 5 - k;
        if (d == 0 || d > 4 || d > position || (k > 0 && d == parser->pixelLength)) continue;
        size_t length = match_length(parser->data + position, parser->data + position - d, limit);
        if (length > best) {
            best = length;
            *distance = (unsigned)d;
            if (length == limit) break;
        }
    }
    return best;
}

static inline void remember(Parser *parser, size_t first, size_t length, unsigned distance) {
    size_t slot = parser->candidateCount - first < MAX_CANDIDATES ? parser->candidateCount++ : parser->candidateCount - 1;
    parser->candidateLength[slot] = (uint16_t)length;
    parser->candidateDistance[slot] = (uint16_t)distance;
}

/* The search at one position: where it reads, how far a match may go, the longest match so far and
   its distance, and where this position's remembered matches start. */
typedef struct {
    const uint8_t *here;
    size_t limit, best, first;
    unsigned distance;
} Search;

/* Tries the match `distance` bytes back (which the caller has checked lies in the data and the window):
   remembered, and the best, when it is longer than every one before. */
static inline int try_distance(Parser *parser, Search *search, size_t distance) {
    const uint8_t *there = search->here - distance;
    if (there[search->best] != search->here[search->best]) return 0;
    size_t length = match_length(search->here, there, search->limit);
    if (length <= search->best) return 0;
    search->best = length;
    search->distance = (unsigned)distance;
    remember(parser, search->first, length, search->distance);
    return 1;
}

/* Remembers the matches at `position` that are longer than every one before: first the near match
   (`near` bytes at `nearDistance`), then along the hash chain (nearest first: nearer costs fewer bits),
   then the same place in the row above, then at recent distances. Returns the longest. */
static size_t find_matches(Parser *parser, size_t position, size_t near, unsigned nearDistance, unsigned *bestDistance) {
    Search search = {parser->data + position, max_length_at(parser, position), MIN_MATCH - 1, parser->candidateCount, 0};
    if (near >= MIN_MATCH) {
        search.best = near;
        search.distance = nearDistance;
        remember(parser, search.first, near, nearDistance);
    }
    int32_t candidate = parser->head[hash3(search.here)];
    for (unsigned steps = MAX_CHAIN; search.best < search.limit && candidate >= 0 && steps > 0; steps--) {
        size_t distance = position - (size_t)candidate;
        if (distance > WINDOW) break;
        if (distance > 4 && try_distance(parser, &search, distance) && search.best >= NICE_LENGTH) break;
        candidate = parser->previous[(size_t)candidate & (WINDOW - 1)];
    }
    /* Images repeat vertically more than anywhere else: the same place in the row above, which a hash
       chain full of runs may not reach. */
    size_t above = parser->rowLength;
    if (search.best < search.limit && above > 4 && above <= WINDOW && above <= position) try_distance(parser, &search, above);
    /* Distances that served long matches lately: a layout repeats its cells across a row too. */
    for (unsigned r = 0; r < RECENT_DISTANCES && search.best < search.limit; r++) {
        size_t distance = parser->recent[r];
        if (distance != 0 && distance <= position) try_distance(parser, &search, distance);
    }
    *bestDistance = search.distance;
    return search.best >= MIN_MATCH ? search.best : 0;
}

/* Notes the distance of a long match taken, unless it is one the search tries anyway. */
static void note_distance(Parser *parser, unsigned length, unsigned distance) {
    if (length < RECENT_LENGTH || distance <= 4 || distance == parser->rowLength) return;
    unsigned r = 0;
    while (r + 1 < RECENT_DISTANCES && parser->recent[r] != distance) r++;
    for (; r > 0; r--) parser->recent[r] = parser->recent[r - 1];
    parser->recent[0] = distance;
}

static inline float bits_for(uint32_t frequency, float totalBits) {
    float bits = totalBits - log2f((float)frequency + 0.5f);
    return bits < 1 ? 1 : bits > MAX_CODE_LENGTH ? MAX_CODE_LENGTH : bits;
}

/* Costs in bits from the symbols counted so far, as the block's Huffman codes would give them. */
static void update_model(Parser *parser) {
    float totalBits = log2f((float)parser->countedSymbols + 0.5f * (LITLEN_SYMBOLS + DISTANCE_SYMBOLS));
    for (unsigned byte = 0; byte < 256; byte++) parser->literalCost[byte] = bits_for(parser->litFrequency[byte], totalBits);
    for (unsigned length = MIN_MATCH; length <= MAX_MATCH; length++) {
        unsigned code = length_code(length);
        parser->lengthCost[length] = bits_for(parser->litFrequency[257 + code], totalBits) + (float)length_extra_bits(code);
    }
    uint32_t matches = 0;
    for (unsigned code = 0; code < DISTANCE_SYMBOLS; code++) matches += parser->distFrequency[code];
    float distanceBits = log2f((float)matches + 0.5f * DISTANCE_SYMBOLS);
    for (unsigned code = 0; code < DISTANCE_SYMBOLS; code++) {
        parser->distanceCost[code] = bits_for(parser->distFrequency[code], distanceBits) + (float)distance_extra_bits(code);
    }
    parser->symbolsAtModel = parser->countedSymbols;
}

/* Halves every count: the symbols counted from here on weigh as much as all those before. */
static void halve_counts(Parser *parser) {
    parser->countedSymbols = 0;
    for (unsigned s = 0; s < LITLEN_SYMBOLS; s++) parser->countedSymbols += parser->litFrequency[s] /= 2;
    for (unsigned s = 0; s < DISTANCE_SYMBOLS; s++) parser->distFrequency[s] /= 2;
    update_model(parser);
}

static inline void push_symbol(Parser *parser, Symbol symbol) {
    parser->symbols[parser->symbolCount++] = symbol;
    if (symbol.distance != 0) note_distance(parser, symbol.value, symbol.distance);
    symbol_count(symbol, parser->litFrequency, parser->distFrequency);
    /* Recent symbols count more: the model follows the image from region to region. */
    if (++parser->countedSymbols >= MODEL_SYMBOLS) halve_counts(parser);
}

static void flush_block(Parser *parser, int final) {
    blocks_write(&parser->writer, parser->symbols, parser->symbolCount, parser->data + parser->blockStart,
                parser->coded - parser->blockStart, final);
    parser->symbolCount = 0;
    parser->blockStart = parser->coded;
    halve_counts(parser);
}

static void make_room(Parser *parser, size_t symbols) {
    if (parser->symbolCount + symbols > BLOCK_SYMBOLS) flush_block(parser, 0);
}

/* Codes the positions being weighed with the fewest bits the model sees (a shortest path over positions). */
static void parse_segment(Parser *parser) {
    size_t count = parser->segmentCount, start = parser->segmentStart;
    if (count == 0) return;
    make_room(parser, count);
    if (parser->countedSymbols - parser->symbolsAtModel >= 256) update_model(parser);
    const uint8_t *data = parser->data + start;
    float *cost = parser->cost;
    cost[0] = 0;
    for (size_t i = 1; i <= count; i++) cost[i] = INFINITY;
    for (size_t i = 0; i < count; i++) {
        float here = cost[i], literal = here + parser->literalCost[data[i]];
        if (literal < cost[i + 1]) {
            cost[i + 1] = literal;
            parser->choiceLength[i + 1] = 1;
        }
        size_t shorter = MIN_MATCH - 1, room = count - i;
        for (uint32_t k = parser->candidateStart[i]; k < parser->candidateStart[i + 1] && shorter < room; k++) {
            size_t longest = parser->candidateLength[k] < room ? parser->candidateLength[k] : room;
            unsigned distance = parser->candidateDistance[k];
            float withDistance = here + parser->distanceCost[distance_code(distance)];
            for (size_t length = shorter + 1; length <= longest; length++) {
                float total = withDistance + parser->lengthCost[length];
                if (total < cost[i + length]) {
                    cost[i + length] = total;
                    parser->choiceLength[i + length] = (uint16_t)length;
                    parser->choiceDistance[i + length] = (uint16_t)distance;
                }
            }
            shorter = longest;
        }
    }
    size_t made = 0;
    for (size_t j = count; j > 0;) {
        unsigned length = parser->choiceLength[j];
        if (length == 1) {
            parser->reversed[made++] = (Symbol){data[j - 1], 0};
            j -= 1;
        } else {
            parser->reversed[made++] = (Symbol){(uint16_t)length, parser->choiceDistance[j]};
            j -= length;
        }
    }
    while (made > 0) push_symbol(parser, parser->reversed[--made]);
    parser->coded = start + count;
    parser->segmentStart = start + count;
    parser->segmentCount = 0;
    parser->candidateCount = 0;
}

static void take_match(Parser *parser, size_t position, size_t length, unsigned distance) {
    parse_segment(parser);
    make_room(parser, 1);
    push_symbol(parser, (Symbol){(uint16_t)length, (uint16_t)distance});
    /* Only the last positions go into the hash chains: a long run of one byte would otherwise fill the
       chain of its trigram, and a search from just before the run could not reach past it. */
    size_t from = length > RUN_INSERTS ? position + length - RUN_INSERTS : position + 1;
    for (size_t p = from; p < position + length && p + MIN_MATCH <= parser->end; p++) insert(parser, p);
    parser->coded = position + length;
    parser->segmentStart = position + length;
}

static void parse(Parser *parser, size_t history) {
    for (size_t p = history > WINDOW ? history - WINDOW : 0; p + MIN_MATCH <= parser->end && p < history; p++) insert(parser, p);
    size_t position = history, searchFrom = history;
    parser->segmentStart = parser->coded = parser->blockStart = history;
    while (position < parser->end) {
        parser->candidateStart[parser->segmentCount] = (uint32_t)parser->candidateCount;
        if (position >= searchFrom && position + MIN_MATCH <= parser->end) {
            size_t limit = max_length_at(parser, position);
            unsigned nearDistance = 0, distance = 0;
            size_t near = near_match(parser, position, &nearDistance);
            if (near >= NICE_LENGTH && near == limit) {
                insert(parser, position);
                take_match(parser, position, near, nearDistance);
                position += near;
                searchFrom = position;
                continue;
            }
            size_t longest = find_matches(parser, position, near, nearDistance, &distance);
            insert(parser, position);
            if (longest >= NICE_LENGTH && longest == limit) {
                /* A long match that needs distance extra bits, just before a run that needs none (a row's
                   filter byte before a row of zeros): the byte is weighed instead. Otherwise a match as
                   long as can be is taken as it stands, even one across the end of a run: a run ending
                   here would cost a symbol for its last, short piece. */
                unsigned unused;
                int cheaperNext = distance > 4 && position + 1 + MIN_MATCH <= parser->end
                    && near_match(parser, position + 1, &unused) == max_length_at(parser, position + 1);
                if (!cheaperNext) {
                    parser->candidateCount = parser->candidateStart[parser->segmentCount];
                    take_match(parser, position, longest, distance);
                    position += longest;
                    searchFrom = position;
                    continue;
                }
            } else if (longest >= SKIP_LENGTH) {
                /* A match that stops short is weighed from here, but the positions inside it are not searched. */
                searchFrom = position + longest;
            }
        }
        parser->segmentCount++;
        position++;
        if (parser->segmentCount == SEGMENT_POSITIONS) {
            parser->candidateStart[parser->segmentCount] = (uint32_t)parser->candidateCount;
            parse_segment(parser);
        }
    }
    parser->candidateStart[parser->segmentCount] = (uint32_t)parser->candidateCount;
    parse_segment(parser);
}

size_t cdeflate_bound(size_t length) { return length + (length >> 10) + 64; }

size_t cdeflate_compress(const uint8_t *data, size_t history, size_t length, size_t rowLength, size_t pixelLength,
                         int final, uint8_t *out, size_t capacity) {
    /* Positions are kept as 32-bit numbers; PNG slices are a few megabytes. */
    if (history + length > INT32_MAX) return 0;
    Parser *parser = calloc(1, sizeof *parser);
    if (!parser) return 0;
    parser->data = data;
    parser->end = history + length;
    parser->rowLength = rowLength;
    parser->pixelLength = pixelLength;
    parser->head = malloc(sizeof(int32_t) << HASH_BITS);
    parser->previous = malloc(sizeof(int32_t) * WINDOW);
    parser->candidateStart = malloc(sizeof(uint32_t) * (SEGMENT_POSITIONS + 1));
    parser->candidateLength = malloc(sizeof(uint16_t) * SEGMENT_POSITIONS * MAX_CANDIDATES);
    parser->candidateDistance = malloc(sizeof(uint16_t) * SEGMENT_POSITIONS * MAX_CANDIDATES);
    parser->cost = malloc(sizeof(float) * (SEGMENT_POSITIONS + 1));
    parser->choiceLength = malloc(sizeof(uint16_t) * (SEGMENT_POSITIONS + 1));
    parser->choiceDistance = malloc(sizeof(uint16_t) * (SEGMENT_POSITIONS + 1));
    parser->reversed = malloc(sizeof(Symbol) * SEGMENT_POSITIONS);
    parser->symbols = malloc(sizeof(Symbol) * BLOCK_SYMBOLS);
    parser->writer = (BitWriter){.out = out, .capacity = capacity};
    size_t written = 0;
    if (parser->head && parser->previous && parser->candidateStart && parser->candidateLength && parser->candidateDistance
        && parser->cost && parser->choiceLength && parser->choiceDistance && parser->reversed && parser->symbols) {
        memset(parser->head, 0xFF, sizeof(int32_t) << HASH_BITS);
        update_model(parser);
        parse(parser, history);
        if (parser->symbolCount > 0 || final) {
            flush_block(parser, final);
        }
        if (final) {
            bits_align(&parser->writer);
        } else {
            block_write_sync(&parser->writer);
        }
        written = parser->writer.overflowed ? 0 : parser->writer.count;
    }
    free(parser->head);
    free(parser->previous);
    free(parser->candidateStart);
    free(parser->candidateLength);
    free(parser->candidateDistance);
    free(parser->cost);
    free(parser->choiceLength);
    free(parser->choiceDistance);
    free(parser->reversed);
    free(parser->symbols);
    free(parser);
    return written;
}
