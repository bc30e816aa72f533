/// A linear expression `constant + Σ coefficient × variable` over a solver's variables, by index.
struct LinearExpression: Sendable {
    /// The coefficient of each variable that appears; none is zero.
    var terms: [Int: Double] = [:]
    /// The constant term.
    var constant: Double = 0

    /// The expression `constant`.
    init(constant: Double = 0) {
        self.constant = constant
    }

    /// The expression `coefficient × variable`.
    init(_ variable: Int, _ coefficient: Double = 1) {
        terms[variable] = coefficient
    }

    /// Adds `coefficient × variable`, dropping a term that cancels.
    mutating func add(_ variable: Int, _ coefficient: Double) {
        let sum = (terms[variable] ?? 0) + coefficient
        if abs(sum) < LinearExpression.epsilon { terms[variable] = nil } else { terms[variable] = sum }
    }

    /// Adds `factor × other`.
    mutating func add(_ other: LinearExpression, times factor: Double = 1) {
        constant += other.constant * factor
        for (variable, coefficient) in other.terms { add(variable, coefficient * factor) }
    }

    /// Replaces `variable` by `expression`.
    mutating func substitute(_ variable: Int, by expression: LinearExpression) {
        guard let coefficient = terms.removeValue(forKey: variable) else { return }
        add(expression, times: coefficient)
    }

    /// `self` with every term and the constant multiplied by `factor`.
    func scaled(_ factor: Double) -> LinearExpression {
        var result = LinearExpression(constant: constant * factor)
        // `mapValues` keeps the table as it is, where inserting term by term would hash and grow it again.
        result.terms = terms.mapValues { $0 * factor }
        return result
    }

    /// Below this, a coefficient or a value counts as zero: the solver works in points, far above it.
    static let epsilon = 1e-9
}
