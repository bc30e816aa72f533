/// The incremental simplex of Cassowary (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic Constraint
/// Solving Algorithm", ACM Transactions on Computer-Human Interaction 8(4), 2001): required constraints are kept
/// exactly, each non-required one through error variables whose weighted sum the objective minimises, so the
/// solution satisfies the required constraints and then as much of the rest as their weights ask.
///
/// Variables `0..<externalCount` are the caller's (unrestricted); the solver adds restricted slack, error and dummy
/// variables after them. The tableau keeps each basic variable as an expression of non-basic ones whose constant
/// is its value; the objective row is kept the same way.
struct SimplexSolver {
    /// What a solver variable stands for.
    private enum Kind {
        case external, slack, error, dummy
        /// Whether the variable is restricted to values of 0 or more.
        var isRestricted: Bool { self != .external }
    }

    private var kinds: [Kind]
    /// Basic variable → its row.
    private var rows: [Int: LinearExpression] = [:]
    /// The weighted sum of error variables to minimise, in terms of non-basic variables.
    private var objective = LinearExpression()
    /// While a row with no subject is added: its artificial variable's row, minimised first.
    private var artificialObjective: LinearExpression?

    /// A solver over `externalCount` variables, all 0 until constrained.
    init(externalCount: Int) {
        kinds = Array(repeating: .external, count: externalCount)
    }

    /// The value of the caller's variable `variable`, to a millionth, so that pivoting's rounding error does not
    /// show in frames (304 rather than 304.00000000000006). A value that is that close to a sixth of a point is
    /// that sixth exactly: text heights lie on 2× and 3× pixel grids (`PixelGrid`), so a row of 12 + 61/3 + 12
    /// is 133/3, not 44.333333.
    func value(of variable: Int) -> Double {
        let raw = rows[variable]?.constant ?? 0
        let sixths = (raw * 6).rounded()
        if abs(raw * 6 - sixths) < 1e-6 { return sixths / 6 }
        return (raw * 1e6).rounded() / 1e6
    }

    /// Adds `expression relation 0`, exactly when `weight` is `nil` (required), else as a preference of that
    /// weight. Returns `false`, leaving the solver as it was, when a required constraint cannot hold with those
    /// already added.
    mutating func add(_ expression: LinearExpression, _ relation: Relation, weight: Double?) -> Bool {
        var row = LinearExpression(constant: expression.constant)
        for (variable, coefficient) in expression.terms {
            if let basic = rows[variable] { row.add(basic, times: coefficient) } else { row.add(variable, coefficient) }
        }
        switch relation {
        case .greaterThanOrEqual:
            let slack = newVariable(.slack)
            row.add(slack, -1)
            if let weight {
                let error = newVariable(.error)
                row.add(error, 1)
                addToObjective(error, weight)
            }
        case .equal:
            if let weight {
                let plus = newVariable(.error), minus = newVariable(.error)
                row.add(plus, -1)
                row.add(minus, 1)
                addToObjective(plus, weight)
                addToObjective(minus, weight)
            } else {
                row.add(newVariable(.dummy), 1)
            }
        }
        if row.constant < 0 { row = row.scaled(-1) }
        if let subject = subject(of: row) {
            solve(&row, for: subject)
            substitute(subject, by: row)
            rows[subject] = row
        } else {
            // Only a required row can lack a subject (a weighted one has a restricted error variable of either sign),
            // so the rows and objective are as they were until here; copying the solver earlier would copy every
            // row on each add.
            let saved = self
            if !addWithArtificialVariable(row) {
                self = saved
                return false
            }
        }
        optimize()
        return true
    }

    /// `≥ 0` or `= 0`; callers turn `≤` around.
    enum Relation {
        case greaterThanOrEqual, equal
    }

    private mutating func newVariable(_ kind: Kind) -> Int {
        kinds.append(kind)
        return kinds.count - 1
    }

    private mutating func addToObjective(_ variable: Int, _ weight: Double) {
        if let basic = rows[variable] { objective.add(basic, times: weight) } else { objective.add(variable, weight) }
    }

    /// The variable the new row is solved for: an external one if any; else a restricted new slack or error
    /// variable with a negative coefficient (its value 0 then keeps the row feasible); `nil` if only dummies remain.
    private func subject(of row: LinearExpression) -> Int? {
        var external: Int?, restricted: Int?
        for (variable, coefficient) in row.terms {
            switch kinds[variable] {
            case .external: external = min(external ?? .max, variable)
            case .slack, .error:
                if coefficient < 0 { restricted = min(restricted ?? .max, variable) }
            case .dummy: break
            }
        }
        return external ?? restricted
    }

    /// Rewrites `row` (meaning `0 = row`) as `subject = …`.
    private func solve(_ row: inout LinearExpression, for subject: Int) {
        let coefficient = row.terms[subject]!
        row.terms[subject] = nil
        row = row.scaled(-1 / coefficient)
    }

    /// Replaces `variable` by `expression` in every row and the objective.
    private mutating func substitute(_ variable: Int, by expression: LinearExpression) {
        // Through the values' indices, so that each row is found without hashing its variable again.
        var index = rows.values.startIndex
        while index != rows.values.endIndex {
            if rows.values[index].terms[variable] != nil { rows.values[index].substitute(variable, by: expression) }
            rows.values.formIndex(after: &index)
        }
        objective.substitute(variable, by: expression)
        artificialObjective?.substitute(variable, by: expression)
    }

    /// Phase one for a row with no subject: an artificial variable equal to the row is minimised; if it cannot reach
    /// 0 the constraint is unsatisfiable. It then leaves the basis through a restricted variable of its row.
    private mutating func addWithArtificialVariable(_ row: LinearExpression) -> Bool {
        let artificial = newVariable(.slack)
        rows[artificial] = row
        artificialObjective = row
        var phaseOne = row
        optimize(&phaseOne, artificial: true)
        artificialObjective = nil
        let reached = abs(phaseOne.constant) < 1e-7
        if var artificialRow = rows.removeValue(forKey: artificial) {
            if artificialRow.terms.isEmpty { return reached }
            guard let entering = artificialRow.terms.keys.filter({ kinds[$0] == .slack || kinds[$0] == .error }).min() else {
                return false
            }
            artificialRow.add(artificial, -1)
            solve(&artificialRow, for: entering)
            substitute(entering, by: artificialRow)
            rows[entering] = artificialRow
        }
        for (basic, var other) in rows where other.terms[artificial] != nil {
            other.terms[artificial] = nil
            rows[basic] = other
        }
        objective.terms[artificial] = nil
        return reached
    }

    /// The lowest non-dummy variable whose coefficient in `target` is negative: increasing it lowers the target.
    private static func entering(_ target: LinearExpression, kinds: [Kind]) -> Int? {
        var best: Int?
        for (variable, coefficient) in target.terms where coefficient < -LinearExpression.epsilon && kinds[variable] != .dummy {
            best = min(best ?? .max, variable)
        }
        return best
    }

    /// Primal simplex on the objective: while some non-basic, non-dummy variable would lower it, bring it into the
    /// basis through the row that limits it first (ties broken by the lowest variable, so results are deterministic).
    private mutating func optimize() {
        var target = objective
        optimize(&target, artificial: false)
        objective = target
    }

    /// Minimises `target` (the objective, or phase one's artificial row, which pivots keep current through
    /// `artificialObjective`).
    private mutating func optimize(_ target: inout LinearExpression, artificial: Bool) {
        while let entering = Self.entering(target, kinds: kinds) {
            var leaving: Int?
            var bestRatio = Double.infinity
            for (basic, row) in rows where kinds[basic].isRestricted {
                guard let coefficient = row.terms[entering], coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if ratio < bestRatio - LinearExpression.epsilon || (abs(ratio - bestRatio) <= LinearExpression.epsilon && basic < (leaving ?? .max)) {
                    bestRatio = ratio
                    leaving = basic
                }
            }
            guard let leaving else { return }
            var row = rows.removeValue(forKey: leaving)!
            row.add(leaving, -1)
            solve(&row, for: entering)
            substitute(entering, by: row)
            rows[entering] = row
            target = artificial ? artificialObjective! : objective
        }
    }
}
