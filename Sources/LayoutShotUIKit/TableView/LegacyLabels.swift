#if !canImport(UIKit)
/// The legacy `textLabel` and `detailTextLabel` of a table cell or header-footer view, each made the first time the
/// app asks for it: until then the view shows its content configuration alone.
@MainActor
struct LegacyLabels {
    /// The title label, if the app has asked for it.
    private(set) var text: UILabel?
    /// The detail label, if the app has asked for it.
    private(set) var detail: UILabel?

    /// The title label, made on first use.
    mutating func textLabel() -> UILabel {
        if let text { return text }
        let label = UILabel(frame: .zero)
        text = label
        return label
    }

    /// The detail label, made on first use.
    mutating func detailTextLabel() -> UILabel {
        if let detail { return detail }
        let label = UILabel(frame: .zero)
        detail = label
        return label
    }
}
#endif
