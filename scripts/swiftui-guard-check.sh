#!/usr/bin/env bash
# LayoutShotSwiftUI declares SwiftUI's names on every platform, a Mac included (docs/swiftui.md, "On a Mac"). Fails,
# naming the files, when a Swift file of the package tests `canImport(SwiftUI)`, the guard that hid the module where
# SwiftUI exists (the porting tool, its tests and its fixture app are about app code and are left out).
#
# usage: scripts/swiftui-guard-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."

old=$(grep -rl --include='*.swift' 'canImport(SwiftUI)' Sources Tests \
  | grep -v -e '^Sources/LayoutShotPort/' -e '^Tests/LayoutShotPortTests/' -e '^Tests/LayoutShotPortCLITests/' -e '^Tests/PortFixture/' \
  || true)
if [ -n "$old" ]; then
  echo "swiftui-guard-check: these files test canImport(SwiftUI), which hides their code on a Mac; remove the guard:" >&2
  echo "$old" | sed 's/^/  /' >&2
  exit 1
fi
echo "swiftui-guard-check: no file hides LayoutShotSwiftUI's names where SwiftUI exists"
