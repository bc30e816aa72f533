#if !canImport(UIKit)
import Foundation

/// Apple's Visual Format Language ("Visual Format Language", Auto Layout Guide): `H:|-[title]-|`,
/// `V:|-[title]-[date]-20-[separator(==1)]|`, `[a(>=50@750)]-(>=8)-[b(==a)]`. A standard space is 8 points between
/// views and 20 to the superview's edge, as that guide gives them; horizontal formats run leading to trailing.
@MainActor
struct VisualFormat {
    /// What went wrong reading a format, with the format and where.
    struct Failure: Error, CustomStringConvertible {
        let format: String
        let reason: String
        var description: String { "visual format \"\(format)\": \(reason)" }
    }

    private let format: String
    private var characters: [Character]
    private var position = 0
    private let metrics: [String: Any]
    private let views: [String: Any]

    init(_ format: String, metrics: [String: Any]?, views: [String: Any]) {
        self.format = format
        characters = Array(format)
        self.metrics = metrics ?? [:]
        self.views = views
    }

    /// One predicate: `>=8@750`, `==title`.
    private struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority: UILayoutPriority = .required
    }

    /// The constraints the format states.
    mutating func constraints() throws -> [NSLayoutConstraint] {
        var vertical = false
        if format.hasPrefix("V:") { vertical = true; position = 2 } else if format.hasPrefix("H:") { position = 2 }
        let (lead, trail, size): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            vertical ? (.top, .bottom, .height) : (.leading, .trailing, .width)
        var result: [NSLayoutConstraint] = []
        var previous: UIView?
        var atSuperview = false
        if peek() == "|" { position += 1; atSuperview = true }
        var pending = try connection()
        while peek() == "[" {
            position += 1
            let name = identifier()
            guard let view = views[name] as? UIView else { throw fail("no view named \"\(name)\" in views") }
            if peek() == "(" {
                for predicate in try predicates() {
                    let c = NSLayoutConstraint(
                        item: view, attribute: size, relatedBy: predicate.relation, toItem: predicate.view,
                        attribute: predicate.view == nil ? .notAnAttribute : size, multiplier: 1, constant: predicate.constant)
                    c.priority = predicate.priority
                    result.append(c)
                }
            }
            guard peek() == "]" else { throw fail("expected ] after \(name)") }
            position += 1
            if let pending {
                let other: UIView? = previous ?? (atSuperview ? view.superview : nil)
                if let other {
                    for predicate in pending.predicates {
                        let standard: CGFloat = previous == nil ? 20 : 8
                        let c = NSLayoutConstraint(
                            item: view, attribute: lead, relatedBy: predicate.relation, toItem: other,
                            attribute: previous == nil ? lead : trail, multiplier: 1,
                            constant: pending.isStandard ? standard : predicate.constant)
                        c.priority = predicate.priority
                        result.append(c)
                    }
                }
            }
            previous = view
            pending = try connection()
        }
        if peek() == "|", let pending, let last = previous, let superview = last.superview {
            position += 1
            for predicate in pending.predicates {
                let c = NSLayoutConstraint(
                    item: superview, attribute: trail, relatedBy: predicate.relation, toItem: last, attribute: trail, multiplier: 1,
                    constant: pending.isStandard ? 20 : predicate.constant)
                c.priority = predicate.priority
                result.append(c)
            }
        }
        guard position == characters.count else { throw fail("unexpected \"\(characters[position])\"") }
        return result
    }

    /// A connection: nothing before `[` or `|` (flush, 0), `-` (standard), or `-predicates-`.
    private mutating func connection() throws -> (predicates: [Predicate], isStandard: Bool)? {
        guard position < characters.count else { return nil }
        guard peek() == "-" else { return (peek() == "[" || peek() == "|") ? ([Predicate()], false) : nil }
        position += 1
        if peek() == "[" || peek() == "|" { return ([Predicate()], true) }
        let list = try predicates()
        guard peek() == "-" else { throw fail("expected - after a spacing") }
        position += 1
        return (list, false)
    }

    /// `8`, `metric`, or `(>=8@750,<=20)`.
    private mutating func predicates() throws -> [Predicate] {
        guard peek() == "(" else { return [try predicate()] }
        position += 1
        var list = [try predicate()]
        while peek() == "," {
            position += 1
            list.append(try predicate())
        }
        guard peek() == ")" else { throw fail("expected )") }
        position += 1
        return list
    }

    private mutating func predicate() throws -> Predicate {
        var result = Predicate()
        for (text, relation) in [("==", NSLayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)]
        where String(characters[position..<min(characters.count, position + 2)]) == text {
            result.relation = relation
            position += 2
        }
        let token = identifier()
        if let number = Double(token) {
            result.constant = CGFloat(number)
        } else if let metric = metrics[token] {
            result.constant = (metric as? CGFloat) ?? CGFloat((metric as? Double) ?? Double((metric as? Int) ?? 0))
        } else if let view = views[token] as? UIView {
            result.view = view
        } else {
            throw fail("\"\(token)\" is neither a number, a metric nor a view")
        }
        if peek() == "@" {
            position += 1
            let token = identifier()
            guard let value = Float(token) ?? (metrics[token] as? Double).map(Float.init) else { throw fail("bad priority \"\(token)\"") }
            result.priority = UILayoutPriority(value)
        }
        return result
    }

    private func peek() -> Character? { position < characters.count ? characters[position] : nil }

    private mutating func identifier() -> String {
        let start = position
        while let c = peek(), c.isLetter || c.isNumber || c == "_" || c == "." { position += 1 }
        return String(characters[start..<position])
    }

    private func fail(_ reason: String) -> Failure { Failure(format: format, reason: reason + " at offset \(position)") }
}

extension NSLayoutConstraint {
    /// The constraints a Visual Format Language string states, as UIKit's class method. A format that cannot be read
    /// raises an exception in UIKit; here it prints why and gives no constraints.
    open class func constraints(
        withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var reader = VisualFormat(format, metrics: metrics, views: views)
        do {
            return try reader.constraints()
        } catch {
            print("LayoutShot: \(error)")
            return []
        }
    }

    /// How a visual format aligns its views, as UIKit's option set; kept.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        /// The set's bits.
        public let rawValue: UInt
        /// A set from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Align leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align tops.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align bottoms.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align centres horizontally.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align centres vertically.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    }
}
#endif
