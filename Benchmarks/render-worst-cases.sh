#!/usr/bin/env bash
# Renders the worst-case specs of `worst-case-specs.sh` with a release build on one core and prints,
# per spec, the exit status, the wall time, the peak memory (`/usr/bin/time -v`) and the first words
# of the message when the spec is refused. Every case must end in 10 s and 2 GB, drawn (exit 0) or
# refused before drawing (exit 2). Then `snapshots verify` reads big layout references: a spec of
# 1,000,000 flow cells recorded and verified, and the same reference grown to 2,200,000 elements (past the
# element limit); and `diff` is given a 3 GiB PNG.
#
#   Benchmarks/render-worst-cases.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/release-build.sh
Benchmarks/worst-case-specs.sh "$work/specs"

# measure NAME ARGUMENTS...: runs layoutshot with ARGUMENTS on one core and prints one row.
measure() {
  local name=$1
  shift
  set +e
  /usr/bin/time -v -o "$work/time.txt" taskset -c 0 "$bin" "$@" > /dev/null 2> "$work/stderr.txt"
  local status=$?
  set -e
  local seconds kilobytes message
  seconds=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$work/time.txt")
  kilobytes=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/time.txt")
  message=$( (grep -v '^Command exited' "$work/stderr.txt" || true) | head -1 | sed 's/^layoutshot: [^:]*: //' | cut -c1-90)
  printf '%-26s %4s %8s %9s  %s\n' "$name" "$status" "$seconds" "$((kilobytes / 1024))" "$message"
}

printf '%-26s %4s %8s %9s  %s\n' spec exit seconds MB message
for spec in covering-cells covering-cells-nolabels custom-overlap sliver-grid tall-orthogonal staircase \
  orthogonal-filmstrip orthogonal-filmstrip-2000 huge-spec; do
  measure "$spec" render "$work/specs/$spec.json" -o "$work/$spec.png"
done

mkdir -p "$work/snaps"
cat > "$work/snaps/big-reference.json" <<JSON
{"name": "big-reference", "viewport": {"width": 375, "height": 667}, "offset": {"x": 0, "y": 0},
 "layout": {"kind": "flow", "itemSize": {"width": 5, "height": 5}},
 "sections": [{"items": {"count": 1000000}}]}
JSON
"$bin" snapshots record "$work/snaps" > /dev/null
reference="$work/snaps/big-reference.layout.json"
measure "verify-1m-reference" snapshots verify "$work/snaps"
# The same reference with its elements listed 2.2 times (2,200,000: past the element limit).
python3 - "$reference" <<'PY'
import sys
path = sys.argv[1]
text = open(path).read()
head, _, rest = text.partition('"elements": [')
body = rest.rstrip().removesuffix("]}").rstrip().removesuffix("]").rstrip()
lines = body.split(",\n")
grown = lines * 2 + lines[: len(lines) // 5]
open(path, "w").write(head + '"elements": [' + ",\n".join(grown) + "\n ]}\n")
PY
measure "verify-2.2m-reference" snapshots verify "$work/snaps"
truncate -s 3G "$work/huge.png"
measure "diff-3gib-png" diff "$work/huge.png" "$work/snaps/big-reference.png"
