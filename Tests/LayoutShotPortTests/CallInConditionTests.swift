import Testing

/// A call guarded by `responds(to:)` in the first condition of the `if` or `guard` the check guards: iOS makes it
/// at once, exactly once, whenever the check holds (JJCollectionViewRoundFlowLayout_Swift asks its delegate so
/// whether to lay out an empty section); a later condition runs only when those before it hold.
@Suite struct CallInConditionTests {
    @Test func aCallInTheFirstConditionOfANestedIfBecomesOneCall() {
        let layout = """
            class L {
                func f(_ d: D, empty: Bool) -> CGFloat {
                    var h: CGFloat = 0
                    if empty {
                        h = 1
                    } else if d.responds(to: #selector(D.height(at:))) {
                        if d.height!(at: 0) > 10 { h = 2 }
                    }
                    return h
                }
            }

            """
        let result = port(["D.swift": OptionalRequirementTests.protocolText, "L.swift": layout])
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(ported(result, "L.swift").contains("} else if let optionalResult1 = try? d.height(at: 0) {\n            if optionalResult1 > 10 { h = 2 }"), "\(ported(result, "L.swift"))")
    }

    /// On iOS the delegate is not asked when `flag` is false.
    @Test func aCallInALaterConditionIsRefused() {
        let found = RespondsHoistingTests.problems("""
                    if d.responds(to: #selector(D.height(at:))) {
                        if flag, d.height!(at: 0) > 10 { h = 2 }
                    }
            """)
        #expect(found.count == 1)
        #expect(found.first?.contains("later condition") == true, "\(found)")
    }
}
