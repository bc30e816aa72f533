#if !canImport(UIKit)
/// An image, as UIKit's class: images are never loaded or drawn here, so one has a size and nothing else.
///
/// `@unchecked Sendable` as UIKit's images are immutable.
open class UIImage: NSObject, @unchecked Sendable {
    /// The image's size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat

    /// An empty image.
    public override init() {
        size = .zero
        scale = 1
        super.init()
    }

    /// The image named `name` in the app's bundle: nothing loads here, so `nil`.
    public convenience init?(named name: String) {
        return nil
    }

    /// Whether the image is a system symbol.
    public internal(set) var isSymbolImage = false

    /// The symbol's name when the image is a system symbol, which pictures draw as `SymbolGlyph`'s stand-in.
    var symbolName: String?

    /// The system symbol `name`: an image without a size that a list cell lays out at its text's size, drawn as a
    /// stand-in in the image view's tint colour.
    public convenience init?(systemName name: String) {
        self.init()
        isSymbolImage = true
        symbolName = name
    }

    /// The image's pixels: none here.
    open var cgImage: CGImage? { nil }
}

/// A view showing an image, as UIKit's class; the image is kept, not drawn.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage?
    /// The image shown while highlighted.
    open var highlightedImage: UIImage?
    /// Whether the highlighted image is shown; kept.
    open var isHighlighted = false
    /// How a symbol image is drawn; kept, as symbols are drawn as placeholders.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// The image's size, as UIKit's image view answers it; `noIntrinsicMetric` both ways without an image. A system
    /// symbol has no size here (nothing is loaded), so it takes `symbolSide` both ways: an image view pinned inside
    /// its superview's margins then sizes a self-sizing cell around its symbol, as on a device.
    open override var intrinsicContentSize: CGSize {
        guard let image else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        guard image.isSymbolImage, image.size == .zero else { return image.size }
        return CGSize(width: symbolSide, height: symbolSide)
    }

    /// A view showing `image`, as big as the image.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }
}
#endif
