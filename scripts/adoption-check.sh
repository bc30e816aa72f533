#!/usr/bin/env bash
# Builds the consumer package of the README's "Use it in your package" section, exactly as written
# there (the files marked <!-- adoption:PATH -->), with LayoutShot as a path dependency, and checks
# what the README promises: it builds without warnings, and its parameterized snapshot test passes
# twice in a row, the first run recording, the second comparing, the cases in shuffled order each time
# (the script appends .shuffled() to the test's argument list).
#
#   scripts/adoption-check.sh [WORK_DIR]      (default: a temporary folder)
#
# Exits 0 when every check passes, 1 when one fails. Prints `adoption-check: N passed, N failed`.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-$(mktemp -d)}
mkdir -p "$work"
consumer="$work/AppLayouts"
rm -rf "$consumer" "$work/layoutshot"
ln -s "$repo" "$work/layoutshot"
python3 - "$repo/README.md" "$consumer" <<'PY'
import os, re, sys
readme, out = sys.argv[1], sys.argv[2]
text = open(readme, encoding="utf-8").read()
blocks = re.findall(r"<!-- adoption:(\S+) -->\n```[a-z]*\n(.*?)```", text, re.S)
if not blocks:
    sys.exit("adoption-check: no <!-- adoption:PATH --> blocks in README.md")
for path, body in blocks:
    if path == "Package.swift":
        body, n = re.subn(r'\.package\(url: "[^"]+", from: "[^"]+"\)', '.package(path: "../layoutshot")', body)
        if n != 1:
            sys.exit("adoption-check: the Package.swift block has no .package(url:from:) line to point at this checkout")
    if path.endswith("Tests.swift"):
        # Cases already run in parallel; shuffling the list as well makes sure the two runs differ in order.
        body, n = re.subn(r"@Test\(arguments: (\[[^\]]*\])\)", r"@Test(arguments: \1.shuffled())", body)
        if n == 0:
            sys.exit("adoption-check: the test block has no @Test(arguments: [...]) to shuffle")
    target = os.path.join(out, path)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    open(target, "w", encoding="utf-8").write(body)
os.makedirs(os.path.join(out, "Sources", "AppLayouts"), exist_ok=True)
open(os.path.join(out, "Sources", "AppLayouts", "AppLayouts.swift"), "w").write("/// The app's layouts.\npublic enum AppLayouts {}\n")
PY
passed=0 failed=0
check() { # $1: description, then the command
  local what=$1; shift
  if "$@"; then passed=$((passed + 1)); echo "ok: $what"; else failed=$((failed + 1)); echo "FAILED: $what"; fi
}
cd "$consumer"
unset CI
check "first run records and passes" bash -c "swift test >'$work/run1.log' 2>&1"
# Until that first run, __Snapshots__ does not exist and SwiftPM warns that an excluded path is missing;
# from then on the build must be clean: no warning about the consumer's files or its package.
build_log="$work/build.log"
check "builds without warnings" bash -c "swift build --build-tests >'$build_log' 2>&1 && ! grep -E 'warning:' '$build_log' | grep -v '/layoutshot/' | grep ."
recorded=$(find Tests/AppLayoutsTests/__Snapshots__ -type f | sort)
check "references are named by the arguments" bash -c "echo '$recorded' | grep -q 'feed.3.1.png'"
check "second run compares and passes" bash -c "LAYOUTSHOT_RECORD=never swift test >'$work/run2.log' 2>&1"
check "the second run wrote no reference" bash -c "[ \"\$(find Tests/AppLayoutsTests/__Snapshots__ -type f | sort)\" = '$recorded' ]"
echo "adoption-check: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
