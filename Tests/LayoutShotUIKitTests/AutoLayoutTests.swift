import LayoutShotUIKit
import Testing

/// Constraints solved as Auto Layout solves them, frames worked by hand.
@MainActor
@Suite struct AutoLayoutTests {
    /// A 300 × 200 view with a 44-point top safe area; a child 20 in from each side, 10 below the safe area, 50 high:
    /// (20, 44 + 10, 300 − 40, 50).
    @Test func anchorsAndTheSafeAreaGuidePlaceASubview() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            child.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 10),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 54, width: 260, height: 50))
    }

    /// Width at most 100 at 750 beside width 200 at 250: the higher priority holds, 100. The margins guide is the
    /// bounds inset by the 8-point default margins: a child at its leading edge is at x 8.
    @Test func theHigherPriorityWinsAndMarginsAreEightPoints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let atMost = child.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        atMost.priority = .defaultHigh
        let wanted = child.widthAnchor.constraint(equalToConstant: 200)
        wanted.priority = .defaultLow
        NSLayoutConstraint.activate([
            atMost, wanted, child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 8, y: 0, width: 100, height: 10))
    }

    /// Two required widths, 50 then 80: the second cannot hold and is left out, as UIKit breaks a constraint.
    @Test func aConflictingRequiredConstraintIsLeftOut() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 50), child.widthAnchor.constraint(equalToConstant: 80),
            child.leftAnchor.constraint(equalTo: root.leftAnchor), child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 50, height: 5))
    }

    /// A label hugs its text: pinned at the leading side with room to spare, it is as wide as its intrinsic size.
    @Test func aLabelHugsItsIntrinsicSize() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let label = UILabel(frame: .zero)
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 4),
        ])
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(origin: CGPoint(x: 16, y: 4), size: label.intrinsicContentSize))
    }

    /// A self-sizing cell with a wrapping label pinned 10 points inside its content view: at a required width of
    /// 200 its height is 10 + the label's height at 180 wide + 10, taller at an accessibility size, where the body
    /// font is larger (Apple's Dynamic Type table: 17 pt at Large, 53 at AX5).
    @Test func aSelfSizingCellSizesFromItsConstraints() {
        func fittedHeight(_ category: UIContentSizeCategory) -> (cell: CGFloat, label: CGFloat) {
            let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
            cell.traitOverrides.preferredContentSizeCategory = category
            let label = UILabel(frame: .zero)
            label.numberOfLines = 0
            label.font = UIFont.preferredFont(forTextStyle: .body, compatibleWith: cell.traitCollection)
            label.text = "A story whose title wraps onto more than one line"
            label.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 10),
                label.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -10),
                label.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 10),
                label.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -10),
            ])
            let size = cell.systemLayoutSizeFitting(
                CGSize(width: 200, height: 44), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            #expect(size.width == 200)
            return (size.height, label.sizeThatFits(CGSize(width: 180, height: CGFloat.greatestFiniteMagnitude)).height)
        }
        let large = fittedHeight(.large), huge = fittedHeight(.accessibilityExtraExtraExtraLarge)
        #expect(large.cell == 10 + large.label + 10)
        #expect(huge.cell == 10 + huge.label + 10)
        // More than one 17-point line (UIFont.lineHeight = 1.193 × 17 = 20.281) at Large; taller still at AX5.
        #expect(large.label > 21 && huge.cell > large.cell)
    }
}
