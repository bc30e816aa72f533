import PortFixture
import Testing

/// The ported `Titles.swift` against a source that implements its optional requirements (answering nil, throwing)
/// and one that does not: the values and errors are what the same code gives on iOS.
@Suite struct OptionalValueSemanticsTests {
    func reader(_ source: TitleSource) -> TitleReader {
        let reader = TitleReader()
        reader.source = source
        return reader
    }

    /// An answer of nil is an answer: the guarded code runs (iOS: `responds(to:)` is true, the call gives nil).
    @Test func anAnswerOfNilIsNotNotImplemented() {
        let answering = NilTitleSource(), silent = SilentTitleSource()
        #expect(reader(answering).title(at: 0) == .some(nil))
        #expect(reader(silent).title(at: 0) == nil)
        #expect(reader(answering).titleOrDash(at: 0) == nil)
        #expect(reader(silent).titleOrDash(at: 0) == "-")
    }

    /// An error the method or an argument throws reaches the caller; only "not implemented" is nil (or 0).
    @Test func errorsAreThrownOn() throws {
        let answering = NilTitleSource(), silent = SilentTitleSource()
        #expect(throws: TitleLoadError.failed) { try reader(answering).loaded() }
        #expect(try reader(silent).loaded() == nil)
        #expect(throws: TitleLoadError.failed) { try reader(answering).loadedOrZero() }
        #expect(try reader(silent).loadedOrZero() == 0)
        #expect(throws: TitleLoadError.failed) { try reader(answering).title(at: { throw TitleLoadError.failed }) }
        #expect(try reader(silent).title(at: { 1 }) == nil)
    }
}
