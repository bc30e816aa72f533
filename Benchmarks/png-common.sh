# Shared by the PNG benchmarks (png-vs-pillow.sh, diff-vs-imagemagick.sh, png-decode-cost.sh); sourced
# from the repository root. Builds the release binary into $bin and makes a scratch folder $work
# (release-build.sh), and defines `feed`, the 4-megapixel UI image they measure.

source Benchmarks/release-build.sh

# A 3-column waterfall feed with labels, 2000 × 2000 px. $1, $2: the heights of two items of the last
# section, the only elements that differ between two feeds (they and what follows them in their columns move).
feed() {
  cat <<JSON
{"viewport": {"width": 1000, "height": 1000}, "scale": 2,
 "layout": {"kind": "waterfall", "columns": 3, "lineSpacing": 10, "interitemSpacing": 10,
            "sectionInset": {"top": 10, "left": 10, "bottom": 10, "right": 10}},
 "sections": [{"header": {"height": 44}, "items": {"count": 9, "height": {"min": 60, "max": 240, "seed": 7}}},
              {"header": {"height": 44}, "footer": {"height": 30},
               "items": [{"height": $1}, {"height": 120}, {"height": $2}, {"height": 90}, {"height": 70}]}],
 "render": {"area": "viewport", "labels": true}}
JSON
}

# Renders the two feeds that differ in two items to the PNG files $1 and $2.
render_feeds() {
  feed 80 100 >"$work/feed-a.json"
  feed 96 84 >"$work/feed-b.json"
  "$bin" render "$work/feed-a.json" -o "$1" >/dev/null
  "$bin" render "$work/feed-b.json" -o "$2" >/dev/null
}
