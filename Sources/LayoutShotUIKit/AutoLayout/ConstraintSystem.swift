#if !canImport(UIKit)
import Foundation

/// The active constraints of a view's subtree as one linear system, solved as Auto Layout solves it: every view and
/// custom layout guide has a left, top, width and height (in the root's coordinates); the root keeps its bounds (or,
/// when fitting, wants its target size at the fitting priorities); a view that translates its autoresizing mask keeps
/// its frame, a cell's content view fills the cell; views with an intrinsic content size hug it and resist
/// compression at their priorities; the system guides (margins, safe area, readable content) are their view's
/// rectangles. Priorities below `.required` are weights, `10^(priority / 100)`, so a higher priority outweighs many
/// lower ones (Apple: "constraints with higher priority are satisfied before lower ones").
@MainActor
struct ConstraintSystem {
    /// What the root's size is held to.
    enum RootSize {
        /// Its bounds, required.
        case bounds
        /// `target` on each axis at its fitting priority (`systemLayoutSizeFitting`).
        case fitting(CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
    }

    let root: UIView
    private var views: [UIView] = []
    private var index: [ObjectIdentifier: Int] = [:]
    private var guides: [UILayoutGuide] = []
    private var constraints: [NSLayoutConstraint] = []

    /// The system of `root`'s subtree; `nil` when no view in it holds an active constraint.
    init?(root: UIView) {
        // Most subtrees hold no constraint: answered without building the index, as every view's layout asks.
        guard Self.holdsActiveConstraint(root, root: root) else { return nil }
        self.root = root
        collect(root)
        guard !constraints.isEmpty else { return nil }
    }

    /// Whether `view` or a view under it that `collect` reaches holds an active constraint.
    private static func holdsActiveConstraint(_ view: UIView, root: UIView) -> Bool {
        if view.hasKeptState, view.activeConstraints.contains(where: \.isActive) { return true }
        guard !(view is UIScrollView) || view === root else { return false }
        for subview in view.subviews where holdsActiveConstraint(subview, root: root) { return true }
        return false
    }

    private mutating func collect(_ view: UIView) {
        index[ObjectIdentifier(view)] = views.count
        views.append(view)
        for constraint in view.activeConstraints where constraint.isActive { constraints.append(constraint) }
        // A collection view places its own subviews; its cells are laid out by the host.
        guard !(view is UIScrollView) || view === root else { return }
        for subview in view.subviews { collect(subview) }
    }

    /// The frames the constraints give each view of the subtree but the root, in their superviews' coordinates,
    /// with the root's size; the conflicting required constraints UIKit would break are left out.
    func solve(_ rootSize: RootSize) -> (frames: [(UIView, CGRect)], size: CGSize, broken: [NSLayoutConstraint]) {
        var widths: [ObjectIdentifier: CGFloat] = [:]
        var result = solveOnce(rootSize, wrapWidths: widths)
        // Wrapping text takes the height its solved width gives, as UIKit's second pass does; a height that moves
        // other views can change that width again, so the passes go on (a few at most) until the widths hold.
        let wrapping = views.compactMap { $0 as? WidthDependentHeight }.filter { !$0.translatesAutoresizingMaskIntoConstraints }
        for _ in 0..<Self.maximumWrapPasses {
            var solved: [ObjectIdentifier: CGFloat] = [:]
            for view in wrapping {
                guard let frame = result.frames.first(where: { $0.0 === view })?.1, view.remeasures(atWidth: frame.width) else { continue }
                solved[ObjectIdentifier(view)] = frame.width
            }
            guard solved != widths else { break }
            widths = solved
            result = solveOnce(rootSize, wrapWidths: widths)
        }
        return result
    }

    /// The passes that measure wrapping text again at the widths the last one gave.
    static let maximumWrapPasses = 4

    private func solveOnce(
        _ rootSize: RootSize, wrapWidths: [ObjectIdentifier: CGFloat]
    ) -> (frames: [(UIView, CGRect)], size: CGSize, broken: [NSLayoutConstraint]) {
        var guideIndex: [ObjectIdentifier: Int] = [:]
        var allGuides: [UILayoutGuide] = []
        for constraint in constraints {
            for item in [constraint.firstItem, constraint.secondItem] {
                guard let guide = item as? UILayoutGuide, !Self.isFixed(guide), guideIndex[ObjectIdentifier(guide)] == nil else { continue }
                guideIndex[ObjectIdentifier(guide)] = views.count + allGuides.count
                allGuides.append(guide)
            }
        }
        var solver = SimplexSolver(externalCount: 4 * (views.count + allGuides.count))
        var broken: [NSLayoutConstraint] = []
        func box(_ item: Int) -> (x: Int, y: Int, w: Int, h: Int) { (4 * item, 4 * item + 1, 4 * item + 2, 4 * item + 3) }
        func fix(_ variable: Int, _ value: CGFloat, weight: Double? = nil) {
            _ = solver.add(LinearExpression(variable).shifted(-Double(value)), .equal, weight: weight)
        }
        // The root.
        let rootBox = box(0)
        fix(rootBox.x, 0)
        fix(rootBox.y, 0)
        switch rootSize {
        case .bounds:
            fix(rootBox.w, root.bounds.width)
            fix(rootBox.h, root.bounds.height)
        case .fitting(let target, let horizontal, let vertical):
            fix(rootBox.w, target.width, weight: Self.weight(horizontal))
            fix(rootBox.h, target.height, weight: Self.weight(vertical))
        }
        // Views that translate their frames, content views, and intrinsic sizes.
        for (item, view) in views.enumerated().dropFirst() {
            let b = box(item)
            guard let superview = view.superview, let parent = index[ObjectIdentifier(superview)] else { continue }
            let p = box(parent)
            if Self.isContentView(view) {
                // It fills the cell but for what the cell keeps beside it: a list cell's accessories and indentation
                // (`layoutListSubviews` placed it at the cell's current size). Its constraints then see the width
                // its content is drawn at; filling the whole cell measured a custom list cell's wrapping text
                // wider than drawn, and the row came out lines short.
                let cell = superview.bounds.size, frame = view.frame
                // own − theirs = offset: the origin `frame.origin` past the cell's, the size short of the cell's.
                let offsets = [frame.minX, frame.minY, frame.width - cell.width, frame.height - cell.height]
                for ((own, theirs), offset) in zip([(b.x, p.x), (b.y, p.y), (b.w, p.w), (b.h, p.h)], offsets) {
                    var e = LinearExpression(own)
                    e.add(theirs, -1)
                    _ = solver.add(e.shifted(-Double(offset)), .equal, weight: nil)
                }
                continue
            }
            if view.translatesAutoresizingMaskIntoConstraints {
                var x = LinearExpression(b.x)
                x.add(p.x, -1)
                _ = solver.add(x.shifted(-Double(view.frame.minX)), .equal, weight: nil)
                var y = LinearExpression(b.y)
                y.add(p.y, -1)
                _ = solver.add(y.shifted(-Double(view.frame.minY)), .equal, weight: nil)
                fix(b.w, view.frame.width)
                fix(b.h, view.frame.height)
                continue
            }
            var intrinsic = view.intrinsicContentSize
            if let wrapping = view as? WidthDependentHeight, let width = wrapWidths[ObjectIdentifier(view)] {
                intrinsic.height = wrapping.height(atWidth: width)
            }
            for (variable, extent, hugging, compression) in [
                (b.w, intrinsic.width, view.huggingPriorities.0, view.compressionPriorities.0),
                (b.h, intrinsic.height, view.huggingPriorities.1, view.compressionPriorities.1),
            ] where extent != UIView.noIntrinsicMetric {
                let e = LinearExpression(variable).shifted(-Double(extent))
                _ = solver.add(e.scaled(-1), .greaterThanOrEqual, weight: Self.weight(hugging))
                _ = solver.add(e, .greaterThanOrEqual, weight: Self.weight(compression))
            }
            _ = solver.add(LinearExpression(b.w), .greaterThanOrEqual, weight: nil)
            _ = solver.add(LinearExpression(b.h), .greaterThanOrEqual, weight: nil)
        }
        // The app's constraints, in the order they were activated.
        for constraint in constraints {
            guard let first = expression(constraint.firstItem, constraint.firstAttribute, guideIndex: guideIndex) else { continue }
            var e = first
            if let secondItem = constraint.secondItem {
                guard let second = expression(secondItem, constraint.secondAttribute, guideIndex: guideIndex) else { continue }
                e.add(second, times: -Double(constraint.multiplier))
            }
            e.constant -= Double(constraint.constant)
            let weight = constraint.priority >= .required ? nil : Self.weight(constraint.priority)
            let added: Bool
            switch constraint.relation {
            case .equal: added = solver.add(e, .equal, weight: weight)
            case .greaterThanOrEqual: added = solver.add(e, .greaterThanOrEqual, weight: weight)
            case .lessThanOrEqual: added = solver.add(e.scaled(-1), .greaterThanOrEqual, weight: weight)
            }
            if !added { broken.append(constraint) }
        }
        var frames: [(UIView, CGRect)] = []
        for (item, view) in views.enumerated().dropFirst() {
            guard let superview = view.superview, let parent = index[ObjectIdentifier(superview)] else { continue }
            let b = box(item), p = box(parent)
            frames.append((view, CGRect(
                x: solver.value(of: b.x) - solver.value(of: p.x), y: solver.value(of: b.y) - solver.value(of: p.y),
                width: solver.value(of: b.w), height: solver.value(of: b.h))))
        }
        return (frames, CGSize(width: solver.value(of: rootBox.w), height: solver.value(of: rootBox.h)), broken)
    }

    /// The expression of `attribute` of `item` (a view of the subtree, a guide of one), `nil` for items outside it.
    private func expression(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, guideIndex: [ObjectIdentifier: Int]) -> LinearExpression? {
        let slot: Int
        var inset = UIEdgeInsets.zero
        var offset = CGRect.zero
        if let view = item as? UIView, let found = index[ObjectIdentifier(view)] {
            slot = found
            inset = view.layoutMargins
        } else if let guide = item as? UILayoutGuide {
            if let found = guideIndex[ObjectIdentifier(guide)] {
                slot = found
            } else if let owner = guide.owningView, let found = index[ObjectIdentifier(owner)] {
                slot = found
                offset = guide.layoutFrame
                let bounds = owner.bounds
                inset = UIEdgeInsets(
                    top: offset.minY - bounds.minY, left: offset.minX - bounds.minX, bottom: bounds.maxY - offset.maxY,
                    right: bounds.maxX - offset.maxX)
                return Self.attribute(attribute, slot: slot, inset: inset, fixedGuide: true, rightToLeft: isRightToLeft)
            } else {
                return nil
            }
        } else {
            return nil
        }
        return Self.attribute(attribute, slot: slot, inset: inset, fixedGuide: false, rightToLeft: isRightToLeft)
    }

    private var isRightToLeft: Bool { root.effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// `attribute` of the box at `slot`; margins (and a fixed guide's rectangle) are `inset` from the box.
    private static func attribute(
        _ attribute: NSLayoutConstraint.Attribute, slot: Int, inset: UIEdgeInsets, fixedGuide: Bool, rightToLeft: Bool
    ) -> LinearExpression? {
        let x = 4 * slot, y = x + 1, w = x + 2, h = x + 3
        let margin = fixedGuide ? inset : .zero
        let marginsForMarginAttributes = fixedGuide ? .zero : inset
        func left(_ extra: CGFloat) -> LinearExpression { LinearExpression(x).shifted(Double(margin.left + extra)) }
        func right(_ extra: CGFloat) -> LinearExpression {
            var e = LinearExpression(x)
            e.add(w, 1)
            return e.shifted(-Double(margin.right + extra))
        }
        func top(_ extra: CGFloat) -> LinearExpression { LinearExpression(y).shifted(Double(margin.top + extra)) }
        func bottom(_ extra: CGFloat) -> LinearExpression {
            var e = LinearExpression(y)
            e.add(h, 1)
            return e.shifted(-Double(margin.bottom + extra))
        }
        func width(_ extra: CGFloat) -> LinearExpression { LinearExpression(w).shifted(-Double(margin.left + margin.right + extra)) }
        func height(_ extra: CGFloat) -> LinearExpression { LinearExpression(h).shifted(-Double(margin.top + margin.bottom + extra)) }
        func centerX(_ l: CGFloat, _ r: CGFloat) -> LinearExpression {
            var e = left(l)
            e.add(right(r))
            return e.scaled(0.5)
        }
        func centerY(_ t: CGFloat, _ b: CGFloat) -> LinearExpression {
            var e = top(t)
            e.add(bottom(b))
            return e.scaled(0.5)
        }
        let m = marginsForMarginAttributes
        switch attribute {
        case .left: return left(0)
        case .right: return right(0)
        case .leading: return rightToLeft ? right(0) : left(0)
        case .trailing: return rightToLeft ? left(0) : right(0)
        case .top, .firstBaseline: return top(0)
        case .bottom, .lastBaseline: return bottom(0)
        case .width: return width(0)
        case .height: return height(0)
        case .centerX: return centerX(0, 0)
        case .centerY: return centerY(0, 0)
        case .leftMargin: return left(m.left)
        case .rightMargin: return right(m.right)
        case .leadingMargin: return rightToLeft ? right(m.right) : left(m.left)
        case .trailingMargin: return rightToLeft ? left(m.left) : right(m.right)
        case .topMargin: return top(m.top)
        case .bottomMargin: return bottom(m.bottom)
        case .centerXWithinMargins: return centerX(m.left, m.right)
        case .centerYWithinMargins: return centerY(m.top, m.bottom)
        case .notAnAttribute: return nil
        }
    }

    /// The weight of a non-required priority: ten to the power of a hundredth of it, so a priority outweighs any
    /// handful of priorities a hundred below it.
    static func weight(_ priority: UILayoutPriority) -> Double { pow(10, Double(min(priority.rawValue, 999)) / 100) }

    /// Whether a guide's rectangle is its view's to give (the margins, safe area and readable guides, a list content
    /// view's text guides), not a free rectangle of its own.
    static func isFixed(_ guide: UILayoutGuide) -> Bool { guide.isSystemGuide }

    /// Whether `view` is a cell's content view, which fills the cell.
    static func isContentView(_ view: UIView) -> Bool {
        (view.superview as? UICollectionViewCell)?.contentView === view
    }
}

extension LinearExpression {
    /// `self + amount`.
    func shifted(_ amount: Double) -> LinearExpression {
        var result = self
        result.constant += amount
        return result
    }
}
#endif
