import LayoutShotUIKit
import Testing

/// A cell built with anchors as app code written in the Swift 5 language mode builds it, sized by its constraints.
@MainActor
@Suite struct AutoLayoutSwift5Tests {
    final class TitleCell: UICollectionViewCell {
        let title = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            title.text = "Title"
            title.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(title)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                title.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            ])
        }

        required init?(coder: NSCoder) { fatalError("not used") }
    }

    /// 12 + the one-line label's height + 12; the label starts at the content view's 8-point leading margin.
    @Test func aCellSizesFromItsAnchors() {
        let cell = TitleCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.traitOverrides.displayScale = 3
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 320, height: 44), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        // 12 + one Body line + 12: the line 17 × 1.193 = 20.281, rounded up to the 3× screen's pixels 60.843 → 61,
        // so 12 + 61/3 + 12 = 133/3 = 44.33, the row iOS gives (whole points gave 45).
        #expect(size.width == 320 && abs(size.height - 133.0 / 3) < 1e-9, "\(size)")
        cell.frame = CGRect(origin: .zero, size: size)
        cell.contentView.frame = cell.bounds
        cell.contentView.setNeedsLayout()
        cell.contentView.layoutIfNeeded()
        #expect(cell.title.frame.minX == 8)
        #expect(abs(cell.title.frame.width - 304) < 1e-9, "\(cell.title.frame.width - 304)")
    }
}
