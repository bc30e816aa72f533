#if !canImport(UIKit)
/// The view a list content configuration makes, as UIKit's class: an image view and two labels it places as
/// `ListContentLayout` says whenever it lays out, so the host draws them as it draws any label and image view.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    /// The configuration shown.
    private var listConfiguration: UIListContentConfiguration
    /// The image placeholder.
    let imageView = UIImageView(frame: .zero)
    /// The primary text.
    let textLabel = UILabel(frame: .zero)
    /// The secondary text.
    let secondaryTextLabel = UILabel(frame: .zero)
    /// The edges next to a list cell's accessories, where the content keeps no margin of its own.
    var accessoryEdges: (leading: Bool, trailing: Bool) = (false, false)
    /// The last measure made and what it was made for.
    private var lastMeasure: (key: ListContentMeasure.Key, measure: ListContentMeasure)?
    /// How many times the content's text was measured rather than the last measure reused.
    private(set) var measuresMade = 0
    /// What the image view and labels were last placed for: the measure's key, the size and the direction.
    private var lastLayout: (key: ListContentMeasure.Key, size: CGSize, isRightToLeft: Bool)?

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] {
            view.isHidden = true
            addSubview(view)
        }
    }

    /// Storyboards do not exist here; the initialiser exists so that subclasses written for UIKit compile.
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    /// The configuration shown; only a `UIListContentConfiguration` is taken.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            layoutSubviews()
        }
    }

    /// Whether `configuration` is a list content configuration.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// Places the image view and labels in the bounds; nothing changes when they are placed for the same
    /// configuration, size and traits already (the configuration's update and the drawing lay out alike).
    open override func layoutSubviews() {
        let traits = ContentTraits(of: self)
        let (key, measure) = keyedMeasure(width: bounds.width, traits: traits)
        let size = bounds.size
        if let lastLayout, lastLayout.size == size, lastLayout.isRightToLeft == traits.isRightToLeft, lastLayout.key == key {
            return
        }
        lastLayout = (key, size, traits.isRightToLeft)
        let layout = ListContentLayout(measure, listConfiguration, size: size, isRightToLeft: traits.isRightToLeft)
        imageView.isHidden = layout.image == nil
        imageView.image = listConfiguration.image
        imageView.frame = layout.image ?? .zero
        imageView.tintColor = listConfiguration.imageProperties.tintColor
        imageView.layer.cornerRadius = listConfiguration.imageProperties.cornerRadius
        apply(layout.text, text: listConfiguration.shownText, properties: listConfiguration.textProperties, to: textLabel)
        apply(layout.secondaryText, text: listConfiguration.shownSecondaryText,
              properties: listConfiguration.secondaryTextProperties, to: secondaryTextLabel)
    }

    /// The content's height at `targetSize`'s width (the width kept), as the list's self-sizing asks.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let height = fittingHeight(width: targetSize.width)
        return CGSize(width: targetSize.width, height: verticalFittingPriority >= .required ? targetSize.height : height)
    }

    /// The content's width with no text wrapped, and its height at its current width, else at that width (Auto
    /// Layout measures the height again at the width its constraints give, see `WidthDependentHeight`).
    open override var intrinsicContentSize: CGSize {
        let natural = measure(width: 100_000, traits: ContentTraits(of: self)).naturalWidth(of: listConfiguration)
        return CGSize(width: natural, height: fittingHeight(width: bounds.width > 0 ? bounds.width : natural))
    }

    /// The width offered and the content's height there.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: fittingHeight(width: size.width))
    }

    /// The height the content wants at `width`.
    func fittingHeight(width: CGFloat) -> CGFloat {
        measure(width: width, traits: ContentTraits(of: self)).fittingHeight
    }

    /// The configuration measured at `width`: the last measure when nothing it depends on changed, as setting the
    /// configuration lays out, then sizing measures at the same width and drawing lays out again.
    private func measure(width: CGFloat, traits: ContentTraits) -> ListContentMeasure {
        keyedMeasure(width: width, traits: traits).measure
    }

    /// The measure at `width` and what it was made for.
    private func keyedMeasure(width: CGFloat, traits: ContentTraits) -> (key: ListContentMeasure.Key, measure: ListContentMeasure) {
        let key = ListContentMeasure.Key(
            configuration: listConfiguration, width: width, category: traits.category, displayScale: traits.displayScale,
            leadingAccessory: accessoryEdges.leading, trailingAccessory: accessoryEdges.trailing)
        if let lastMeasure, lastMeasure.key == key { return lastMeasure }
        let measure = ListContentMeasure(listConfiguration, width: width, traits: traits, accessoryEdges: accessoryEdges)
        lastMeasure = (key, measure)
        measuresMade += 1
        return (key, measure)
    }

    private func apply(_ text: ListContentLayout.Text?, text string: String?, properties: UIListContentTextProperties, to label: UILabel) {
        guard let text else {
            label.isHidden = true
            return
        }
        label.isHidden = false
        label.text = string
        label.font = text.font
        label.textColor = properties.resolvedColor()
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontForContentSizeCategory = false
        label.frame = text.frame
        if text.alignsTrailing {
            label.textAlignment = ContentTraits(of: self).isRightToLeft ? .left : .right
        } else {
            label.textAlignment = properties.alignment == .center ? .center : .natural
        }
    }
}
#endif
