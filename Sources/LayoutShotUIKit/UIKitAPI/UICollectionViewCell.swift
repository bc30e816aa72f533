#if !canImport(UIKit)
/// A cell, as UIKit's class: the host makes one through the data source for every cell it draws and applies
/// its attributes to it.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// What `configurationUpdateHandler` is, as UIKit's type.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// The content view once made (when first asked for), or the content configuration's view.
    var madeContentView: UIView?
    /// The view cell content goes into, as big as the cell (it follows the cell's size as UIKit's autoresizing
    /// makes it when the host applies attributes).
    open var contentView: UIView {
        if let madeContentView { return madeContentView }
        let view = UIView(frame: bounds)
        addSubview(view)
        madeContentView = view
        return view
    }
    /// A view behind the content; kept.
    open var backgroundView: UIView?
    /// A view behind the content while selected; kept.
    open var selectedBackgroundView: UIView?
    /// Whether the cell is selected; its configurations are updated for it.
    open var isSelected = false {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether the cell is highlighted; its configurations are updated for it.
    open var isHighlighted = false {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether the cell's item is an expanded parent of a section snapshot, set by the diffable data source
    /// (UIKit's private flag behind `UICellConfigurationState.isExpanded`).
    var isExpandedInOutline = false {
        didSet { if isExpandedInOutline != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// What the content view shows: setting it makes the configuration's view the content view (or gives the
    /// configuration to the content view when that view supports it), as UIKit replaces the content view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { showContentConfiguration() }
    }
    /// What the cell shows behind its content; drawn.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { hasBackgroundConfiguration = backgroundConfiguration != nil }
    }
    /// Whether a background configuration is set, known without copying it.
    private(set) var hasBackgroundConfiguration = false
    /// Whether the content configuration is updated for the state before the cell is shown.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration is updated for the state before the cell is shown.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Called with the cell and its state after `updateConfiguration(using:)`, before the cell is shown.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether the configurations are to be updated before the cell is next shown or sized.
    var needsConfigurationUpdate = true

    /// The state the configurations are updated for: the cell's selection and highlight, its content traits.
    open var configurationState: UICellConfigurationState { cellConfigurationState }

    /// Updates the configurations for `state`; override to configure by state. Nothing by default (the
    /// automatic updates and `configurationUpdateHandler` run around it, as in UIKit).
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Asks for the configurations to be updated before the cell is next shown or sized.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
    }

    /// The content's size when a content configuration decides it (`configuredFittingSize`), else UIView's answer,
    /// once the configuration is up to date.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        // The configuration is brought up to date before the cell is measured, as UIKit does: a cell may make its
        // subviews and constraints there.
        updateConfigurationIfNeeded()
        if let size = configuredFittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority) {
            return size
        }
        // The content view measured at the width it has in a cell of the target's size (a list cell's accessories
        // take their part of it).
        let size = bounds.size
        bounds.size = targetSize
        defer { bounds.size = size }
        fitContentView()
        (self as? UICollectionViewListCell)?.layoutListSubviews()
        return super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
    }

    /// Gives the content view the cell's size, as its autoresizing mask does in UIKit.
    func fitContentView() {
        madeContentView?.frame = CGRect(origin: .zero, size: bounds.size)
    }
}
#endif
