"""Mutations of PNG references: bit flips, truncation and chunk damage (with or without a valid CRC).

Every function takes a random.Random so a case is reproduced by its seed alone.
"""

import functools
import struct
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"


def chunks(data):
    """(type, body) pairs of a PNG, or None when the chunk structure is already broken."""
    if not data.startswith(SIGNATURE):
        return None
    result, at = [], len(SIGNATURE)
    while at + 8 <= len(data):
        (length,) = struct.unpack(">I", data[at:at + 4])
        kind = data[at + 4:at + 8]
        if at + 12 + length > len(data):
            return None
        result.append((kind, data[at + 8:at + 8 + length]))
        at += 12 + length
    return result


def chunk(kind, body, crc=None):
    if crc is None:
        crc = zlib.crc32(kind + body) & 0xFFFFFFFF
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", crc)


def assemble(parts):
    return SIGNATURE + b"".join(chunk(kind, body) for kind, body in parts)


def bit_flips(rng, data):
    data = bytearray(data)
    for _ in range(rng.choice([1, 1, 2, 8, 64])):
        data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
    return bytes(data)


def truncate(rng, data):
    return data[:rng.randrange(len(data))]


@functools.lru_cache(maxsize=None)
def bomb_idat(width, height):
    """A valid IDAT for an RGBA image of `width`×`height` of zeros: tiny compressed, huge decoded."""
    compressor = zlib.compressobj(9)
    rows = b"\x00" * (1 + 4 * width) * 64
    body = b"".join(compressor.compress(rows) for _ in range(height // 64))
    return body + compressor.compress(b"\x00" * (1 + 4 * width) * (height % 64)) + compressor.flush()


def chunk_damage(rng, data):
    """Edits one chunk and re-signs it, so the decoder's checks past the CRC are exercised."""
    parts = chunks(data)
    if not parts:
        return bit_flips(rng, data)
    action = rng.randrange(9)
    names = [kind for kind, _ in parts]
    if action == 0:
        width, height = rng.choice([(0, 10), (10, 0), (1 << 31, 1), (16385, 1), (16384, 16384), (100000, 100000),
                                    (16384, 8000), (0xFFFFFFFF, 0xFFFFFFFF)])
        depth, colour = rng.choice([(8, 6), (8, 2), (16, 6), (1, 0), (8, 3), (7, 6), (8, 5)])
        body = struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, rng.choice([0, 1]))
        parts[0] = (b"IHDR", body)
        if rng.random() < 0.5 and width * height <= 16384 * 16384:
            parts = [part for part in parts if part[0] != b"IDAT"]
            parts.insert(1, (b"IDAT", bomb_idat(min(width, 16384), min(height, 16384))))
    elif action == 1:
        del parts[rng.randrange(len(parts))]
    elif action == 2:
        index = rng.randrange(len(parts))
        parts.insert(index, parts[index])
    elif action == 3:
        parts.insert(rng.randrange(1, len(parts)), (rng.choice([b"ABCD", b"IHDR", b"IEND", b"PLTE", b"tRNS", b"gAMA"]),
                                                     bytes(rng.randrange(256) for _ in range(rng.choice([0, 3, 13, 300])))))
    elif action == 4:
        index = rng.randrange(len(parts))
        kind, body = parts[index]
        if body:
            body = bytearray(body)
            body[rng.randrange(len(body))] ^= 1 << rng.randrange(8)
            parts[index] = (kind, bytes(body))
    elif action == 5 and b"IDAT" in names:
        index = names.index(b"IDAT")
        kind, body = parts[index]
        parts[index] = (kind, body[:rng.randrange(max(1, len(body)))])
    elif action == 6:
        rng.shuffle(parts)
    elif action == 7:
        index = rng.randrange(len(parts))
        kind, body = parts[index]
        raw = SIGNATURE + b"".join(chunk(k, b) for k, b in parts[:index])
        raw += struct.pack(">I", rng.choice([0, len(body) + 1, 0x7FFFFFFF, 0xFFFFFFFF])) + kind + body
        return raw + struct.pack(">I", 0) + b"".join(chunk(k, b) for k, b in parts[index + 1:])
    else:
        bad = rng.randrange(len(parts))
        return SIGNATURE + b"".join(chunk(kind, body, crc=0 if i == bad else None) for i, (kind, body) in enumerate(parts))
    return assemble(parts)


def mutate(rng, data):
    """A damaged copy of the PNG bytes `data`."""
    roll = rng.random()
    if roll < 0.35:
        return bit_flips(rng, data)
    if roll < 0.5:
        return truncate(rng, data)
    if roll < 0.55:
        return rng.choice([b"", b"GIF89a", SIGNATURE, b"<svg/>", bytes(rng.randrange(256) for _ in range(100))])
    return chunk_damage(rng, data)
