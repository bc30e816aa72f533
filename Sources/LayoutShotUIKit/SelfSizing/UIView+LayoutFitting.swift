#if !canImport(UIKit)
extension UIView {
    /// The target size that asks `systemLayoutSizeFitting` for the smallest size the content allows.
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The target size that asks `systemLayoutSizeFitting` for the largest size the content allows.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// What `systemLayoutSizeFitting` answers: on an axis of `.required` priority the target's extent (the
    /// view is held to it); elsewhere the size the host's provider gives for the element this view is being
    /// sized as, or the target's extent when there is none (a view without content keeps what it is offered).
    func fittedSize(
        _ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        let wanted = sizingElement.flatMap { element in
            element.provider.size(SelfSizingRequest(
                indexPath: element.indexPath, category: element.category, elementKind: element.elementKind,
                targetSize: targetSize, horizontalFittingPriority: horizontal, verticalFittingPriority: vertical))
        }
        guard let wanted else { return targetSize }
        return CGSize(
            width: horizontal >= .required ? targetSize.width : wanted.width,
            height: vertical >= .required ? targetSize.height : wanted.height)
    }
}
#endif
