#!/usr/bin/env bash
# Builds a scratch package that ports a folder of SwiftUI files with previews (scripts/previews/App) through
# LayoutShotPortPlugin, as docs/swiftui.md's "Previews" section says, and checks that
# - one parameterized test over `LayoutShotPreviews.all` records every preview (#Preview blocks, inside `#if DEBUG`
#   too, and each view of a PreviewProvider's Group), each reference named by its file and name, and a sheet of all;
# - the references then verify with recording off (CI set);
# - a changed view fails the previews that show it;
# - a preview that cannot be laid out fails naming its file and line, and the run goes on.
#
#   scripts/previews-plugin-check.sh [WORK_DIR]      (default: a temporary folder)
#
# With PREVIEWS_SHEET=PATH the recorded sheet of every preview is copied there (docs/images/swiftui-previews-sheet.png
# is written so).
#
# The scratch package is built where scripts/uikit-package.sh's consumer_paths says (with LAYOUTSHOT_CONSUMER_ROOT
# set, the folder .ci/run's other consumer packages use). Exits 0 when every check passes, 1 when one fails.
# Prints `previews-plugin-check: N passed, N failed`.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-$(mktemp -d)}
mkdir -p "$work"
source "$repo/scripts/uikit-package.sh"
consumer_paths "$work"
app="$work/PreviewsApp"
consumer="$package"
rm -rf "$app"
cp -R "$repo/scripts/previews/App" "$app"
mkdir -p "$consumer/Sources/AppScreens" "$consumer/Tests/AppScreensTests"
before=$(cd "$app" && find . -type f | sort | xargs sha256sum)

ln -s "$app/Screens" "$consumer/Sources/AppScreens/Screens"
echo '// Ported from Screens/ by LayoutShotPortPlugin.' > "$consumer/Sources/AppScreens/AppScreens.swift"
plugin_package AppScreenTests AppScreens Screens LayoutShotSwiftUI LayoutSnapshotTesting
cat > "$consumer/Tests/AppScreensTests/PreviewTests.swift" <<'SWIFT'
@testable import AppScreens
import LayoutShotSwiftUI
import LayoutSnapshotTesting
import Testing

@MainActor @Test(arguments: LayoutShotPreviews.all)
func preview(_ preview: LayoutShotPreview) { assertLayoutSnapshot(of: preview) }

@MainActor @Test func sheet() { assertLayoutSnapshot(of: .previewSheet(LayoutShotPreviews.all), as: [.png], named: "sheet") }
SWIFT

passed=0 failed=0
check() { # $1: description, then the command
  local what=$1; shift
  if "$@"; then passed=$((passed + 1)); echo "ok: $what"; else failed=$((failed + 1)); echo "FAILED: $what"; fi
}
cd "$consumer"
unset CI LAYOUTSHOT_RECORD
refs="$consumer/Tests/AppScreensTests/__Snapshots__/PreviewTests"
scratch="--scratch-path '$build'"
check "the package builds and records every preview" bash -c "swift test $scratch >'$work/record.log' 2>&1"
check "7 previews, each a layout and a picture, and the sheet" \
  bash -c "[ \$(ls '$refs' | grep -c '^preview\..*\.layout\.json$') = 7 ] && [ \$(ls '$refs' | grep -c '\.png$') = 8 ]"
if [ -n "${PREVIEWS_SHEET:-}" ] && [ -f "$refs/sheet.sheet.png" ]; then cp "$refs/sheet.sheet.png" "$PREVIEWS_SHEET"; fi
check "references named by file and preview name" bash -c "
  for name in ProfileHeader.Header ProfileHeader.Header--right-to-left ProfileScreen.1 ProfileScreen.Landscape \
    ProfileScreen.Small-phone ProfileScreen.Accessibility-text ProfileScreen.Stat; do [ -f '$refs/preview.'\$name.layout.json ] || { echo missing \$name; exit 1; }; done"
check "the sizeThatFits preview takes its ideal size, the device one the screen's" bash -c "
  grep -q '\"viewport\": \[402, 778\]' '$refs/preview.ProfileScreen.1.layout.json' &&
  grep -q '\"viewport\": \[375, 647\]' '$refs/preview.ProfileScreen.Small-phone.layout.json' &&
  ! grep -q '\"viewport\": \[402' '$refs/preview.ProfileScreen.Stat.layout.json'"
check "the references verify with recording off" bash -c "CI=1 swift test $scratch >'$work/verify.log' 2>&1"
check "the app's folder is unchanged" bash -c "[ \"\$(cd '$app' && find . -type f | sort | xargs sha256sum)\" = '$before' ]"
cp "$app/Screens/ProfileScreen.swift" "$work/ProfileScreen.swift.orig"
sed -i 's/VStack(alignment: .leading, spacing: 16)/VStack(alignment: .leading, spacing: 24)/' "$app/Screens/ProfileScreen.swift"
check "a changed view fails its previews" bash -c "! CI=1 swift test $scratch >'$work/changed.log' 2>&1"
check "the failure names the preview's reference" grep -q 'Snapshot "preview.ProfileScreen.Small-phone" does not match' "$work/changed.log"
cp "$work/ProfileScreen.swift.orig" "$app/Screens/ProfileScreen.swift"
cat > "$app/Screens/Broken.swift" <<'SWIFT'
import SwiftUI

#Preview("Infinite") {
    Color.red.frame(width: .infinity, height: 10)
}

struct Broken_Previews: PreviewProvider {
    static var previews: some View {
        Text("Hello").previewDevice("iPhone 99")
    }
}
SWIFT
check "a preview that cannot be laid out fails" bash -c "! CI=1 swift test $scratch >'$work/broken.log' 2>&1"
check "the failure names its file and line" grep -q 'Broken.swift:3 "Infinite": the preview cannot be laid out' "$work/broken.log"
check "the provider's failure names its view's line" grep -q 'Broken.swift:9 (preview 2): no device is called "iPhone 99"' "$work/broken.log"
check "the other previews still pass" bash -c "! grep -q 'preview.Profile.*does not match' '$work/broken.log' && grep -q 'Test run with 2 tests' '$work/broken.log'"
rm "$app/Screens/Broken.swift"
echo "previews-plugin-check: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
