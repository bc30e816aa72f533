import Testing

/// A `responds(to:)` check and the call it guards become one call in the condition only where iOS makes that
/// call exactly once, right after the condition, whenever the condition holds: anything else is refused at the
/// check's line.
@Suite struct RespondsHoistingTests {
    static func problems(_ body: String) -> [String] {
        let layout = """
            class L {
                weak var delegate: D?
                var cache: CGFloat?
                func cond() -> Bool { true }
                func f(_ d: D, rows: Int, flag: Bool) -> CGFloat {
                    var heights: [CGFloat] = []
                    var h: CGFloat = 0
                    var row = 0
            \(body)
                    return h
                }
            }

            """
        let result = port(["D.swift": OptionalRequirementTests.protocolText, "L.swift": layout])
        return result.problems.map { "\($0.line): \($0.message)" }
    }

    /// On iOS the delegate is asked for every row; moved into the condition it would be asked once, for row 0.
    @Test func aCallInALoopIsRefused() {
        let found = Self.problems("""
                    if d.responds(to: #selector(D.height(at:))) {
                        while row < rows {
                            heights[row] = d.height!(at: row)
                            row += 1
                        }
                    }
            """)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("9: ") == true)
        #expect(found.first?.contains("'while'") == true, "\(found)")
    }

    /// On iOS the delegate is not asked when `flag` is false.
    @Test func aCallInANestedIfIsRefused() {
        let found = Self.problems("""
                    if d.responds(to: #selector(D.height(at:))) {
                        if flag { h = d.height!(at: 0) }
                    }
            """)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("9: ") == true)
        #expect(found.first?.contains("'if'") == true)
    }

    @Test func aCallRightOfAShortCircuitIsRefused() {
        let found = Self.problems("""
                    if d.responds(to: #selector(D.height(at:))) {
                        h = cache ?? d.height!(at: 0)
                    }
            """)
        #expect(found.count == 1)
        #expect(found.first?.contains("'??'") == true)
    }

    /// iOS calls `cond()` first, and not the delegate when it is false.
    @Test func aCallingConditionAfterTheCheckIsRefused() {
        let conjunction = Self.problems("""
                    if d.responds(to: #selector(D.height(at:))) && cond() {
                        h = d.height!(at: 0)
                    }
            """)
        #expect(conjunction.count == 1)
        #expect(conjunction.first?.hasPrefix("9: ") == true)
        #expect(conjunction.first?.contains("after the check") == true)
        let guardList = Self.problems("""
                    guard d.responds(to: #selector(D.height(at:))), cond() else { return 0 }
                    h = d.height!(at: 0)
            """)
        #expect(guardList.count == 1)
        #expect(guardList.first?.contains("after the check") == true)
    }

    /// A condition after the check that makes no call is evaluated before the call, as on iOS; only the
    /// check, which has no effect, goes.
    @Test func aCallFreeConditionAfterTheCheckGoesBeforeTheCall() {
        let layout = """
            class L {
                func f(_ d: D, row: Int, cached: CGFloat?) -> CGFloat {
                    if d.responds(to: #selector(D.height(at:))) && row > 0, let c = cached {
                        return c + d.height!(at: row)
                    }
                    return 0
                }
            }

            """
        let expected = """
            class L {
                func f(_ d: D, row: Int, cached: CGFloat?) -> CGFloat {
                    if row > 0, let c = cached, let optionalResult1 = try? d.height(at: row) {
                        return c + optionalResult1
                    }
                    return 0
                }
            }

            """
        let result = port(["D.swift": OptionalRequirementTests.protocolText, "L.swift": layout])
        #expect(result.problems.isEmpty)
        #expect(ported(result, "L.swift") == "import LayoutShotUIKit\n" + expected)
    }

    /// The check inside the loop, around the statement that calls it: one call per pass, as on iOS.
    @Test func aCheckInsideTheLoopIsPorted() {
        let found = Self.problems("""
                    while row < rows {
                        if d.responds(to: #selector(D.height(at:))) {
                            heights[row] = d.height!(at: row)
                        }
                        row += 1
                    }
            """)
        #expect(found.isEmpty)
    }
}
