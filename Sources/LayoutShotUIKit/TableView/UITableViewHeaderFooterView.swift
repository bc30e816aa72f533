#if !canImport(UIKit)
/// A table section's header or footer, as UIKit's class: a content configuration (or the legacy `textLabel` and
/// `detailTextLabel`, shown as the table style's header or footer configuration) over a clear background.
///
/// UIKit's class is a `UIView`; here it is a list cell, as the table view lays its sections out as a list, so that
/// it is laid out and drawn as a list header is.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UICollectionViewListCell {
    private var legacyLabels = LegacyLabels()
    /// Whether it heads (else ends) its section, and in which table style: the default configuration follows.
    var placement: (isHeader: Bool, style: UITableView.Style) = (true, .plain)

    /// A view registered under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        super.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// A view without an identifier, as a registered class's views are made (`init(reuseIdentifier:)` runs).
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Storyboards do not exist here; the initialiser exists so that subclasses written for UIKit compile.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The legacy title label, shown as the configuration's text while no content configuration is set.
    open var textLabel: UILabel? {
        legacyLabels.textLabel()
    }

    /// The legacy detail label, shown as the configuration's secondary text.
    open var detailTextLabel: UILabel? {
        legacyLabels.detailTextLabel()
    }

    /// The configuration of the table style's header or footer: `.header()` and `.footer()` in a plain table,
    /// `.groupedHeader()` and `.groupedFooter()` in the grouped ones.
    open override func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (placement.isHeader, placement.style == .plain) {
        case (true, true): .header()
        case (false, true): .footer()
        case (true, false): .groupedHeader()
        case (false, false): .groupedFooter()
        }
    }

    /// Shows the legacy labels as the default configuration when the app set them and no content configuration,
    /// over the list's header background (the plain style's bar colour, clear when grouped).
    func showDefaultContent(title: String?) {
        if backgroundConfiguration == nil {
            backgroundConfiguration = placement.style == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter()
        }
        guard contentConfiguration == nil else { return }
        let text = title ?? legacyLabels.text?.text, detail = legacyLabels.detail?.text
        guard text != nil || detail != nil else { return }
        var configuration = defaultContentConfiguration()
        configuration.text = text
        configuration.secondaryText = detail
        contentConfiguration = configuration
    }
}
#endif
