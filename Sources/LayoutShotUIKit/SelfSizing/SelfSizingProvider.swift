#if !canImport(UIKit)
/// What self-sizing cells would measure on a device, supplied by the test: the size each element wants,
/// from a closure or from text set in LayoutText's embedded font (`text(...)`). A cell's
/// `systemLayoutSizeFitting` answers from it while the host sizes the cell.
///
/// Returning `nil` keeps the target size, as a cell without constraints would.
public struct SelfSizingProvider: Sendable {
    /// The size `request`'s element wants; `nil` for the target size.
    public let size: @MainActor @Sendable (SelfSizingRequest) -> CGSize?

    /// A provider answering with `size`.
    public init(_ size: @escaping @MainActor @Sendable (SelfSizingRequest) -> CGSize?) {
        self.size = size
    }

    /// A provider that keeps every estimate: only cells that override `preferredLayoutAttributesFitting(_:)`
    /// or `systemLayoutSizeFitting` change size.
    public static let estimates = SelfSizingProvider { _ in nil }

    /// A provider with one size per index path (sections, then items); elements outside keep their estimate.
    public static func sizes(_ sizes: [[CGSize]]) -> SelfSizingProvider {
        SelfSizingProvider { request in
            guard request.category == .cell, sizes.indices.contains(request.indexPath.section) else { return nil }
            let section = sizes[request.indexPath.section]
            return section.indices.contains(request.indexPath.item) ? section[request.indexPath.item] : nil
        }
    }
}
#endif
