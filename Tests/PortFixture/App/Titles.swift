import UIKit

/// What a title source's loading throws.
public enum TitleLoadError: Error, Equatable {
    case failed
}

/// Optional requirements that return an optional, and one that throws.
@objc public protocol TitleSource: NSObjectProtocol {
    @objc optional func title(at index: Int) -> String?
    @objc optional func load() throws -> Int
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
        if source?.responds(to: #selector(TitleSource.title(at:))) ?? false {
            answer = source!.title!(at: index)
        }
        return answer
    }

    /// "-" where the source does not implement the method; its answer where it does.
    public func titleOrDash(at index: Int) -> String? {
        source?.responds(to: #selector(TitleSource.title(at:))) == true ? source!.title!(at: index) : "-"
    }

    /// The title for an index that can fail to be computed.
    public func title(at index: () throws -> Int) throws -> String? {
        try source?.title?(at: index())
    }

    /// nil where the source does not implement loading; its error where it fails.
    public func loaded() throws -> Int? {
        try source?.load?()
    }

    /// 0 where the source does not implement loading; its error where it fails.
    public func loadedOrZero() throws -> Int {
        if source?.responds(to: #selector(TitleSource.load)) == true {
            return try source!.load!()
        }
        return 0
    }
}
