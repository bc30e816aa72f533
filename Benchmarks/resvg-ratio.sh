#!/usr/bin/env bash
# Compares our render + PNG encode of a whole @3x content image with resvg rendering our SVG of the
# same spec to the same size, in one run. Needs resvg on PATH: pip install resvg-cli
# Usage: Benchmarks/resvg-ratio.sh [SPEC] [RUNS]   (default Benchmarks/specs/content-3x.json, 5 runs)
# SCRATCH_PATH picks SwiftPM's build folder.
set -euo pipefail
cd "$(dirname "$0")/.."
spec="${1:-Benchmarks/specs/content-3x.json}"
runs="${2:-5}"
source Benchmarks/release-build.sh
"$bin" render "$spec" --format svg -o "$work/scene.svg" >/dev/null
"$bin" render "$spec" --format png -o "$work/ours.png" >/dev/null
size="$(python3 -c "import struct,sys; d=open(sys.argv[1],'rb').read(24); print(*struct.unpack('>II', d[16:24]))" "$work/ours.png")"
read -r width height <<<"$size"
ours="$("$bin" bench "$spec" --runs "$runs")"
ours_ms="$(python3 -c "import json,sys; o=json.loads(sys.argv[1]); print(o['renderMs'] + o['encodeMs'])" "$ours")"
resvg_ms="$(python3 - "$work" "$width" "$height" "$runs" <<'PY'
import statistics, subprocess, sys, time
work, width, height, runs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
times = []
for _ in range(runs):
    start = time.perf_counter()
    subprocess.run(["resvg", "--width", width, "--height", height, f"{work}/scene.svg", f"{work}/resvg.png"], check=True)
    times.append((time.perf_counter() - start) * 1000)
print(f"{statistics.median(times):.1f}")
PY
)"
python3 -c "
import sys
ours, theirs = float(sys.argv[1]), float(sys.argv[2])
print(f'{sys.argv[3]} ({sys.argv[4]}x{sys.argv[5]} px): layoutshot render+encode {ours:.1f} ms, resvg {theirs:.1f} ms (process included), ratio {ours / theirs:.2f}')
" "$ours_ms" "$resvg_ms" "$(basename "$spec" .json)" "$width" "$height"
