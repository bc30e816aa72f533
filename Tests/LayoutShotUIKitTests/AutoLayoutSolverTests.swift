@testable import LayoutShotUIKit
import Testing

/// The simplex solver alone, values worked by hand.
@Suite struct AutoLayoutSolverTests {
    /// `x ≥ 10` required beside a weak wish for `x = 0`: the least error the required constraint allows, x = 10.
    @Test func aRequiredInequalityBoundsAWeakWish() {
        var solver = SimplexSolver(externalCount: 1)
        let added1 = solver.add(LinearExpression(0).shifted(-10), .greaterThanOrEqual, weight: nil)
        #expect(added1)
        let added2 = solver.add(LinearExpression(0), .equal, weight: 1)
        #expect(added2)
        #expect(solver.value(of: 0) == 10)
    }

    /// x + y = 100 required; x = 30 at weight 10, y = 90 at weight 1. Keeping x costs 20 × 1 on y; keeping y would
    /// cost 20 × 10 on x: x = 30, y = 70.
    @Test func theHeavierPreferenceWins() {
        var solver = SimplexSolver(externalCount: 2)
        var sum = LinearExpression(0)
        sum.add(1, 1)
        let added3 = solver.add(sum.shifted(-100), .equal, weight: nil)
        #expect(added3)
        let added4 = solver.add(LinearExpression(0).shifted(-30), .equal, weight: 10)
        #expect(added4)
        let added5 = solver.add(LinearExpression(1).shifted(-90), .equal, weight: 1)
        #expect(added5)
        #expect(abs(solver.value(of: 0) - 30) < 1e-9 && abs(solver.value(of: 1) - 70) < 1e-9)
    }

    /// x ≥ 10 then x ≤ 5, both required: the second cannot hold, is refused, and leaves x = 10.
    @Test func aConflictingRequiredConstraintIsRefused() {
        var solver = SimplexSolver(externalCount: 1)
        let added6 = solver.add(LinearExpression(0).shifted(-10), .greaterThanOrEqual, weight: nil)
        #expect(added6)
        let added7 = solver.add(LinearExpression(0).scaled(-1).shifted(5), .greaterThanOrEqual, weight: nil)
        #expect(!added7)
        let added8 = solver.add(LinearExpression(0), .equal, weight: 1)
        #expect(added8)
        #expect(solver.value(of: 0) == 10)
    }

    /// A view's left, width and right: left = 20, width = 50 required, right = 300 weakly: right stays 70.
    @Test func aChainOfEqualitiesResolves() {
        var solver = SimplexSolver(externalCount: 3)  // left, width, right
        let added9 = solver.add(LinearExpression(0).shifted(-20), .equal, weight: nil)
        #expect(added9)
        let added10 = solver.add(LinearExpression(1).shifted(-50), .equal, weight: nil)
        #expect(added10)
        var right = LinearExpression(2, 1)
        right.add(0, -1)
        right.add(1, -1)
        let added11 = solver.add(right, .equal, weight: nil)
        #expect(added11)
        let added12 = solver.add(LinearExpression(2).shifted(-300), .equal, weight: 1)
        #expect(added12)
        #expect(solver.value(of: 2) == 70)
    }
}
