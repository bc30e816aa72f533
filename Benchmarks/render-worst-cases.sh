#!/usr/bin/env bash
# Renders the worst-case specs of `worst-case-specs.sh` with a release build on one core and prints,
# per spec, the exit status, the wall time, the peak memory (`/usr/bin/time -v`) and the first words
# of the message when the spec is refused. Every case must end in 10 s and 2 GB, drawn (exit 0) or
# refused before drawing (exit 2).
#
#   Benchmarks/render-worst-cases.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/release-build.sh
Benchmarks/worst-case-specs.sh "$work/specs"
printf '%-24s %4s %8s %9s  %s\n' spec exit seconds MB message
for spec in covering-cells covering-cells-nolabels custom-overlap sliver-grid tall-orthogonal staircase; do
  set +e
  /usr/bin/time -v -o "$work/time.txt" taskset -c 0 "$bin" render "$work/specs/$spec.json" -o "$work/$spec.png" \
    > /dev/null 2> "$work/stderr.txt"
  status=$?
  set -e
  seconds=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$work/time.txt")
  kilobytes=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/time.txt")
  message=$( (grep -v '^Command exited' "$work/stderr.txt" || true) | head -1 | sed 's/^layoutshot: [^:]*: //' | cut -c1-90)
  printf '%-24s %4s %8s %9s  %s\n' "$spec" "$status" "$seconds" "$((kilobytes / 1024))" "$message"
done
