#!/usr/bin/env bash
# Times `layoutshot gallery` on 100 generated specs with a release build (the budget: 5 s on 2 cores).
#
#   Benchmarks/gallery-bench.sh [RUNS]        (default 3 runs; every run's wall time and the median)
#
# The specs mix every layout kind, 16 to 40 items per section at scale 2, whole-content pictures and
# viewports, filmstrips, annotations, device frames and variant sheets. SCRATCH_PATH picks SwiftPM's
# build folder (default .build). Exits 1 when the median run is over budget.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"
budget=5
source Benchmarks/release-build.sh
mkdir "$work/specs"

# Writes spec number $1 to standard output.
spec() {
  local i=$1 count=$((16 + $1 % 25)) seed=$(($1 * 7 + 1)) render='"render": {"labels": true}'
  case $((i % 4)) in
    0) render='"render": {"annotate": true}' ;;
    1) [ $((i % 3)) -eq 0 ] && render='"render": {"deviceFrame": true}' ;;
  esac
  case $((i % 6)) in
    0) cat <<JSON
{"viewport": {"width": 375, "height": 667}, "scale": 2,
 "layout": {"kind": "flow", "itemSize": {"width": 100, "height": 80}, "lineSpacing": 10, "interitemSpacing": 10,
            "sectionInset": {"top": 10, "left": 12, "bottom": 10, "right": 12}, "sectionSpacing": 8},
 "sections": [{"header": {"height": 36}, "footer": {"height": 24}, "items": {"count": $count}},
              {"header": {"height": 36}, "items": {"count": 9, "width": {"min": 60, "max": 160, "seed": $seed}}}],
 $render}
JSON
    ;;
    1) cat <<JSON
{"viewport": {"width": 375, "height": 667}, "scale": 2, "offset": {"x": 0, "y": 120},
 "layout": {"kind": "waterfall", "columns": 3, "lineSpacing": 8, "interitemSpacing": 8, "pinHeaders": true,
            "sectionInset": {"top": 8, "left": 8, "bottom": 8, "right": 8}},
 "sections": [{"header": {"height": 44}, "items": {"count": $count, "height": {"min": 50, "max": 160, "seed": $seed}}},
              {"header": {"height": 44}, "columns": 2, "items": {"count": 12, "aspectRatio": {"min": 1, "max": 2, "seed": $seed}}}],
 $render}
JSON
    ;;
    2) cat <<JSON
{"viewport": {"width": 320, "height": 480}, "scale": 2, "offsets": [{"x": 0, "y": 0}, {"x": 0, "y": 240}, {"x": 0, "y": 520}],
 "layout": {"kind": "cards", "itemSize": {"width": 288, "height": 180}, "lineSpacing": -60, "pinTop": 12,
            "sectionInset": {"top": 12, "left": 16, "bottom": 12, "right": 16}},
 "sections": [{"items": {"count": $((count / 2))}}], $render}
JSON
    ;;
    3) cat <<JSON
{"viewport": {"width": 640, "height": 300}, "scale": 2,
 "layout": {"kind": "waterfall", "scrollDirection": "horizontal", "rows": 3, "lineSpacing": 8, "interitemSpacing": 8,
            "sectionInset": {"top": 8, "left": 8, "bottom": 8, "right": 8}},
 "sections": [{"header": {"width": 40}, "footer": {"width": 24}, "items": {"count": $count, "width": {"min": 50, "max": 150, "seed": $seed}}}],
 $render}
JSON
    ;;
    4) cat <<JSON
{"viewport": {"width": 375, "height": 260}, "scale": 2, "offsets": [{"x": 0, "y": 0}, {"x": 90, "y": 0}, {"x": 364, "y": 0}],
 "layout": {"kind": "carousel", "itemSize": {"width": 100, "height": 100}},
 "sections": [{"items": {"count": $((6 + i % 5))}}], $render}
JSON
    ;;
    5) cat <<JSON
{"viewport": {"width": 375, "height": 560}, "scale": 2,
 "layout": {"kind": "waterfall", "columns": 2, "lineSpacing": 10, "interitemSpacing": 10,
            "sectionInset": {"top": 12, "left": 16, "bottom": 12, "right": 16}},
 "sections": [{"header": {"height": 40}, "items": {"count": $count, "height": {"min": 50, "max": 130, "seed": $seed}}}],
 "variants": [{"columns": 2}, {"columns": 3}, {"columns": 4}], $render}
JSON
    ;;
  esac
}
for i in $(seq 0 99); do spec "$i" > "$work/specs/spec-$(printf '%03d' "$i").json"; done

# Wall time is the budget; CPU time (user + system) shows how much of it other load on the machine took.
times=()
TIMEFORMAT='%R %U %S'
for run in $(seq 1 "$runs"); do
  rm -rf "$work/out"
  { time "$bin" gallery "$work/specs" -o "$work/out" > /dev/null 2> "$work/progress.log"; } 2> "$work/time"
  read -r wall user system < "$work/time"
  times+=("$wall")
  printf 'run %d: %.2f s wall, %.2f s CPU (load average %s)\n' "$run" "$wall" \
    "$(awk -v u="$user" -v s="$system" 'BEGIN { print u + s }')" "$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?')"
done
images=$(ls "$work/out"/*.png | wc -l)
bytes=$(du -sk "$work/out" | cut -f1)
median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p")
printf 'gallery of 100 specs: %d PNG + %d SVG + index.html (%d KiB), median %.2f s on %d cores (budget %d s)\n' \
  "$images" "$images" "$bytes" "$median" "$(nproc)" "$budget"
awk -v m="$median" -v b="$budget" 'BEGIN { exit !(m > b) }' && { echo "over budget" >&2; exit 1; }
exit 0
