import LayoutShotUIKit

/// What a title source's loading throws.
public enum TitleLoadError: Error, Equatable {
    case failed
}

/// Optional requirements that return an optional, and one that throws.
public protocol TitleSource: AnyObject {
    func title(at index: Int) throws -> String?
    func load() throws -> Int
}

extension TitleSource {
    public func title(at index: Int) throws -> String? {
        throw UnimplementedOptionalRequirement("title(at:)")
    }

    public func load() throws -> Int {
        throw UnimplementedOptionalRequirement("load()")
    }
}

/// Implements both: it has no title, and its loading fails.
public final class NilTitleSource: NSObject, TitleSource {
    public func title(at index: Int) -> String? { nil }
    public func load() throws -> Int { throw TitleLoadError.failed }
}

/// Implements neither.
public final class SilentTitleSource: NSObject, TitleSource {}

/// Reads a title source as an iOS app does: a source that answers nil is not one that does not implement the
/// method, and an error thrown is not "not implemented".
public final class TitleReader {
    public weak var source: TitleSource?

    public init() {}

    /// nil where the source does not implement the method; its answer (which may be nil) where it does.
    public func title(at index: Int) -> String?? {
        var answer: String?? = nil
        if let optionalResult1 = source.flatMap({ optionalReceiver in OptionalRequirementCall.value({ try optionalReceiver.title(at: index) }) }) {
            answer = optionalResult1
        }
        return answer
    }

    /// "-" where the source does not implement the method; its answer where it does.
    public func titleOrDash(at index: Int) -> String? {
        (source.flatMap({ optionalReceiver in OptionalRequirementCall.value({ try optionalReceiver.title(at: index) }) })) ?? "-"
    }

    /// The title for an index that can fail to be computed.
    public func title(at index: () throws -> Int) throws -> String? {
        try OptionalRequirementCall.chained({ try source?.title(at: index()) })
    }

    /// nil where the source does not implement loading; its error where it fails.
    public func loaded() throws -> Int? {
        try OptionalRequirementCall.chained({ try source?.load() })
    }

    /// 0 where the source does not implement loading; its error where it fails.
    public func loadedOrZero() throws -> Int {
        if let optionalResult2 = try source.flatMap({ optionalReceiver in try OptionalRequirementCall.valueThrowing({ try optionalReceiver.load() }) }) {
            return try optionalResult2
        }
        return 0
    }
}
