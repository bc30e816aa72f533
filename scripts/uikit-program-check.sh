#!/usr/bin/env bash
# Builds the program of docs/uikit-host.md ("A program outside any test") exactly as written there, the files
# marked <!-- uikit-program:PATH -->, as a Swift 5 language-mode package that depends on this checkout by
# path, runs it in an empty folder and checks the three files it promises: a PNG, an SVG and layout JSON.
#
#   scripts/uikit-program-check.sh [WORK_DIR]      (default: a temporary folder)
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-$(mktemp -d)}
mkdir -p "$work"
source "$repo/scripts/uikit-package.sh"
consumer_paths "$work"
program="$package"
python3 - "$repo/docs/uikit-host.md" "$program" <<'PY'
import os, re, sys
doc, out = sys.argv[1], sys.argv[2]
blocks = re.findall(r"<!-- uikit-program:(\S+) -->\n```[a-z]*\n(.*?)```", open(doc, encoding="utf-8").read(), re.S)
if len(blocks) != 2:
    sys.exit(f"uikit-program-check: expected 2 <!-- uikit-program:PATH --> blocks in {doc}, found {len(blocks)}")
for path, body in blocks:
    target = os.path.join(out, path)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    open(target, "w", encoding="utf-8").write(body)
PY
(cd "$program" && swift build --scratch-path "$build" >"$work/build.log" 2>&1) || { cat "$work/build.log"; echo "uikit-program-check: the program did not build"; exit 1; }
if grep -E "warning: " "$work/build.log" | grep -v "/layoutshot/" | grep .; then
    echo "uikit-program-check: the program built with warnings"; exit 1
fi
run="$work/run" && rm -rf "$run" && mkdir -p "$run"
(cd "$run" && "$build/debug/LayoutPictures")
python3 - "$run" <<'PY'
import json, sys
run = sys.argv[1]
png = open(f"{run}/tags.png", "rb").read()
assert png.startswith(b"\x89PNG\r\n\x1a\n"), "tags.png is not a PNG"
assert "<svg" in open(f"{run}/tags.svg", encoding="utf-8").read(), "tags.svg is not SVG"
documents = json.load(open(f"{run}/tags.layout.json", encoding="utf-8"))
assert isinstance(documents, list) and len(documents) == 2, "tags.layout.json should hold two documents"
print(f"uikit-program-check: PNG {len(png)} bytes, SVG, {len(documents)} layout documents")
PY
