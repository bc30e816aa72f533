#!/usr/bin/env bash
# Builds a scratch package that uses LayoutShotPortPlugin as docs/porting.md says: an app's layout folder, linked
# into a target and excluded from it, ported at build time with nothing copied or edited. Checks that
# - the package builds and its test passes: the delegate's optional method (implemented in the app's view
#   controller, unchanged) is what the ported layout calls, and the fallback where it is not implemented;
# - the app's folder is unchanged by the build;
# - a construct that cannot be ported fails the build naming the file and line, and fixing it builds again.
#
#   scripts/port-plugin-check.sh [WORK_DIR]      (default: a temporary folder)
#
# The scratch package is built where scripts/uikit-package.sh's consumer_paths says (with LAYOUTSHOT_CONSUMER_ROOT
# set, the folder .ci/run's other consumer packages use, so LayoutShotUIKit is not compiled again).
#
# Exits 0 when every check passes, 1 when one fails. Prints `port-plugin-check: N passed, N failed`.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-$(mktemp -d)}
mkdir -p "$work"
source "$repo/scripts/uikit-package.sh"
consumer_paths "$work"
app="$work/MyApp/Layouts"
consumer="$package"
rm -rf "$work/MyApp"
mkdir -p "$app" "$consumer/Sources/AppLayouts" "$consumer/Tests/AppLayoutsTests"

# The app's layout folder, as an iOS app has it.
cat > "$app/WaterfallLayout.swift" <<'SWIFT'
import UIKit

@objc protocol WaterfallLayoutDelegate: NSObjectProtocol {
    @objc optional func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat
}

@objcMembers
public class WaterfallLayout: UICollectionViewLayout {
    @IBInspectable public var itemHeight: CGFloat = 225
    @objc weak var delegate: WaterfallLayoutDelegate?
    var frames: [CGRect] = []

    func height(at indexPath: IndexPath) -> CGFloat {
        if delegate?.responds(to: #selector(WaterfallLayoutDelegate.collectionView(_:heightForItemAt:))) ?? false {
            return delegate!.collectionView!(collectionView!, heightForItemAt: indexPath)
        }
        return itemHeight
    }
}
SWIFT
cat > "$app/WaterfallLayout+Prepare.swift" <<'SWIFT'
import UIKit

extension WaterfallLayout {
    override public func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        frames = (0..<collectionView.numberOfItems(inSection: 0)).reduce(into: []) { frames, item in
            let y = frames.last?.maxY ?? 0
            frames.append(CGRect(x: 0, y: y, width: collectionView.bounds.width, height: height(at: IndexPath(item: item, section: 0))))
        }
    }

    override public func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.enumerated().filter { $0.element.intersects(rect) }.map { item, frame in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = frame
            return attributes
        }
    }
}
SWIFT
cat > "$app/FeedViewController.swift" <<'SWIFT'
import UIKit

class FeedViewController: UIViewController, WaterfallLayoutDelegate {
    @objc func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat {
        275
    }
}
SWIFT
before=$(cd "$app" && find . -type f | sort | xargs sha256sum)

# The test package, as docs/porting.md writes it.
ln -s "$app" "$consumer/Sources/AppLayouts/App"
echo '// Ported from App/ by LayoutShotPortPlugin.' > "$consumer/Sources/AppLayouts/AppLayouts.swift"
plugin_package AppLayoutTests AppLayouts App LayoutShotUIKit LayoutShotUIKit "[.swiftLanguageMode(.v5)]"
cat > "$consumer/Tests/AppLayoutsTests/WaterfallTests.swift" <<'SWIFT'
@testable import AppLayouts
import LayoutShotUIKit
import Testing

/// A data source of three items.
final class Items: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }
}

/// A delegate that does not size items.
final class Silent: NSObject, WaterfallLayoutDelegate {}

@MainActor
@Test(arguments: [(true, 275), (false, 225)])
func itemsAreAsTallAsTheDelegateSays(implemented: Bool, height: CGFloat) {
    let layout = WaterfallLayout()
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    let items = Items()
    view.dataSource = items
    let delegate: WaterfallLayoutDelegate = implemented ? FeedViewController() : Silent()
    layout.delegate = delegate
    layout.prepare()
    let frames = (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 10_000)) ?? []).map(\.frame)
    #expect(frames == [0, 1, 2].map { CGRect(x: 0, y: CGFloat($0) * height, width: 320, height: height) })
    withExtendedLifetime((items, delegate, view)) {}
}
SWIFT

passed=0 failed=0
check() { # $1: description, then the command
  local what=$1; shift
  if "$@"; then passed=$((passed + 1)); echo "ok: $what"; else failed=$((failed + 1)); echo "FAILED: $what"; fi
}
cd "$consumer"
unset CI
scratch="--scratch-path '$build'"
check "the package builds and its test passes" bash -c "swift test $scratch >'$work/test.log' 2>&1"
check "the app's folder is unchanged" bash -c "[ \"\$(cd '$app' && find . -type f | sort | xargs sha256sum)\" = '$before' ]"
cat > "$app/Observer.swift" <<'SWIFT'
import UIKit

func watch(_ view: UIView) -> Any? {
    view.value(forKey: "frame")
}
SWIFT
check "an unportable construct fails the build" bash -c "! swift build $scratch >'$work/fail.log' 2>&1"
check "the failure names the file and line" grep -q "Observer.swift:4: error: 'value(forKey:)'" "$work/fail.log"
rm "$app/Observer.swift"
check "fixed, it builds again" bash -c "swift build $scratch >'$work/rebuild.log' 2>&1"
echo "port-plugin-check: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
