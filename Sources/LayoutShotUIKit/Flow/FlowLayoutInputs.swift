#if !canImport(UIKit)
import LayoutCore

/// What a flow layout asks before placing: the viewport inside the adjusted content inset and, per section,
/// the delegate's sizes, insets and spacings (the layout's own where the delegate does not implement a method), as
/// the engine's `flow` configuration (section insets with the inset reference applied).
///
/// A NaN or infinite value is reported as a fault to the host pass in progress and replaced by 0, so the engine
/// never computes with it.
struct FlowLayoutInputs {
    var configuration: LayoutConfiguration

    @MainActor
    init(layout: UICollectionViewFlowLayout) {
        let axis = layout.scrollAxis
        guard let collectionView = layout.collectionView else {
            configuration = LayoutConfiguration(kind: .flow, viewport: .zero, sections: [])
            return
        }
        let adjusted = collectionView.adjustedContentInset
        let viewport = Size2D(
            width: max(0, Double(collectionView.bounds.width - adjusted.left - adjusted.right)),
            height: max(0, Double(collectionView.bounds.height - adjusted.top - adjusted.bottom)))
        let reference = Self.referenceInsets(layout.sectionInsetReference, of: collectionView, axis: axis)
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        // Read once: the property is open, so each read is a dynamic call.
        let itemSize = layout.effectiveItemSize
        var sections: [SectionConfiguration] = []
        let check = FiniteCheck(collectionView: collectionView)
        for s in 0..<collectionView.numberOfSections {
            let given = (try? delegate?.collectionView(collectionView, layout: layout, insetForSectionAt: s))
                ?? layout.sectionInset
            let inset = Insets(
                top: check.value(given.top, "the top inset of section \(s)", Self.insetMethod) + reference.top,
                left: check.value(given.left, "the left inset of section \(s)", Self.insetMethod) + reference.left,
                bottom: check.value(given.bottom, "the bottom inset of section \(s)", Self.insetMethod)
                    + reference.bottom,
                right: check.value(given.right, "the right inset of section \(s)", Self.insetMethod) + reference.right)
            let lineSpacing = (try? delegate?.collectionView(
                collectionView, layout: layout, minimumLineSpacingForSectionAt: s)) ?? layout.minimumLineSpacing
            let interitemSpacing = (try? delegate?.collectionView(
                collectionView, layout: layout, minimumInteritemSpacingForSectionAt: s)) ?? layout.minimumInteritemSpacing
            let header = (try? delegate?.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: s))
                ?? layout.headerReferenceSize
            let footer = (try? delegate?.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: s))
                ?? layout.footerReferenceSize
            let count = collectionView.numberOfItems(inSection: s)
            let preferred = layout.preferredItemSizes(inSection: s)
            var items: [ItemSpec] = []
            items.reserveCapacity(count)
            for item in 0..<count {
                let size = (preferred.isEmpty ? nil : preferred[item])
                    ?? (try? delegate?.collectionView(
                        collectionView, layout: layout, sizeForItemAt: IndexPath(item: item, section: s)))
                    ?? itemSize
                items.append(ItemSpec(
                    width: check.value(size.width, "the width of item [\(s), \(item)]", Self.sizeMethod),
                    height: check.value(size.height, "the height of item [\(s), \(item)]", Self.sizeMethod)))
            }
            let headerExtent = check.value(
                axis.v(width: header.width, height: header.height), "the header size of section \(s)", Self.headerMethod)
            let footerExtent = check.value(
                axis.v(width: footer.width, height: footer.height), "the footer size of section \(s)", Self.footerMethod)
            sections.append(SectionConfiguration(
                items: items, header: headerExtent > 0 ? headerExtent : nil,
                footer: footerExtent > 0 ? footerExtent : nil,
                inset: inset,
                lineSpacing: check.value(lineSpacing, "the line spacing of section \(s)", Self.lineSpacingMethod),
                interitemSpacing: check.value(
                    interitemSpacing, "the interitem spacing of section \(s)", Self.interitemSpacingMethod)))
        }
        configuration = LayoutConfiguration(
            kind: .flow, viewport: viewport, sections: sections, scrollDirection: axis.direction)
    }

    private static let insetMethod = "collectionView(_:layout:insetForSectionAt:)"
    private static let sizeMethod = "collectionView(_:layout:sizeForItemAt:)"
    private static let headerMethod = "collectionView(_:layout:referenceSizeForHeaderInSection:)"
    private static let footerMethod = "collectionView(_:layout:referenceSizeForFooterInSection:)"
    private static let lineSpacingMethod = "collectionView(_:layout:minimumLineSpacingForSectionAt:)"
    private static let interitemSpacingMethod = "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)"

    /// Insets added to every section's inset by `sectionInsetReference`: across the scroll axis only.
    @MainActor
    private static func referenceInsets(
        _ reference: UICollectionViewFlowLayout.SectionInsetReference, of collectionView: UICollectionView,
        axis: AxisMapper
    ) -> Insets {
        let extra: UIEdgeInsets
        switch reference {
        case .fromContentInset: return .zero
        case .fromSafeArea: extra = collectionView.safeAreaInsets
        case .fromLayoutMargins: extra = collectionView.layoutMargins
        }
        return axis.acrossOnly(Insets(
            top: Double(extra.top), left: Double(extra.left), bottom: Double(extra.bottom), right: Double(extra.right)))
    }
}

/// Replaces NaN and infinite values by 0 and reports each such value as a fault to the host pass in progress.
@MainActor
private struct FiniteCheck {
    let collectionView: UICollectionView

    func value(_ value: CGFloat, _ what: @autoclosure () -> String, _ method: String) -> Double {
        if value.isFinite { return Double(value) }
        collectionView.report(LayoutFault.nonFiniteValue(what: what(), method: method))
        return 0
    }
}
#endif
