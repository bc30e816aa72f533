#!/usr/bin/env bash
# Runs `layoutshot bench` on every spec in Benchmarks/specs/ with a release build and prints one line
# per spec. Usage: Benchmarks/run.sh [RUNS]   (default 5 runs; the medians are reported)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
swift build -c release --product layoutshot >/dev/null
bin="$(swift build -c release --show-bin-path)/layoutshot"
for spec in Benchmarks/specs/*.json; do
  printf '%-28s %s\n' "$(basename "$spec" .json)" "$("$bin" bench "$spec" --runs "$runs")"
done
