import LayoutShotUIKit
import Testing

/// Constraints are kept for cell code that builds them, never solved.
@MainActor
struct ConstraintsTests {
    @Test func aViewKeepsAndActivatesTheConstraintsAddedToIt() {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        let leading = NSLayoutConstraint(
            item: label, attribute: .leading, relatedBy: .equal, toItem: cell, attribute: .leading, multiplier: 1,
            constant: 8)
        let width = NSLayoutConstraint(
            item: label, attribute: .width, relatedBy: .lessThanOrEqual, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 80)
        cell.addConstraints([leading, width])
        #expect(cell.constraints.count == 2 && leading.isActive && width.isActive)
        #expect(leading.firstItem === label && leading.secondItem === cell && leading.constant == 8)
        #expect(width.secondItem == nil && width.relation.rawValue == -1 && width.firstAttribute.rawValue == 7)
        cell.removeConstraint(leading)
        #expect(cell.constraints.map { $0 === width } == [true] && !leading.isActive)
        #expect(label.frame == .zero && !label.translatesAutoresizingMaskIntoConstraints)
    }
}
