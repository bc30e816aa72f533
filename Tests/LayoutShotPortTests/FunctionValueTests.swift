import Testing

/// An optional requirement bound as a function value (`if let f = d?.height(at:) { h = f(0) }`, as pager and
/// card libraries write their delegate calls): where the guarded code starts by calling it, binding and call
/// become one `try?` call; any other use is refused at the binding's line.
@Suite struct FunctionValueTests {
    static func portLayout(body: String) -> (text: String, problems: [String]) {
        let layout = """
            import UIKit
            class L {
                weak var delegate: D?
                func f(_ d: D) -> CGFloat {
                    var h: CGFloat = 0
            \(body)
                    return h
                }
            }

            """
        let result = port(["D.swift": OptionalRequirementTests.protocolText, "L.swift": layout])
        return (ported(result, "L.swift"), result.problems.map { "\($0.line): \($0.message)" })
    }

    @Test func anIfLetBindingCalledFirstBecomesOneCall() {
        let result = Self.portLayout(body: """
                    if let height = delegate?.height(at:) {
                        h = height(3)
                    }
            """)
        #expect(result.problems.isEmpty)
        #expect(result.text.contains("if let optionalResult1 = try? delegate?.height(at: 3) {\n            h = optionalResult1\n        }"), "\(result.text)")
    }

    @Test func aGuardBindingOfABareNameCalledNextBecomesOneCall() {
        let result = Self.portLayout(body: """
                    guard let finish = d.didFinish else { return 0 }
                    finish()
            """)
        #expect(result.problems.isEmpty)
        #expect(result.text.contains("guard let optionalResult1 = try? d.didFinish() else { return 0 }\n        _ = optionalResult1"), "\(result.text)")
    }

    /// On iOS nothing before the call runs when the method is not implemented; moved into the condition, the
    /// delegate would be asked before `h` is set.
    @Test func aBindingWhoseCallIsNotFirstIsRefused() {
        let result = Self.portLayout(body: """
                    if let height = delegate?.height(at:) {
                        h = 1
                        h = height(Int(h))
                    }
            """)
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.hasPrefix("6: 'height' is the optional requirement 'height(at:)' taken as a value") == true, "\(result.problems)")
        // The edit suggested is iOS source (the requirement called with '?'), not the ported form.
        #expect(result.problems.first?.hasSuffix("call the method where 'height' is called ('delegate?.height?(…)') and drop the binding") == true, "\(result.problems)")
    }

    @Test func aBoundFunctionUsedTwiceIsRefused() {
        let result = Self.portLayout(body: """
                    guard let height = delegate?.height(at:) else { return 0 }
                    h = height(0) + height(1)
            """)
        #expect(result.problems.count == 1)
    }

    /// `numberOfSections` is UIKit's `numberOfSections(in:)` by its base name, and a collection view's property.
    @Test func aPropertyNamedAsAUIKitRequirementIsLeftAlone() {
        let result = Self.portLayout(body: """
                    let collectionView: UICollectionView? = nil
                    guard let numberOfSections = collectionView?.numberOfSections, numberOfSections > 0 else { return 0 }
                    h = CGFloat(numberOfSections)
            """)
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(result.text.contains("guard let numberOfSections = collectionView?.numberOfSections, numberOfSections > 0 else { return 0 }"))
    }

    @Test func aBindingOfAPropertyIsLeftAlone() {
        let result = Self.portLayout(body: """
                    if let other = delegate?.description {
                        h = CGFloat(other.count)
                    }
            """)
        #expect(result.problems.isEmpty)
        #expect(result.text.contains("if let other = delegate?.description {"))
    }
}
