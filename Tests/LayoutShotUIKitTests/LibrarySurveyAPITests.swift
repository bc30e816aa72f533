import LayoutShotUIKit
import LayoutText
import Testing

/// UIKit API that public collection-view libraries (a pager with its page control, a Pinterest-style layout)
/// use and LayoutShotUIKit lacked, as each library writes it.
@MainActor
@Suite struct LibrarySurveyAPITests {
    /// A page control's shape, as a pager library writes it: overrides of the control's alignment, the layer
    /// layout and the window move, implicit animations turned off.
    final class PageControl: UIControl {
        var alignmentChanges = 0
        var layerLayouts = 0
        override var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment {
            didSet { alignmentChanges += 1 }
        }
        override func layoutSublayers(of layer: CALayer) {
            super.layoutSublayers(of: layer)
            layerLayouts += 1
        }
        override func willMove(toWindow newWindow: UIWindow?) {
            super.willMove(toWindow: newWindow)
        }
    }

    @Test func aPageControlsOverridesCompileAndRun() {
        let control = PageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(control.contentHorizontalAlignment == .center)
        #expect(control.contentVerticalAlignment == .center)
        control.contentHorizontalAlignment = .trailing
        #expect(control.alignmentChanges == 1)
        control.layoutSublayers(of: control.layer)
        #expect(control.layerLayouts == 1)
        let indicator = CAShapeLayer()
        indicator.actions = ["bounds": NSNull()]
        #expect(indicator.actions?.keys.sorted() == ["bounds"])
        // Nothing animates here: no layer has running animations, Core Animation's nil.
        indicator.add(CABasicAnimation(keyPath: "position"), forKey: "move")
        #expect(indicator.animationKeys() == nil)
        #expect(UIDevice.orientationDidChangeNotification.rawValue == "UIDeviceOrientationDidChangeNotification")
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.isPrefetchingEnabled = false
        #expect(!collectionView.isPrefetchingEnabled)
    }

    final class CountingCollectionView: UICollectionView {
        var batches = 0
        override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
            batches += 1
            super.performBatchUpdates(updates, completion: completion)
        }
    }

    /// A card library's helper: its non-escaping parameter is called inside the batch, as UIKit's NS_NOESCAPE
    /// block allows.
    private func performUpdates(on view: UICollectionView, _ change: () -> Void) {
        view.performBatchUpdates({
            change()
        }, completion: nil)
    }

    @Test func aNonEscapingClosureRunsInsideBatchUpdatesThroughTheOverride() {
        let view = CountingCollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
        var ran = false
        performUpdates(on: view) { ran = true }
        #expect(ran)
        #expect(view.batches == 1)
    }

    /// A page cell as a card library writes it: it archives its containers, and clears its image views' highlight.
    final class PageCell: UICollectionViewCell {
        var encoded: [String] = []
        override func encode(with coder: NSCoder) {
            super.encode(with: coder)
            encoded.append("front")
        }
    }

    @Test func aCellsArchivingOverrideAndAnImageViewsHighlightCompile() {
        let cell = PageCell(frame: .zero)
        cell.encode(with: NSKeyedArchiver(requiringSecureCoding: false))
        #expect(cell.encoded == ["front"])
        let imageView = UIImageView(image: nil)
        imageView.isHighlighted = true
        #expect(imageView.isHighlighted)
    }

    @Test func avMakeRectFitsAndCentresTheRatio() {
        // 4:3 in 200 × 1000: the width limits, scale 200 / 4 = 50, so 200 × 150, centred: y = (1000 − 150) / 2 = 425.
        #expect(AVMakeRect(aspectRatio: CGSize(width: 4, height: 3), insideRect: CGRect(x: 0, y: 0, width: 200, height: 1000))
            == CGRect(x: 0, y: 425, width: 200, height: 150))
        // 1:2 in 300 × 100 at (10, 20): the height limits, scale 100 / 2 = 50, so 50 × 100, x = 10 + (300 − 50) / 2 = 135.
        #expect(AVMakeRect(aspectRatio: CGSize(width: 1, height: 2), insideRect: CGRect(x: 10, y: 20, width: 300, height: 100))
            == CGRect(x: 135, y: 20, width: 50, height: 100))
        #expect(AVMakeRect(aspectRatio: .zero, insideRect: CGRect(x: 0, y: 0, width: 10, height: 20)) == CGRect(x: 5, y: 10, width: 0, height: 0))
    }

    /// A tag layout sizes a long tag with `sizeThatFits`: as on iOS, wrapped text is as wide as its widest line.
    @Test func aWrappedLabelIsAsWideAsItsWidestLine() {
        let font = Font.embedded
        let short = font.advanceWidth(of: "Lorem", fontSize: 17), long = font.advanceWidth(of: "consectetur", fontSize: 17)
        let pair = font.advanceWidth(of: "Lorem consectetur", fontSize: 17)
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 17)
        label.numberOfLines = 0
        label.text = "Lorem consectetur Lorem"
        // Given a width between one word and two, each word takes a line: three lines, the widest "consectetur".
        let width = CGFloat(pair.rounded(.down)) - 1
        #expect(CGFloat(long) < width && CGFloat(short) < width)
        let size = label.sizeThatFits(CGSize(width: width, height: 1000))
        #expect(size.width == CGFloat(long.rounded(.up)))
        #expect(size.height == (3 * label.font.lineHeight).rounded(.up))
        // Two lines shown: only they count, and the widest of them is still "consectetur".
        label.numberOfLines = 2
        #expect(label.sizeThatFits(CGSize(width: width, height: 1000)).width == CGFloat(long.rounded(.up)))
    }

    @Test func aSymbolConfigurationOfPointSizeAndWeightKeepsBoth() {
        // It called itself forever (a stack overflow) before.
        let configuration = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large)
        #expect(configuration.pointSize == 20)
        #expect(configuration.weight == .bold)
        #expect(configuration.scale == .large)
    }
}
