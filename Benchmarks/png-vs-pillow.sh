#!/usr/bin/env bash
# PNG references against Pillow: bytes and encoding time on the same 4-megapixel UI image (a 3-column
# waterfall feed with labels, 2000 × 2000 px), against the targets bytes ≤ 0.9× and time ≤ 0.5× Pillow's
# at its default level; then the same for the @3x viewport of Benchmarks/specs/viewport-3x.json.
#
#   Benchmarks/png-vs-pillow.sh [RUNS]     (default 15; medians, both encoders warm in their own process)
#
# Our time is `layoutshot bench`'s encodeMs (every core); Pillow's is `Image.save(..., "PNG")` of the
# pixels our PNG decodes to. Needs `pip install pillow`. SCRATCH_PATH picks SwiftPM's build folder.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-15}"
source Benchmarks/png-common.sh
cat >"$work/feed.json" <<'JSON'
{"name": "feed-4mp", "viewport": {"width": 1000, "height": 1000}, "scale": 2,
 "layout": {"kind": "waterfall", "columns": 3, "lineSpacing": 10, "interitemSpacing": 10,
            "sectionInset": {"top": 10, "left": 10, "bottom": 10, "right": 10}},
 "sections": [{"header": {"height": 44}, "footer": {"height": 30}, "items": {"count": 60, "height": {"min": 60, "max": 240, "seed": 7}}},
              {"header": {"height": 44}, "items": {"count": 60, "height": {"min": 60, "max": 240, "seed": 11}}}],
 "render": {"area": "viewport", "labels": true}}
JSON
compare() { # spec
  "$bin" render "$1" -o "$work/image.png" --force >/dev/null
  python3 - "$work/image.png" "$runs" "$("$bin" bench "$1" --runs "$runs")" <<'PY'
import io, json, statistics, sys, time
from PIL import Image
path, runs, ours = sys.argv[1], int(sys.argv[2]), json.loads(sys.argv[3])
image = Image.open(path)
image.load()
times, size = [], 0
for _ in range(runs):
    buffer = io.BytesIO()
    start = time.perf_counter()
    image.save(buffer, "PNG")
    times.append((time.perf_counter() - start) * 1000)
    size = len(buffer.getvalue())
pillow_ms = statistics.median(times)
bytes_ratio, time_ratio = ours["pngBytes"] / size, ours["encodeMs"] / pillow_ms
print(json.dumps({
    "image": f"{image.width}x{image.height} {image.mode}", "pillow": Image.__version__,
    "oursBytes": ours["pngBytes"], "pillowBytes": size, "bytesRatio": round(bytes_ratio, 3),
    "oursMs": ours["encodeMs"], "pillowMs": round(pillow_ms, 1), "timeRatio": round(time_ratio, 3),
    "verdict": "ok" if bytes_ratio <= 0.9 and time_ratio <= 0.5 else "OVER"}))
PY
}
compare "$work/feed.json"
compare Benchmarks/specs/viewport-3x.json
