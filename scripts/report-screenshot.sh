#!/usr/bin/env bash
# Checks the HTML report of `layoutshot snapshots verify --report` in headless Chromium.
#
#   scripts/report-screenshot.sh [OUT_DIR]      (default: a temporary folder, printed at the end)
#
# Records three snapshots in a folder named Snapshots, then makes two fail: `grid` (an item 10 pt
# taller, so the image grows) and `tag` (a small item half a point wider: 19 differing pixels), and
# writes the report from inside the folder (`verify .`). With Chromium it dumps the DOM after the
# page's script ran and checks what a user works from: the title names the folder, failures come
# before the passing snapshot (folded), the jump list names every failure, each failure has its
# re-record command and shows expected | diff | actual once, `tag` has its zoom, and the slider view and
# the filter work. It takes screenshots to look at (OUT_DIR/report.png: the top of the page,
# report-tag.png: the 19-pixel failure, report-slider.png: the slider view, report-dark.png: dark mode)
# and checks in report-tag.png that one differing pixel shows as a red block at least 6 screen pixels
# wide. Needs chromium (`apt-get install chromium`). LAYOUTSHOT picks the executable (default: built
# with swift build; SCRATCH_PATH picks its build folder). Exits 0 when every check passes, 1 when one
# fails, 2 when something is missing.
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
out=$(cd "$out" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
snapshots="$work/Snapshots"
mkdir "$snapshots"

grid() { # $1: the height of item 0·3
  cat <<JSON
{"viewport": {"width": 320, "height": 480}, "scale": 2,
 "layout": {"kind": "waterfall", "columns": 2, "lineSpacing": 10, "interitemSpacing": 10,
            "sectionInset": {"top": 10, "left": 10, "bottom": 10, "right": 10}},
 "sections": [{"header": {"height": 40}, "items": [{"height": 120}, {"height": 80}, {"height": 60}, {"height": $1}, {"height": 90}]}]}
JSON
}
tag() { # $1: the width of the last, small item; 10 → 10.5 changes 19 pixels at scale 2
  cat <<JSON
{"viewport": {"width": 320, "height": 480}, "scale": 2, "offset": {"x": 0, "y": 0},
 "layout": {"kind": "alignedFlow", "alignment": "start", "lineSpacing": 10, "interitemSpacing": 10,
            "sectionInset": {"top": 10, "left": 10, "bottom": 10, "right": 10}},
 "sections": [{"items": [{"width": 80, "height": 40}, {"width": 60, "height": 40}, {"width": 90, "height": 40},
                         {"width": 40, "height": 30}, {"width": $1, "height": 7}]}]}
JSON
}
grid 100 >"$snapshots/grid.json"
grid 60 >"$snapshots/list.json"
tag 10 >"$snapshots/tag.json"
"$LAYOUTSHOT" snapshots record "$snapshots" >/dev/null
grid 110 >"$snapshots/grid.json"
tag 10.5 >"$snapshots/tag.json"
status=0
(cd "$snapshots" && "$LAYOUTSHOT" snapshots verify . --report "$out") >"$work/verify.txt" || status=$?
[ "$status" = 1 ] || { echo "report-screenshot: verify exited $status, expected 1" >&2; cat "$work/verify.txt" >&2; exit 1; }

run_browser() { # extra arguments...
  timeout 120 "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --allow-file-access-from-files "$@" 2>/dev/null
}
page="file://$out/index.html"
run_browser --window-size=1280,1400 --screenshot="$out/report.png" "$page" >/dev/null
run_browser --window-size=1280,900 --screenshot="$out/report-tag.png" "$page?filter=tag" >/dev/null
run_browser --window-size=1280,1400 --screenshot="$out/report-slider.png" "$page?view=slider" >/dev/null
run_browser --window-size=1280,900 --force-dark-mode --blink-settings=preferredColorScheme=0 \
  --screenshot="$out/report-dark.png" "$page" >/dev/null
run_browser --virtual-time-budget=2000 --dump-dom "$page?view=slider" >"$work/dom.html"
run_browser --virtual-time-budget=2000 --dump-dom "$page?filter=tag" >"$work/filtered.html"

failures=0 checks=0
expect() { # description, command...
  checks=$((checks + 1))
  if "${@:2}"; then echo "ok    $1"; else echo "FAIL  $1"; failures=$((failures + 1)); fi
}
dom="$work/dom.html"
expect "the title names the folder, not ." grep -q '<title>LayoutShot snapshots: Snapshots</title>' "$dom"
expect "the summary counts two failures" grep -q '1 passed</span>, <span class="failed">2 failed' "$dom"
expect "the layout diff names the cell that moved" grep -q 'cell 0·3: frame \[10, 180, 145, 100\] → \[10, 180, 145, 110\]' "$dom"
expect "the re-record command of tag is there, with the folder as typed" \
  grep -q '<code>layoutshot snapshots record \. --filter=tag --record failed</code>' "$dom"
expect "page order: jump list, failures by name, then the passing snapshot folded away" python3 - "$dom" <<'PY'
import re, sys
html = open(sys.argv[1]).read()
jump = html.find('<nav class="jump"')
marks = [html.find(s) for s in ('id="snapshot-grid"', 'id="snapshot-tag"', '<details class="passing">', 'id="snapshot-list"')]
links = re.findall(r'<li data-name="[^"]*"><a href="#([^"]+)">', html)
sys.exit(0 if 0 <= jump < marks[0] < marks[1] < marks[2] < marks[3] and links == ["snapshot-grid", "snapshot-tag"]
         and '<details class="passing" open' not in html else 1)
PY
expect "each failure shows expected, diff and actual once in the page as written" python3 - "$out/index.html" <<'PY'
import sys
html = open(sys.argv[1]).read()
sys.exit(0 if all(html.count(f'src="snapshots/{n}/{r}.png"') == 1 for n in ("grid", "tag") for r in ("expected", "diff", "actual")) else 1)
PY
for image in snapshots/grid/expected snapshots/grid/actual snapshots/grid/diff snapshots/tag/zoom-expected snapshots/tag/zoom-diff snapshots/tag/zoom-actual; do
  expect "$image.png was written beside the report" test -s "$out/$image.png"
done
expect "tag's zoom names the 19 pixels' region and enlarges it ×9" \
  grep -q 'Differing pixels within \[39, 120, 3, 14\] px, enlarged ×9' "$dom"
expect "the script shows the filter box, the j / k hint, the copy buttons and the view switcher" python3 - "$dom" <<'PY'
import sys
html = open(sys.argv[1]).read()
sys.exit(0 if '<p class="filter">' in html and '<p class="keys">' in html and html.count('class="copy">Copy') == 2 and html.count('<div class="views">') == 2 else 1)
PY
expect "?view=slider shows the slider view" python3 - "$dom" <<'PY'
import re, sys
html = open(sys.argv[1]).read()
slider = re.search(r'<div class="view slider"( hidden(="")?)?>', html)
side = re.search(r'<div class="view side"( hidden(="")?)?>', html)
sys.exit(0 if slider and not slider.group(1) and side and side.group(1) else 1)
PY
expect "?filter=tag hides grid and list and shows tag" python3 - "$work/filtered.html" <<'PY'
import re, sys
html = open(sys.argv[1]).read()
def hidden(anchor):
    tag = re.search(r'<[a-z]+ [^>]*id="%s"[^>]*>' % anchor, html).group(0)
    return ' hidden' in tag
sys.exit(0 if hidden("snapshot-grid") and hidden("snapshot-list") and not hidden("snapshot-tag")
         and '1 of 3 shown' in html else 1)
PY
expect "the screenshots were taken" test -s "$out/report.png" -a -s "$out/report-tag.png" -a -s "$out/report-slider.png" -a -s "$out/report-dark.png"
expect "report-tag.png shows a differing pixel as a red block of at least 6 × 6 screen pixels" python3 - "$out/report-tag.png" <<'PY'
import sys, zlib, struct
data = open(sys.argv[1], "rb").read()
width, height, depth, kind = struct.unpack(">IIBB", data[16:26])
assert depth == 8 and kind in (2, 6), "expects 8-bit RGB or RGBA"
channels = 3 if kind == 2 else 4
chunks, pos = b"", 8
while pos < len(data):
    length, tag = struct.unpack(">I4s", data[pos:pos + 8])
    if tag == b"IDAT": chunks += data[pos + 8:pos + 8 + length]
    pos += 12 + length
raw, stride, rows, previous = zlib.decompress(chunks), width * channels, [], bytearray(width * channels)
for y in range(height):
    kind_, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
    for i in range(stride):
        a = line[i - channels] if i >= channels else 0
        b, c = previous[i], previous[i - channels] if i >= channels else 0
        if kind_ == 1: line[i] = (line[i] + a) & 255
        elif kind_ == 2: line[i] = (line[i] + b) & 255
        elif kind_ == 3: line[i] = (line[i] + (a + b) // 2) & 255
        elif kind_ == 4:
            p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    rows.append(line); previous = line
red = [[rows[y][x * channels] > 230 and rows[y][x * channels + 1] < 30 and rows[y][x * channels + 2] < 30
        for x in range(width)] for y in range(height)]
# A 6 × 6 square of pure red: one differing pixel enlarged, not a thin line or a blend.
for y in range(height - 5):
    for x in range(width - 5):
        if all(red[y + j][x + i] for j in range(6) for i in range(6)): sys.exit(0)
sys.exit(1)
PY
echo "report-screenshot: $((checks - failures)) passed, $failures failed (screenshots in $out)"
[ "$failures" = 0 ]
