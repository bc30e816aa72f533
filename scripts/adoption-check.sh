#!/usr/bin/env bash
# Builds a consumer package from a README section exactly as written there (the files marked
# <!-- adoption:PATH -->, or <!-- uikit-adoption:PATH --> with --uikit), with LayoutShot as the path
# dependency the README writes (pointed at this checkout), and checks what that section promises:
# - "Use it in your package": it builds without warnings, and its parameterized snapshot test passes
#   twice in a row, the first run recording, the second comparing, the cases in shuffled order each time
#   (the script appends .shuffled() to the test's argument list);
# - "Snapshot the layout your app ships" (--uikit): the app's layout file with only the import lines
#   builds, the first run records its PNG, and after the edit the README suggests to the layout class
#   the test fails naming the index path that moved.
#
#   scripts/adoption-check.sh [--uikit] [WORK_DIR]      (default: a temporary folder)
#
# Exits 0 when every check passes, 1 when one fails. Prints `adoption-check: N passed, N failed`.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
marker=adoption
if [ "${1:-}" = "--uikit" ]; then marker=uikit-adoption; shift; fi
work=${1:-$(mktemp -d)}
mkdir -p "$work"
source "$repo/scripts/uikit-package.sh"
consumer_paths "$work"
consumer="$package"
python3 - "$repo/README.md" "$consumer" "$marker" <<'PY'
import os, re, sys
readme, out, marker = sys.argv[1], sys.argv[2], sys.argv[3]
text = open(readme, encoding="utf-8").read()
blocks = re.findall(r"<!-- " + re.escape(marker) + r":(\S+) -->\n```[a-z]*\n(.*?)```", text, re.S)
if not blocks:
    sys.exit(f"adoption-check: no <!-- {marker}:PATH --> blocks in README.md")
for path, body in blocks:
    if path == "Package.swift":
        # The README depends on a clone beside the package; whatever path it names, build against this checkout
        # (consumer_paths links it as ../layoutshot).
        body, n = re.subn(r'\.package\(path: "[^"]+"\)', '.package(path: "../layoutshot")', body)
        if n != 1:
            sys.exit("adoption-check: the Package.swift block has no .package(path:) line to point at this checkout")
    if marker == "adoption" and path.endswith("Tests.swift"):
        # Cases already run in parallel; shuffling the list as well makes sure the two runs differ in order.
        body, n = re.subn(r"@Test\(arguments: (\[[^\]]*\])\)", r"@Test(arguments: \1.shuffled())", body)
        if n == 0:
            sys.exit("adoption-check: the test block has no @Test(arguments: [...]) to shuffle")
    target = os.path.join(out, path)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    open(target, "w", encoding="utf-8").write(body)
library = os.path.join(out, "Sources", "AppLayouts")
if not os.path.isdir(library):
    os.makedirs(library)
    open(os.path.join(library, "AppLayouts.swift"), "w").write("/// The app's layouts.\npublic enum AppLayouts {}\n")
PY
passed=0 failed=0
check() { # $1: description, then the command
  local what=$1; shift
  if "$@"; then passed=$((passed + 1)); echo "ok: $what"; else failed=$((failed + 1)); echo "FAILED: $what"; fi
}
cd "$consumer"
unset CI
check "first run records and passes" bash -c "swift test --scratch-path '$build' >'$work/run1.log' 2>&1"
# Until that first run, __Snapshots__ does not exist and SwiftPM warns that an excluded path is missing;
# from then on the build must be clean: no warning about the consumer's files or its package.
build_log="$work/build.log"
check "builds without warnings" bash -c "swift build --build-tests --scratch-path '$build' >'$build_log' 2>&1 && ! grep -E 'warning:' '$build_log' | grep -v '/layoutshot/' | grep ."
recorded=$(find Tests -path '*__Snapshots__*' -type f | sort)
if [ "$marker" = adoption ]; then
  check "references are named by the arguments" bash -c "echo '$recorded' | grep -q 'feed.3.1.png'"
  check "second run compares and passes" bash -c "LAYOUTSHOT_RECORD=never swift test --scratch-path '$build' >'$work/run2.log' 2>&1"
else
  check "the layout's PNG was recorded" bash -c "echo '$recorded' | grep -q 'tagLayout.1.png'"
  check "an unchanged class passes again" bash -c "LAYOUTSHOT_RECORD=never swift test --scratch-path '$build' >'$work/run2.log' 2>&1"
  python3 - Sources/AppLayouts/TagLayout.swift <<'PY'
import sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
old = "x += element.frame.width + minimumInteritemSpacing\n"
if old not in text:
    sys.exit("adoption-check: the README's layout class no longer has the line its edit example changes")
open(path, "w", encoding="utf-8").write(text.replace(old, "x += element.frame.width + minimumInteritemSpacing + 4\n"))
PY
  check "the changed class fails" bash -c "! LAYOUTSHOT_RECORD=never swift test --scratch-path '$build' >'$work/run3.log' 2>&1"
  check "the failure names the index path that moved" grep -q "cell 0·1: frame \[84, 16, 90, 32\] → \[88, 16, 90, 32\]" "$work/run3.log"
fi
check "the later runs wrote no reference" bash -c "[ \"\$(find Tests -path '*__Snapshots__*' -type f ! -name '*.actual.*' ! -name '*.diff.*' | sort)\" = '$recorded' ]"
echo "adoption-check: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
