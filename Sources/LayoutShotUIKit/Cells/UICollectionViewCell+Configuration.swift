#if !canImport(UIKit)
extension UICollectionViewCell {
    /// The state of `configurationState`: selection, highlight and outline expansion as set, the content's traits.
    var cellConfigurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: ContentTraits(of: self).traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isExpanded = isExpandedInOutline
        return state
    }

    /// The background a cell of this class starts from: for a list cell its list's row background, as each
    /// factory's documentation pairs them (`listPlainCell()` in a plain list, `listSidebarCell()`, clear, in either
    /// sidebar, `listGroupedCell()` in a grouped one or outside a list); clear for other cells.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        guard let cell = self as? UICollectionViewListCell else { return .clear() }
        switch cell.listAppearance {
        case .plain?: return .listPlainCell()
        case .sidebar?, .sidebarPlain?: return .listSidebarCell()
        case .grouped?, .insetGrouped?, nil: return .listGroupedCell()
        }
    }

    /// Makes the content configuration's view the content view, or hands the configuration to the content view
    /// when it supports it.
    func showContentConfiguration() {
        guard let configuration = contentConfiguration else { return }
        if let current = madeContentView as? any UIView & UIContentView, current.supports(configuration) {
            current.configuration = configuration
            return
        }
        let view = configuration.makeContentView()
        view.frame = CGRect(origin: .zero, size: bounds.size)
        if let old = madeContentView, let index = subviews.firstIndex(where: { $0 === old }) {
            old.removeFromSuperview()
            insertSubview(view, at: index)
        } else {
            insertSubview(view, at: 0)
        }
        madeContentView = view
    }

    /// Runs the configuration update UIKit runs before a cell is shown, when one is pending: the automatic
    /// updates of the content and background configurations, `updateConfiguration(using:)`, then
    /// `configurationUpdateHandler`.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        if !readsConfigurationState {
            // A list content configuration's update is itself: set again, as the update sets it.
            if automaticallyUpdatesContentConfiguration, let content = contentConfiguration { contentConfiguration = content }
            return
        }
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: state)
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// Whether the configuration update reads the state: not for a cell of the host's own classes (whose
    /// `updateConfiguration(using:)` does nothing) without a handler, whose configurations that update ignore it
    /// (a list content configuration, none, or none updated automatically); the state is then not made.
    private var readsConfigurationState: Bool {
        guard configurationUpdateHandler == nil, isHostClass else { return true }
        if automaticallyUpdatesBackgroundConfiguration, hasBackgroundConfiguration { return true }
        guard automaticallyUpdatesContentConfiguration, let content = contentConfiguration else { return false }
        return type(of: content) != UIListContentConfiguration.self
    }

    /// Updates the configurations and lays the cell out in its bounds, as UIKit does before showing it: the
    /// content view takes the cell's size, then the cell and every view in it lay out their subviews, top down
    /// (a list cell places its accessories and content view).
    func layoutForDrawing() {
        updateConfigurationIfNeeded()
        fitContentView()
        layoutSubviewsOfTree()
    }

    /// The size the content configuration's view gives at `targetSize` (the target's extent kept on a `.required`
    /// axis), a list cell's accessories and indentation taken from the width and given back around the content's
    /// fitted width; `nil` without a content configuration. A list content view keeps the width it is offered; a
    /// custom content view answers from its constraints on both axes, so a cell of estimated width and height
    /// hugs its content, as `systemLayoutSizeFitting` sizes a self-sizing cell on iOS.
    func configuredFittingSize(_ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize? {
        guard contentConfiguration != nil else { return nil }
        updateConfigurationIfNeeded()
        let size = bounds.size
        bounds.size = targetSize
        defer { bounds.size = size }
        fitContentView()
        (self as? UICollectionViewListCell)?.layoutListSubviews()
        let content = contentView
        let fitted = content.systemLayoutSizeFitting(
            CGSize(width: content.bounds.width, height: targetSize.height),
            withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
        var height = vertical >= .required ? targetSize.height : fitted.height
        // A cell styled as its section's header is still a row, a tappable one: it keeps the row's minimum.
        if (self as? UICollectionViewListCell)?.isListHeaderItem == true { height = max(ListCellMetrics.minimumRowHeight, height) }
        return CGSize(
            width: horizontal >= .required ? targetSize.width : fitted.width + (targetSize.width - content.bounds.width),
            height: height)
    }
}

extension UIView {
    /// Calls `layoutSubviews()` on the view and then on its subviews, top down, as a layout pass reaches them.
    func layoutSubviewsOfTree() {
        layoutSubviews()
        for view in subviews { view.layoutSubviewsOfTree() }
    }
}
#endif
