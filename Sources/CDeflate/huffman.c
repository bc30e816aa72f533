#include "huffman.h"

#include <string.h>

#include "deflate_codes.h"

enum { MAX_SYMBOLS = 320 };

typedef struct {
    uint32_t frequency;
    uint16_t symbol;
} Leaf;

static int leaf_order(const Leaf *a, const Leaf *b) {
    if (a->frequency != b->frequency) return a->frequency < b->frequency ? -1 : 1;
    return a->symbol < b->symbol ? -1 : 1;
}

/* Insertion sort: at most 286 leaves, mostly already ordered by the caller's scan, and stable by symbol. */
static void sort_leaves(Leaf *leaves, unsigned count) {
    for (unsigned i = 1; i < count; i++) {
        Leaf leaf = leaves[i];
        unsigned j = i;
        while (j > 0 && leaf_order(&leaf, &leaves[j - 1]) < 0) {
            leaves[j] = leaves[j - 1];
            j--;
        }
        leaves[j] = leaf;
    }
}

/* Depths of the sorted leaves in a Huffman tree built by the two-queue method; returns the deepest. */
static unsigned tree_depths(const Leaf *leaves, unsigned count, uint8_t *depths) {
    uint64_t weight[2 * MAX_SYMBOLS];
    uint16_t parent[2 * MAX_SYMBOLS];
    uint8_t depth[2 * MAX_SYMBOLS];
    for (unsigned i = 0; i < count; i++) weight[i] = leaves[i].frequency;
    unsigned nextLeaf = 0, nextInner = count, made = count;
    for (unsigned k = 0; k + 1 < count; k++) {
        unsigned pick[2];
        for (int p = 0; p < 2; p++) {
            int takeLeaf = nextLeaf < count && (nextInner == made || weight[nextLeaf] <= weight[nextInner]);
            pick[p] = takeLeaf ? nextLeaf++ : nextInner++;
        }
        weight[made] = weight[pick[0]] + weight[pick[1]];
        parent[pick[0]] = parent[pick[1]] = (uint16_t)made;
        made++;
    }
    unsigned root = made - 1, deepest = 0;
    depth[root] = 0;
    for (unsigned node = root; node-- > 0;) {
        depth[node] = (uint8_t)(depth[parent[node]] + 1);
        if (node < count && depth[node] > deepest) deepest = depth[node];
    }
    memcpy(depths, depth, count);
    return deepest;
}

void huffman_lengths(const uint32_t *frequencies, unsigned count, unsigned limit, uint8_t *lengths) {
    Leaf leaves[MAX_SYMBOLS];
    unsigned used = 0;
    memset(lengths, 0, count);
    for (unsigned symbol = 0; symbol < count; symbol++) {
        if (frequencies[symbol] > 0) leaves[used++] = (Leaf){frequencies[symbol], (uint16_t)symbol};
    }
    if (used == 0) return;
    if (used == 1) {
        lengths[leaves[0].symbol] = 1;
        return;
    }
    sort_leaves(leaves, used);
    uint8_t depths[MAX_SYMBOLS];
    while (tree_depths(leaves, used, depths) > limit) {
        /* Halving keeps the order, so the leaves stay sorted. */
        for (unsigned i = 0; i < used; i++) leaves[i].frequency = (leaves[i].frequency + 1) / 2;
    }
    for (unsigned i = 0; i < used; i++) lengths[leaves[i].symbol] = depths[i];
}

void huffman_codes(const uint8_t *lengths, unsigned count, uint16_t *codes) {
    unsigned perLength[MAX_CODE_LENGTH + 1] = {0}, next[MAX_CODE_LENGTH + 2];
    for (unsigned symbol = 0; symbol < count; symbol++) perLength[lengths[symbol]]++;
    perLength[0] = 0;
    unsigned code = 0;
    for (unsigned length = 1; length <= MAX_CODE_LENGTH; length++) {
        code = (code + perLength[length - 1]) << 1;
        next[length] = code;
    }
    for (unsigned symbol = 0; symbol < count; symbol++) {
        unsigned length = lengths[symbol];
        if (length == 0) {
            codes[symbol] = 0;
            continue;
        }
        unsigned value = next[length]++, reversed = 0;
        for (unsigned bit = 0; bit < length; bit++) reversed |= ((value >> bit) & 1) << (length - 1 - bit);
        codes[symbol] = (uint16_t)reversed;
    }
}
