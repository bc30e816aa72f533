#!/usr/bin/env bash
# What a reference's compression costs the tools that read it: CPU time of `layoutshot diff A B` (two
# decodes, one comparison) on the same two 4-megapixel feed images written five ways — by our encoder,
# by Pillow at its default level, and by zlib directly with no or `up` filters at level 2 or with the
# run-length strategy (the old encoder wrote no filter at level 2).
#
#   Benchmarks/png-decode-cost.sh [RUNS]     (default 15; medians of CPU time, user + system)
#
# Needs `pip install pillow numpy`. SCRATCH_PATH picks SwiftPM's build folder.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-15}"
source Benchmarks/png-common.sh
render_feeds "$work/a-ours.png" "$work/b-ours.png"
python3 - "$work" "$bin" "$runs" <<'PY'
import json, os, resource, statistics, struct, subprocess, sys, zlib
import numpy as np
from PIL import Image
work, binary, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

def write(path, pixels, up, level, strategy):
    """An RGB PNG with every row filtered none or up, compressed by zlib with the given settings."""
    height, width, _ = pixels.shape
    rows = pixels.reshape(height, width * 3).astype(np.int16)
    above = np.vstack([np.zeros((1, width * 3), np.int16), rows[:-1]])
    raw = np.empty((height, width * 3 + 1), np.uint8)
    raw[:, 0] = 2 if up else 0
    raw[:, 1:] = ((rows - above) if up else rows) % 256
    stream = zlib.compressobj(level, zlib.DEFLATED, 15, 8, strategy)
    data = stream.compress(raw.tobytes()) + stream.flush()
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    with open(path, "wb") as file:
        file.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", data) + chunk(b"IEND", b""))

ways = ["ours", "pillow", "none-level2", "up-level2", "up-rle"]
for name in "ab":
    image = Image.open(f"{work}/{name}-ours.png").convert("RGB")
    image.save(f"{work}/{name}-pillow.png")
    pixels = np.asarray(image)
    write(f"{work}/{name}-none-level2.png", pixels, False, 2, zlib.Z_DEFAULT_STRATEGY)
    write(f"{work}/{name}-up-level2.png", pixels, True, 2, zlib.Z_DEFAULT_STRATEGY)
    write(f"{work}/{name}-up-rle.png", pixels, True, 1, zlib.Z_RLE)
cpu = {way: [] for way in ways}
for _ in range(runs):
    for way in ways:  # interleaved, so a busy moment of the machine falls on every way alike
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run([binary, "diff", f"{work}/a-{way}.png", f"{work}/b-{way}.png"], stdout=subprocess.DEVNULL)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu[way].append((after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000)
for way in ways:
    print(json.dumps({"written": way, "bytes": os.path.getsize(f"{work}/a-{way}.png"),
                      "diffCpuMs": round(statistics.median(cpu[way]), 1)}))
PY
