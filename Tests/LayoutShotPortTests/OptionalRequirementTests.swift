import Testing

@Suite struct OptionalRequirementTests {
    static let protocolText = """
        import UIKit

        @objc public protocol D: NSObjectProtocol {
            /// The height.
            @objc optional func height(at index: Int) -> CGFloat
            @objc optional func didFinish()
            func name() -> String
        }

        """

    @Test func requirementsThrowAndGetThrowingDefaults() {
        let expected = """
            import LayoutShotUIKit

            public protocol D: AnyObject {
                /// The height.
                func height(at index: Int) throws -> CGFloat
                func didFinish() throws
                func name() -> String
            }

            extension D {
                public func height(at index: Int) throws -> CGFloat {
                    throw UnimplementedOptionalRequirement("height(at:)")
                }

                public func didFinish() throws {
                    throw UnimplementedOptionalRequirement("didFinish()")
                }
            }

            """
        #expect(ported(port(Self.protocolText)) == expected)
    }

    @Test func aProtocolWithoutInheritanceBecomesClassBound() {
        #expect(ported(port("@objc protocol P {\n    func f()\n}\n")) == "protocol P: AnyObject {\n    func f()\n}\n")
        #expect(ported(port("@objc protocol Q: P, NSObjectProtocol {}\n")) == "protocol Q: P {}\n")
    }

    @Test func everyCallSiteFormKeepsItsMeaning() {
        let layout = """
            class L {
                weak var delegate: D?
                func forms() {
                    let a = delegate?.height?(at: 1)
                    let b = delegate?.height?(at: 2) ?? 10
                    if let c = delegate?.height?(at: 3) { print(c) }
                    let d = delegate!.height!(at: 4)
                    delegate?.didFinish?()
                    let e = delegate?.height?(at: 5).rounded()
                    print(a, b, d, e)
                }
                var implicit: CGFloat? { delegate?.height?(at: 6) }
            }

            """
        let expected = """
            class L {
                weak var delegate: D?
                func forms() {
                    let a = try? delegate?.height(at: 1)
                    let b = (try? delegate?.height(at: 2)) ?? 10
                    if let c = try? delegate?.height(at: 3) { print(c) }
                    let d = try! delegate!.height(at: 4)
                    _ = try? delegate?.didFinish()
                    let e = try? delegate?.height(at: 5).rounded()
                    print(a, b, d, e)
                }
                var implicit: CGFloat? { try? delegate?.height(at: 6) }
            }

            """
        let result = port(["D.swift": Self.protocolText, "L.swift": layout])
        #expect(result.problems.isEmpty)
        #expect(ported(result, "L.swift") == "import LayoutShotUIKit\n" + expected)  // D.swift imports UIKit, so L.swift, which imports nothing, is given it
    }

    @Test func respondsShapesBecomeOneCall() {
        let layout = """
            class L {
                weak var delegate: D?
                func shapes() -> CGFloat {
                    var h: CGFloat = 0
                    if delegate?.responds(to: #selector(D.height(at:))) ?? false {
                        h = delegate!.height!(at: 1)
                    }
                    guard let d = delegate, d.responds(to: #selector(D.height(at:))) else { return h }
                    h += d.height!(at: 2)
                    let t = delegate?.responds(to: #selector(D.height)) == true ? delegate!.height!(at: 3) : h + 1
                    if self.delegate?.responds(to: #selector(D.didFinish)) == true {
                        self.delegate?.didFinish!()
                    }
                    return t
                }
            }

            """
        let expected = """
            class L {
                weak var delegate: D?
                func shapes() -> CGFloat {
                    var h: CGFloat = 0
                    if let optionalResult2 = try? delegate?.height(at: 1) {
                        h = optionalResult2
                    }
                    guard let d = delegate, let optionalResult1 = try? d.height(at: 2) else { return h }
                    h += optionalResult1
                    let t = (try? delegate?.height(at: 3)) ?? (h + 1)
                    if let optionalResult3 = try? self.delegate?.didFinish() {
                        _ = optionalResult3
                    }
                    return t
                }
            }

            """
        let result = port(["D.swift": Self.protocolText, "L.swift": layout])
        #expect(result.problems.isEmpty)
        #expect(ported(result, "L.swift") == "import LayoutShotUIKit\n" + expected)  // D.swift imports UIKit, so L.swift, which imports nothing, is given it
    }

    @Test func respondsThatIsNoShapeIsReported() {
        let layout = """
            class L {
                weak var delegate: D?
                func f() -> Bool {
                    let implemented = delegate?.responds(to: #selector(D.height(at:))) ?? false
                    if delegate?.responds(to: #selector(D.height(at:))) == true {
                        print("sized by the delegate")
                    }
                    return implemented
                }
            }

            """
        let result = port(["D.swift": Self.protocolText, "L.swift": layout])
        #expect(result.problems.map(\.line) == [4, 5])
        #expect(result.problems.allSatisfy { $0.message.hasPrefix("'responds(to:)' cannot be answered without the Objective-C runtime") })
    }

    @Test func aRequirementImplementedOnlyInASubclassGetsAStubItOverrides() {
        let delegates = """
            class Base: NSObject, D {
                func name() -> String { "base" }
            }
            class Sub: Base {
                @objc func height(at index: Int) -> CGFloat { 5 }
            }

            """
        let expected = """
            class Base: NSObject, D {
                func name() -> String { "base" }
                func height(at index: Int) throws -> CGFloat {
                    throw UnimplementedOptionalRequirement("height(at:)")
                }
            }
            class Sub: Base {
                override func height(at index: Int) -> CGFloat { 5 }
            }

            """
        let result = port(["D.swift": Self.protocolText, "Delegates.swift": delegates])
        #expect(ported(result, "Delegates.swift") == "import LayoutShotUIKit\n" + expected)
    }

    @Test func optionalPropertiesAreReported() {
        let result = port("@objc protocol P {\n    @objc optional var gap: CGFloat { get }\n}\n")
        #expect(result.problems.map(\.line) == [2])
    }
}

@Suite struct RespondsConjunctionTests {
    @Test func aCheckJoinedByAndToOtherConditionsBecomesSeparateConditions() {
        let layout = """
            class L {
                weak var delegate: D?
                var gap: CGFloat = 0
                func f() {
                    if (delegate != nil && (delegate?.responds(to: #selector(D.height(at:)))) ?? false) {
                        gap = (delegate?.height!(at: 0)) ?? gap
                    }
                }
            }

            """
        let expected = """
            class L {
                weak var delegate: D?
                var gap: CGFloat = 0
                func f() {
                    if delegate != nil, let optionalResult1 = try? delegate?.height(at: 0) {
                        gap = (Optional(optionalResult1)) ?? gap
                    }
                }
            }

            """
        let result = port(["D.swift": OptionalRequirementTests.protocolText, "L.swift": layout])
        #expect(result.problems.isEmpty)
        #expect(ported(result, "L.swift") == "import LayoutShotUIKit\n" + expected)  // D.swift imports UIKit, so L.swift, which imports nothing, is given it
    }
}

@Suite struct RespondsOrderTests {
    @Test func aGuardedStatementMakingAnotherCallIsReportedNotReordered() {
        let layout = """
            class L {
                weak var delegate: D?
                func f() -> CGFloat {
                    var h: CGFloat = 0
                    if delegate?.responds(to: #selector(D.height(at:))) == true {
                        h = log("asked") + delegate!.height!(at: 1)
                    }
                    return h
                }
            }

            """
        let result = port(["D.swift": OptionalRequirementTests.protocolText, "L.swift": layout])
        #expect(result.problems.map(\.line) == [5])
    }
}
