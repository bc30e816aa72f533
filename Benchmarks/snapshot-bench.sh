#!/usr/bin/env bash
# Times the snapshot harness with a release build, against the budgets of issue 6:
#   - `layoutshot diff` comparing two identical 4-megapixel images (budget 5 ms) and two that differ
#     (budget 40 ms): the comparison itself, medians over 20 runs (PNG decoding is reported apart);
#   - `layoutshot snapshots verify` of 100 snapshots with --jobs 2 (budget 3 s wall time, the median run).
#
#   Benchmarks/snapshot-bench.sh [RUNS]        (default 3 runs of the verify)
#
# SCRATCH_PATH picks SwiftPM's build folder (default .build). Prints one JSON object per measurement
# and exits 1 when a median is over its budget.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"
source Benchmarks/release-build.sh

# A 1000 × 1000 pt viewport at scale 2: 2000 × 2000 px = 4 megapixels. $1: item 0·7's height, $2: the scroll offset.
big() {
  cat <<JSON
{"viewport": {"width": 1000, "height": 1000}, "scale": 2, "offset": {"x": 0, "y": $2},
 "layout": {"kind": "waterfall", "columns": 6, "lineSpacing": 10, "interitemSpacing": 10,
            "sectionInset": {"top": 10, "left": 10, "bottom": 10, "right": 10}},
 "sections": [{"header": {"height": 44}, "items": [{"height": 120}, {"height": 90}, {"height": 150}, {"height": 60},
                {"height": 110}, {"height": 80}, {"height": 140}, {"height": $1}]},
              {"header": {"height": 44}, "columns": 8, "items": {"count": 120, "height": {"min": 50, "max": 180, "seed": 3}}}]}
JSON
}
big 100 0 >"$work/a.json"
big 100 0 >"$work/same.json"
big 101 0 >"$work/taller.json"
big 100 1 >"$work/scrolled.json"
for name in a same taller scrolled; do "$bin" render "$work/$name.json" -o "$work/$name.png" >/dev/null; done

status=0
check() { # label, JSON, key, budget
  local value
  value=$(python3 -c 'import json,sys; print(json.loads(sys.argv[1])[sys.argv[2]])' "$2" "$3")
  local verdict=ok
  if python3 -c 'import sys; sys.exit(0 if float(sys.argv[1]) <= float(sys.argv[2]) else 1)' "$value" "$4"; then :; else verdict=OVER; status=1; fi
  echo "{\"measure\": \"$1\", \"result\": $2, \"budgetMs\": $4, \"verdict\": \"$verdict\"}"
}
check "diff identical 4MP" "$("$bin" diff "$work/a.png" "$work/same.png" --runs 20)" compareMs 5
check "diff 4MP, one item 1 pt taller" "$("$bin" diff "$work/a.png" "$work/taller.png" --runs 20)" compareMs 40
check "diff 4MP, scrolled 1 pt" "$("$bin" diff "$work/a.png" "$work/scrolled.png" --runs 20)" compareMs 40

# 100 snapshots of phone screens and whole contents at scale 2, every layout kind.
mkdir "$work/snapshots"
spec() {
  local i=$1 count=$((12 + $1 % 20)) seed=$(($1 * 7 + 1))
  case $((i % 5)) in
    0) echo "{\"viewport\": {\"width\": 375, \"height\": 667}, \"scale\": 2, \"offset\": {\"x\": 0, \"y\": $((i * 3))},
 \"layout\": {\"kind\": \"waterfall\", \"columns\": 2, \"lineSpacing\": 8, \"interitemSpacing\": 8, \"pinHeaders\": true,
            \"sectionInset\": {\"top\": 8, \"left\": 8, \"bottom\": 8, \"right\": 8}},
 \"sections\": [{\"header\": {\"height\": 44}, \"items\": {\"count\": $count, \"height\": {\"min\": 60, \"max\": 200, \"seed\": $seed}}},
              {\"header\": {\"height\": 44}, \"columns\": 3, \"items\": {\"count\": $count, \"height\": {\"min\": 40, \"max\": 120, \"seed\": $((seed + 1))}}}]}" ;;
    1) echo "{\"viewport\": {\"width\": 375, \"height\": 667}, \"scale\": 2,
 \"layout\": {\"kind\": \"flow\", \"itemSize\": {\"width\": 100, \"height\": 80}, \"lineSpacing\": 10, \"interitemSpacing\": 10,
            \"sectionInset\": {\"top\": 10, \"left\": 12, \"bottom\": 10, \"right\": 12}, \"background\": {\"outset\": 6, \"cornerRadius\": 12}},
 \"sections\": [{\"header\": {\"height\": 36}, \"footer\": {\"height\": 24}, \"items\": {\"count\": $count}},
              {\"header\": {\"height\": 36}, \"items\": {\"count\": $((count / 2)), \"width\": {\"min\": 40, \"max\": 160, \"seed\": $seed}, \"height\": 60}}]}" ;;
    2) echo "{\"viewport\": {\"width\": 375, \"height\": 260}, \"scale\": 2, \"offset\": {\"x\": $((i * 7)), \"y\": 0},
 \"layout\": {\"kind\": \"carousel\", \"itemSize\": {\"width\": 100, \"height\": 100}},
 \"sections\": [{\"items\": {\"count\": $count}}]}" ;;
    3) echo "{\"viewport\": {\"width\": 320, \"height\": 568}, \"scale\": 2, \"offset\": {\"x\": 0, \"y\": $((i * 5))},
 \"layout\": {\"kind\": \"cards\", \"itemSize\": {\"width\": 288, \"height\": 180}, \"lineSpacing\": -60, \"pinTop\": 12,
            \"sectionInset\": {\"top\": 12, \"left\": 16, \"bottom\": 12, \"right\": 16}},
 \"sections\": [{\"items\": {\"count\": $count}}]}" ;;
    4) echo "{\"viewport\": {\"width\": 375, \"height\": 667}, \"scale\": 2, \"offset\": {\"x\": 0, \"y\": 0},
 \"layout\": {\"kind\": \"alignedFlow\", \"alignment\": \"start\", \"lineSpacing\": 8, \"interitemSpacing\": 8,
            \"sectionInset\": {\"top\": 8, \"left\": 8, \"bottom\": 8, \"right\": 8}},
 \"sections\": [{\"header\": {\"height\": 40}, \"items\": [$(for w in swift layout snapshot waterfall carousel cards sticky header flow aligned tags linux ci pixel diff; do printf '{"text": "%s %d"},' "$w" "$i"; done | sed 's/,$//')]}]}" ;;
  esac
}
for i in $(seq 0 99); do spec "$i" >"$work/snapshots/s$(printf %03d "$i").json"; done
"$bin" snapshots record "$work/snapshots" >/dev/null
times=()
for _ in $(seq "$runs"); do
  start=$(date +%s.%N)
  "$bin" snapshots verify "$work/snapshots" --jobs 2 >/dev/null
  times+=("$(python3 -c "import sys; print(round(($(date +%s.%N) - $start) * 1000, 1))")")
done
median=$(python3 -c 'import statistics,sys; print(statistics.median(float(t) for t in sys.argv[1:]))' "${times[@]}")
pixels=$(python3 -c 'import struct,glob,sys; print(sum(struct.unpack(">II", open(p,"rb").read()[16:24])[0]*struct.unpack(">II", open(p,"rb").read()[16:24])[1] for p in glob.glob(sys.argv[1]+"/*.png")))' "$work/snapshots")
verdict=ok
python3 -c 'import sys; sys.exit(0 if float(sys.argv[1]) <= 3000 else 1)' "$median" || { verdict=OVER; status=1; }
echo "{\"measure\": \"snapshots verify, 100 snapshots, --jobs 2\", \"result\": {\"runsMs\": [$(IFS=,; echo "${times[*]}")], \"medianMs\": $median, \"pixels\": $pixels}, \"budgetMs\": 3000, \"verdict\": \"$verdict\"}"
exit $status
