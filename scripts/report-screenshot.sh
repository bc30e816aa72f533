#!/usr/bin/env bash
# Checks the HTML report of `layoutshot snapshots verify --report` in headless Chromium.
#
#   scripts/report-screenshot.sh [OUT_DIR]      (default: a temporary folder, printed at the end)
#
# Records two snapshots, makes one fail (an item 10 pt taller), writes the report, then with
# Chromium: dumps the DOM after the page's script ran (the failure, its layout diff, the three
# images and each view: side by side, slider, overlay) and takes a screenshot of the side-by-side
# and the slider views (OUT_DIR/report.png, OUT_DIR/report-slider.png) to look at. Needs chromium
# (`apt-get install chromium`). LAYOUTSHOT picks the executable (default: built with swift build;
# SCRATCH_PATH picks its build folder). Exits 0 when every check passes, 1 when one fails, 2 when
# something is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
[ -n "$browser" ] || { echo "report-screenshot: needs chromium (apt-get install chromium)" >&2; exit 2; }
if [ -z "${LAYOUTSHOT:-}" ]; then
  scratch=(--scratch-path "${SCRATCH_PATH:-.build}")
  swift build "${scratch[@]}" --product layoutshot >/dev/null
  LAYOUTSHOT="$(swift build "${scratch[@]}" --show-bin-path)/layoutshot"
fi
out="${1:-$(mktemp -d)}"
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

spec() { # $1: the height of item 0·3
  cat <<JSON
{"viewport": {"width": 320, "height": 480}, "scale": 2,
 "layout": {"kind": "waterfall", "columns": 2, "lineSpacing": 10, "interitemSpacing": 10,
            "sectionInset": {"top": 10, "left": 10, "bottom": 10, "right": 10}},
 "sections": [{"header": {"height": 40}, "items": [{"height": 120}, {"height": 80}, {"height": 60}, {"height": $1}, {"height": 90}]}]}
JSON
}
spec 100 >"$work/grid.json"
spec 60 >"$work/list.json"
"$LAYOUTSHOT" snapshots record "$work" >/dev/null
spec 110 >"$work/grid.json"
status=0
"$LAYOUTSHOT" snapshots verify "$work" --report "$out" >"$work/verify.txt" || status=$?
[ "$status" = 1 ] || { echo "report-screenshot: verify exited $status, expected 1" >&2; cat "$work/verify.txt" >&2; exit 1; }

run_browser() { # extra arguments...
  timeout 120 "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --allow-file-access-from-files "$@" 2>/dev/null
}
run_browser --window-size=1280,1600 --screenshot="$out/report.png" "file://$out/index.html" >/dev/null
run_browser --window-size=1280,1200 --screenshot="$out/report-slider.png" "file://$out/index.html?view=slider" >/dev/null
run_browser --virtual-time-budget=2000 --dump-dom "file://$out/index.html?view=slider" >"$work/dom.html"

failures=0
expect() { # description, command...
  if "${@:2}"; then echo "ok    $1"; else echo "FAIL  $1"; failures=$((failures + 1)); fi
}
dom="$work/dom.html"
expect "the summary counts one failure" grep -q '1 passed</span>, <span class="failed">1 failed' "$dom"
expect "the layout diff names the cell that moved" grep -q 'cell 0·3: frame \[10, 180, 145, 100\] → \[10, 180, 145, 110\]' "$dom"
expect "expected, actual and diff images are linked" grep -q 'src="grid/diff.png"' "$dom"
for image in expected actual diff; do
  expect "grid/$image.png was copied beside the report" test -s "$out/grid/$image.png"
done
expect "?view=slider shows the slider view" python3 - "$dom" <<'PY'
import re, sys
html = open(sys.argv[1]).read()
slider = re.search(r'<div class="view slider"( hidden(="")?)?>', html)
side = re.search(r'<div class="view side"( hidden(="")?)?>', html)
sys.exit(0 if slider and not slider.group(1) and side and side.group(1) else 1)
PY
expect "the screenshots were taken" test -s "$out/report.png" -a -s "$out/report-slider.png"
expect "the screenshot shows the images (not a blank page)" python3 - "$out/report.png" <<'PY'
import sys, zlib, struct
data = open(sys.argv[1], "rb").read()
width, height, depth, kind = struct.unpack(">IIBB", data[16:26])
chunks, pos = b"", 8
while pos < len(data):
    length, tag = struct.unpack(">I4s", data[pos:pos + 8])
    if tag == b"IDAT": chunks += data[pos + 8:pos + 8 + length]
    pos += 12 + length
raw = zlib.decompress(chunks)
# Distinct byte values in the filtered rows are a cheap stand-in for colours: a blank page has a handful.
sys.exit(0 if width >= 1000 and len(set(raw[: len(raw) // 2])) > 64 else 1)
PY
echo "report-screenshot: $((9 - failures)) passed, $failures failed (screenshots in $out)"
[ "$failures" = 0 ]
