/// Which insets of the collection view a section's content insets are added to, as `UIContentInsetsReference`.
///
/// Only the insets across the scroll axis count (left and right in a vertical layout): the ones along it are
/// the scroll view's own adjusted content inset, not the layout's.
public enum CompositionalContentInsetsReference: String, Hashable, Sendable, CaseIterable {
    /// On a section, the configuration's reference (Apple's documentation of the section's
    /// `contentInsetsReference` and `supplementaryContentInsetsReference`); on the configuration, `safeArea`,
    /// what UIKit resolves it to for compositional layouts since iOS 14.
    case automatic
    /// The collection view's bounds: no extra inset.
    case none
    /// The viewport's safe-area insets.
    case safeArea
    /// The viewport's layout margins (which include the safe area).
    case layoutMargins
    /// The viewport's readable content guide (`CompositionalViewport.readableContentInsets`).
    case readableContent

    /// This reference on a section of a layout whose configuration's reference is `configuration`.
    func following(_ configuration: CompositionalContentInsetsReference) -> CompositionalContentInsetsReference {
        self == .automatic ? configuration : self
    }

    /// The insets to add from `viewport`'s safe area and margins, zeroed along the scroll axis.
    func insets(in viewport: CompositionalViewport, scrollDirection: ScrollDirection) -> Insets {
        let base: Insets
        switch self {
        case .none: base = .zero
        case .automatic, .safeArea: base = viewport.safeAreaInsets
        case .layoutMargins: base = viewport.layoutMargins
        case .readableContent: base = viewport.readableContentInsets
        }
        return AxisMapper(direction: scrollDirection).acrossOnly(base)
    }
}
