import Testing

/// A class or protocol of the set named through a `typealias` of the set is that class or protocol.
@Suite struct TypealiasTests {
    @Test func aSuperclassSpeltThroughATypealiasGetsTheStubItsSubclassOverrides() {
        let delegates = """
            class Base: NSObject, D {
                func name() -> String { "base" }
            }
            typealias Parent = Base
            class Sub: Parent {
                func height(at index: Int) -> CGFloat { 88 }
            }

            """
        let expected = """
            class Base: NSObject, D {
                func name() -> String { "base" }
                func height(at index: Int) throws -> CGFloat {
                    throw UnimplementedOptionalRequirement("height(at:)")
                }
            }
            typealias Parent = Base
            class Sub: Parent {
                override func height(at index: Int) -> CGFloat { 88 }
            }

            """
        let result = port(["D.swift": OptionalRequirementTests.protocolText, "Delegates.swift": delegates])
        #expect(result.problems.isEmpty)
        #expect(ported(result, "Delegates.swift") == "import LayoutShotUIKit\n" + expected)
    }

    @Test func aProtocolSpeltThroughATypealiasIsConformedTo() {
        let delegates = """
            typealias Sizing = D
            class Base: NSObject, Sizing {
                func name() -> String { "base" }
            }
            class Sub: Base {
                func height(at index: Int) -> CGFloat { 88 }
            }

            """
        let result = port(["D.swift": OptionalRequirementTests.protocolText, "Delegates.swift": delegates])
        #expect(ported(result, "Delegates.swift").contains("override func height(at index: Int) -> CGFloat { 88 }"))
    }
}

@Suite struct TypealiasReturnTests {
    /// `Title` is `String?`: an answer of nil still runs the guarded code, as on iOS.
    @Test func anOptionalSpeltThroughATypealiasIsKeptWhole() {
        let text = """
            typealias Title = String?
            @objc protocol T: NSObjectProtocol {
                @objc optional func title() -> Title
            }
            func f(_ t: T) -> Title {
                if t.responds(to: #selector(T.title)) {
                    return t.title!()
                }
                return "none"
            }

            """
        #expect(ported(port(text)).contains("if let optionalResult1 = OptionalRequirementCall.value({ try t.title() }) {"))
    }
}
