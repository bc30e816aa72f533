#!/usr/bin/env bash
# Writes the render worst cases (legal specs, inside every documented limit, that once cost minutes or
# gigabytes to render) into DIR:
#   covering-cells    1,100,000 cells whose negative content insets make each cover the whole viewport
#   custom-overlap    a `custom` group of 100,000 overlapping full-viewport frames
#   sliver-grid       1,100,000 sliver cells of a 1000×1000 nested group
#   tall-orthogonal   an orthogonal section of 550,000 items, each with a supplementary 1.79e308 tall
#   orthogonal-filmstrip       one continuous scroller of 1,100,000 cells 5 × 5, 64 orthogonal offsets
#   orthogonal-filmstrip-2000  2,000 scrollers of 550 cells, 64 orthogonal offsets each
#   huge-spec         a 3 GiB spec file (sparse)
# `covering-cells-nolabels` is the first with labels off.
#
#   Benchmarks/worst-case-specs.sh DIR
set -euo pipefail
dir="${1:?usage: worst-case-specs.sh DIR}"
mkdir -p "$dir"
viewport='"viewport": {"width": 375, "height": 667}, "offset": {"x": 0, "y": 0}'
full='{"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}'

covering() {
  cat <<JSON
{"name": "$1", $viewport,
 "layout": {"kind": "compositional", "section": {"group": {
   "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 1}},
   "horizontal": [{"item": {"layoutSize": $full,
     "contentInsets": {"top": -2000000, "leading": -10, "bottom": -2000000, "trailing": -10}}}]}}},
 "sections": [{"items": {"count": 1100000}}],
 "render": {"area": "viewport", "labels": $2}}
JSON
}
covering covering-cells true > "$dir/covering-cells.json"
covering covering-cells-nolabels false > "$dir/covering-cells-nolabels.json"

{
  printf '{"name": "custom-overlap", %s,\n "layout": {"kind": "compositional", "section": {"group": {\n' "$viewport"
  printf '   "layoutSize": %s,\n   "custom": [' "$full"
  for ((i = 0; i < 100000; i++)); do
    ((i > 0)) && printf ','
    printf '{"frame": [0, 0, 375, 667]}'
  done
  printf ']}}},\n "sections": [{"items": {"count": 100000}}],\n "render": {"area": "viewport", "labels": true}}\n'
} > "$dir/custom-overlap.json"

{
  printf '{"name": "staircase", %s,\n "layout": {"kind": "compositional", "section": {"group": {\n' "$viewport"
  printf '   "layoutSize": %s,\n   "custom": [' "$full"
  for ((i = 0; i < 100000; i++)); do
    ((i > 0)) && printf ','
    printf '{"frame": [0, %d.%03d, 375, 333]}' $((i * 3 / 1000)) $((i * 3 % 1000))
  done
  printf ']}}},\n "sections": [{"items": {"count": 100000}}],\n "render": {"area": "viewport", "labels": true}}\n'
} > "$dir/staircase.json"

cat > "$dir/sliver-grid.json" <<JSON
{"name": "sliver-grid", $viewport,
 "layout": {"kind": "compositional", "section": {"group": {
   "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 667}},
   "horizontal": {"count": 1000, "repeatingSubitem": {"group": {
     "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}},
     "vertical": {"count": 1000, "repeatingSubitem": {"item": {"layoutSize": $full}}}}}}}}},
 "sections": [{"items": {"count": 1100000}}],
 "render": {"area": "viewport", "labels": true}}
JSON

cat > "$dir/tall-orthogonal.json" <<JSON
{"name": "tall-orthogonal", $viewport,
 "layout": {"kind": "compositional", "section": {
   "orthogonalScrollingBehavior": "continuous",
   "group": {
     "layoutSize": {"widthDimension": {"absolute": 100}, "heightDimension": {"absolute": 100}},
     "horizontal": [{"item": {"layoutSize": $full,
       "supplementaryItems": [{"elementKind": "badge", "containerAnchor": {"edges": ["top"]},
         "layoutSize": {"widthDimension": {"absolute": 10}, "heightDimension": {"absolute": 1.79e308}}}]}}]}}},
 "sections": [{"items": {"count": 550000}}],
 "render": {"area": "viewport", "labels": true}}
JSON

# Orthogonal filmstrips: one continuous scroller of 1,100,000 cells 5 × 5 (the element limit) in a 200 × 100
# viewport across 64 orthogonal offsets, and 2,000 scrollers of 550 cells each across 64 offsets apiece.
cell='{"widthDimension": {"absolute": 5}, "heightDimension": {"absolute": 5}}'
scroller="{\"orthogonalScrollingBehavior\": \"continuous\", \"group\": {\"layoutSize\": $cell, \"horizontal\": [{\"item\": {\"layoutSize\": $full}}]}}"
strip=$(seq -s ', ' 0 1000 63000)
cat > "$dir/orthogonal-filmstrip.json" <<JSON
{"name": "orthogonal-filmstrip", "viewport": {"width": 200, "height": 100},
 "layout": {"kind": "compositional", "section": $scroller},
 "orthogonalOffsets": [{"section": 0, "offsets": [$strip]}],
 "sections": [{"items": {"count": 1100000}}]}
JSON
{
  printf '{"name": "orthogonal-filmstrip-2000", "viewport": {"width": 200, "height": 100},\n'
  printf ' "layout": {"kind": "compositional", "section": %s},\n "orthogonalOffsets": [' "$scroller"
  for ((s = 0; s < 2000; s++)); do
    ((s > 0)) && printf ', '
    printf '{"section": %d, "offsets": [%s]}' "$s" "$(seq -s ', ' 0 10 630)"
  done
  printf '],\n "sections": ['
  for ((s = 0; s < 2000; s++)); do
    ((s > 0)) && printf ', '
    printf '{"items": {"count": 550}}'
  done
  printf ']}\n'
} > "$dir/orthogonal-filmstrip-2000.json"

# A 3 GiB spec (sparse: no disk used), refused from its size.
truncate -s 3G "$dir/huge-spec.json"
