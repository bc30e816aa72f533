#!/usr/bin/env bash
# Runs `layoutshot bench` on every spec in Benchmarks/specs/ with a release build and prints one line
# per spec. Usage: Benchmarks/run.sh [RUNS]   (default 5 runs; the medians are reported)
# SCRATCH_PATH picks SwiftPM's build folder.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
source Benchmarks/release-build.sh
for spec in Benchmarks/specs/*.json; do
  printf '%-28s %s\n' "$(basename "$spec" .json)" "$("$bin" bench "$spec" --runs "$runs")"
done
