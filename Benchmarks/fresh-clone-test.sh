#!/bin/bash
# What a newcomer's first `swift test` costs: clones this repository at each given revision into a new
# folder and runs `swift test` there (resolving, building and testing from nothing), ROUNDS times
# (default 3), the revisions in turn so that a drift in the machine's speed reaches them alike.
# Prints one line per run (wall and CPU seconds, from /usr/bin/time) and each revision's medians.
#
#   Benchmarks/fresh-clone-test.sh HEAD e02a9de        # from the repository root
#   ROUNDS=5 Benchmarks/fresh-clone-test.sh main
#   COMMAND="swift build --product layoutshot-port" Benchmarks/fresh-clone-test.sh HEAD   # another first command

set -euo pipefail
[ $# -ge 1 ] || { echo "usage: $0 REVISION [REVISION ...]" >&2; exit 2; }
rounds=${ROUNDS:-3}
command=${COMMAND:-swift test}
source Benchmarks/fresh-clone.sh

for round in $(seq "$rounds"); do
  for rev in "$@"; do
    clone="$work/clone"
    clone_at "$rev" "$clone"
    if ! (cd "$clone" && /usr/bin/time -f "%e %U %S" -o "$work/time" $command >"$work/log" 2>&1); then
      echo "$0: $command failed at $rev (round $round):" >&2
      tail -20 "$work/log" >&2
      exit 1
    fi
    read -r wall user sys <"$work/time"
    cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }')
    printf '%-12s round %d: %7.1f s wall %7.1f s cpu\n' "$rev" "$round" "$wall" "$cpu"
    echo "$rev $wall $cpu" >>"$work/runs"
    rm -rf "$clone"
  done
done

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
for rev in "$@"; do
  wall=$(awk -v r="$rev" '$1 == r { print $2 }' "$work/runs" | median)
  cpu=$(awk -v r="$rev" '$1 == r { print $3 }' "$work/runs" | median)
  printf '%-12s median of %d: %7.1f s wall %7.1f s cpu\n' "$rev" "$rounds" "$wall" "$cpu"
done
