#if !canImport(UIKit)
/// The axes along which a layout leaves an element's size to the element: a flow layout with an estimated
/// item size lets cells choose both; a compositional item with one `.estimated` dimension only that one.
/// An axis outside the set is fitted at `.required` priority, so the element keeps the layout's extent there.
struct SelfSizingAxes: OptionSet, Hashable, Sendable {
    let rawValue: UInt8

    static let horizontal = SelfSizingAxes(rawValue: 1)
    static let vertical = SelfSizingAxes(rawValue: 2)
    static let both: SelfSizingAxes = [.horizontal, .vertical]
}
#endif
