#!/bin/bash
# Where a newcomer's first `swift test` spends its compiler time: clones this repository at REVISION into a
# new folder, builds the package and its tests there from nothing, and prints the swift-frontend CPU seconds
# of every module (compile and emit-module jobs together, the macro plugins included), grouped into the
# package's sources, its tests and its dependencies, with the number of @Test functions and #expect and
# #require calls of the tests. Compare two revisions by running it on each.
#
#   Benchmarks/build-cost.sh HEAD          # from the repository root
#
# It times each compiler job through SWIFT_DRIVER_SWIFT_FRONTEND_EXEC, which the Swift driver runs instead
# of swift-frontend; C files, linking and the package manager itself are left out of the table.

set -euo pipefail
[ $# -eq 1 ] || { echo "usage: $0 REVISION" >&2; exit 2; }
rev=$1
frontend=$(dirname "$(readlink -f "$(command -v swiftc)")")/swift-frontend
[ -x "$frontend" ] || { echo "$0: no swift-frontend beside swiftc ($frontend)" >&2; exit 2; }
source Benchmarks/fresh-clone.sh

# One line per job: module name and CPU seconds (user + system, children included).
cat >"$work/frontend" <<EOF
#!/bin/bash
module=-; previous=
for argument in "\$@"; do [ "\$previous" = -module-name ] && module=\$argument; previous=\$argument; done
/usr/bin/time -f "%U %S" -o "$work/time.\$\$" "$frontend" "\$@"; status=\$?
read -r user system <"$work/time.\$\$"; rm -f "$work/time.\$\$"
echo "\$module \$user \$system" >>"$work/jobs"
exit \$status
EOF
chmod +x "$work/frontend"

clone_at "$rev" "$work/clone"
(cd "$work/clone" && SWIFT_DRIVER_SWIFT_FRONTEND_EXEC="$work/frontend" swift build --build-tests >"$work/log" 2>&1) || {
  echo "$0: the build failed at $rev:" >&2
  tail -20 "$work/log" >&2
  exit 1
}

tests=$(cd "$work/clone" && find Tests -name '*.swift' -exec cat {} + | grep -c '@Test\b' || true)
expects=$(cd "$work/clone" && find Tests -name '*.swift' -exec cat {} + | grep -o '#expect(\|#require(' | wc -l)
test_modules=$(cd "$work/clone/Tests" && ls -d */ | tr -d / | tr '\n' ' ')
source_modules=$(cd "$work/clone/Sources" && ls -d */ | tr -d / | tr '-' '_' | tr '\n' ' ')

echo "swift-frontend CPU seconds of a fresh build of $rev ($(git -C "$repo" rev-parse --short "$rev"))"
awk -v tests=" $test_modules" -v sources=" $source_modules" '
  $1 == "-" { next }
  { cpu[$1] += $2 + $3; jobs[$1]++ }
  END {
    for (m in cpu) {
      group = index(tests, " " m " ") || m ~ /Package(Discovered)?Tests$/ ? "tests" : index(sources, " " m " ") ? "sources" : "dependencies"
      total[group] += cpu[m]
      printf "%-12s %8.1f %3d  %s\n", group, cpu[m], jobs[m], m
    }
    for (g in total) printf "%-12s %8.1f      all\n", g, total[g]
  }' "$work/jobs" | sort -k1,1 -k2,2nr
printf 'tests        %d @Test functions, %d #expect and #require calls\n' "$tests" "$expects"
