import Testing

/// Optional requirements whose answer `try?` would change: one returning an optional (a conformer's nil is not
/// "not implemented") and one that throws (its error is not "not implemented").
@Suite struct OptionalValueTests {
    static let protocolText = """
        @objc protocol S: NSObjectProtocol {
            @objc optional func title(at index: Int) -> String?
            @objc optional func load() throws -> Int
            @objc optional func height(at index: Int) -> CGFloat
        }

        """

    static func portedReader(_ body: String) -> (String, [String]) {
        let result = port(["S.swift": protocolText, "R.swift": "class R {\n    weak var s: S?\n\(body)}\n"])
        return (ported(result, "R.swift"), result.problems.map(\.description))
    }

    @Test func anOptionalAnswerIsKeptWholeInTheRespondsShapes() {
        let (text, problems) = Self.portedReader("""
                func f(_ s: S) -> String?? {
                    if s.responds(to: #selector(S.title(at:))) { return s.title!(at: 0) }
                    return nil
                }
                func g(_ s: S) -> String? { s.responds(to: #selector(S.title(at:))) ? s.title!(at: 0) : "-" }

            """)
        #expect(problems.isEmpty)
        #expect(text.contains("if let optionalResult1 = OptionalRequirementCall.value({ try s.title(at: 0) }) { return optionalResult1 }"))
        #expect(text.contains("(OptionalRequirementCall.value({ try s.title(at: 0) })) ?? \"-\""))
    }

    @Test func errorsOfAThrowingRequirementOrArgumentAreThrownOn() {
        let (text, problems) = Self.portedReader("""
                func a() throws -> Int? { try s?.load?() }
                func b() throws -> Int { try s!.load!() }
                func c(_ i: () throws -> Int) throws -> CGFloat? { try s?.height?(at: i()) }
                func d() -> CGFloat? { s?.height?(at: 1) }

            """)
        #expect(problems.isEmpty)
        #expect(text.contains("try OptionalRequirementCall.chained({ try s?.load() })"))
        #expect(text.contains("try OptionalRequirementCall.forced({ try s!.load() })"))
        #expect(text.contains("try OptionalRequirementCall.chained({ try s?.height(at: i()) })"))
        #expect(text.contains("func d() -> CGFloat? { try? s?.height(at: 1) }"))
    }
}
