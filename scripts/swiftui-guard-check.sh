#!/usr/bin/env bash
# LayoutShotSwiftUI and the files built on it have one guard, `#if LAYOUTSHOT_SWIFTUI`, which Package.swift defines
# for the module and every target depending on it (docs/swiftui.md, "On a Mac"). Fails, naming the files, when a
# Swift file of the package still tests `canImport(SwiftUI)` (the guard that hid the module on a Mac; the porting
# tool, its tests and its fixture app are about app code and are left out), or when a target has a file with the
# guard and no such define (its code would silently vanish).
#
# usage: scripts/swiftui-guard-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."

old=$(grep -rl --include='*.swift' 'canImport(SwiftUI)' Sources Tests \
  | grep -v -e '^Sources/LayoutShotPort/' -e '^Tests/LayoutShotPortTests/' -e '^Tests/LayoutShotPortCLITests/' -e '^Tests/PortFixture/' \
  || true)
if [ -n "$old" ]; then
  echo "swiftui-guard-check: these files test canImport(SwiftUI); convert them with" >&2
  echo "  sed -i -e 's/^#if !canImport(SwiftUI)\$/#if LAYOUTSHOT_SWIFTUI/' FILE..." >&2
  echo "$old" | sed 's/^/  /' >&2
  exit 1
fi

swift package dump-package | python3 -c '
import json, os, subprocess, sys
package = json.load(sys.stdin)
missing = []
for target in package["targets"]:
    if target["type"] in ("system", "binary", "plugin", "macro"):
        continue
    path = target.get("path") or os.path.join("Tests" if target["type"] == "test" else "Sources", target["name"])
    guarded = subprocess.run(["grep", "-rlx", "--include=*.swift", "#if LAYOUTSHOT_SWIFTUI", path],
                             capture_output=True, text=True).stdout.split()
    defined = any(setting["kind"].get("define", {}).get("_0") == "LAYOUTSHOT_SWIFTUI" for setting in target.get("settings") or [])
    if guarded and not defined:
        missing.append("  %s (%s): %s" % (target["name"], path, ", ".join(guarded[:3])))
if missing:
    print("swiftui-guard-check: these targets have files inside #if LAYOUTSHOT_SWIFTUI and do not define it; make them\n"
          "depend on LayoutShotSwiftUI by name (Package.swift defines it for its dependents):", file=sys.stderr)
    print("\n".join(missing), file=sys.stderr)
    sys.exit(1)
'
echo "swiftui-guard-check: one guard (LAYOUTSHOT_SWIFTUI), defined for every target using it"
