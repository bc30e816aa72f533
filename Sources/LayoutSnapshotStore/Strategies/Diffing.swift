import Foundation
import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutSpec

/// A file that shows a failure, as a value: what it shows, its name suffix and its bytes.
public struct SnapshotAttachment: Sendable, Hashable {
    /// What a failure's file shows.
    public enum Role: String, Sendable, Hashable {
        /// The value the test produced (`NAME.actual.EXT`).
        case actual
        /// A picture of the difference (`NAME.diff.png`).
        case diff
    }

    /// What the file shows.
    public var role: Role
    /// The file's suffix after `NAME.`, e.g. `diff.png`.
    public var suffix: String
    /// The file's contents.
    public var bytes: [UInt8]
    /// For a diff image, the smallest rectangle holding every pixel the comparison counted as differing.
    public var region: PixelRect?

    /// Creates an attachment.
    public init(role: Role, suffix: String, bytes: [UInt8], region: PixelRect? = nil) {
        self.role = role
        self.suffix = suffix
        self.bytes = bytes
        self.region = region
    }
}

/// How a value differs from its reference: a message for people, and files that show it.
public struct SnapshotDifference: Sendable {
    /// What changed, e.g. the layout diff or `120 of 30000 pixels differ (0.4%) within [10, 20, 110, 2] px`.
    public var message: String
    /// Files that show the difference (the diff strip for images), written beside the actual value.
    public var attachments: [SnapshotAttachment]

    /// Creates a difference.
    public init(message: String, attachments: [SnapshotAttachment] = []) {
        self.message = message
        self.attachments = attachments
    }
}

/// How one format is stored and compared: the swift-snapshot-testing `Diffing` idea.
///
/// A reference file is decoded with `fromBytes` and compared with the new value, which is only
/// encoded with `toBytes` when it has to be written (a reference or an artifact).
public struct Diffing<Format>: Sendable {
    /// The bytes of a reference file holding `value`; `path` is where they will go, for messages.
    public var toBytes: @Sendable (_ value: Format, _ path: String) throws(SnapshotError) -> [UInt8]
    /// The value stored in the reference file at `path`.
    public var fromBytes: @Sendable (_ bytes: [UInt8], _ path: String) throws(SnapshotError) -> Format
    /// `nil` when `actual` matches `expected` (within the format's tolerance), else what differs.
    public var diff: @Sendable (_ expected: Format, _ actual: Format) -> SnapshotDifference?
    /// Whether two values are exactly the same, so re-recording would change nothing.
    public var isIdentical: @Sendable (_ expected: Format, _ actual: Format) -> Bool
    /// The value stored in the opened reference file at `path`, read without holding the whole file (large
    /// layout references); nil reads the file whole and decodes it with `fromBytes`.
    public var fromFile: (@Sendable (_ file: InputFile.Opened, _ path: String) throws(SnapshotError) -> Format)?

    /// Creates a diffing from its four parts, and a reader of opened files when the format has one.
    public init(
        toBytes: @escaping @Sendable (Format, String) throws(SnapshotError) -> [UInt8],
        fromBytes: @escaping @Sendable ([UInt8], String) throws(SnapshotError) -> Format,
        diff: @escaping @Sendable (Format, Format) -> SnapshotDifference?,
        isIdentical: @escaping @Sendable (Format, Format) -> Bool,
        fromFile: (@Sendable (InputFile.Opened, String) throws(SnapshotError) -> Format)? = nil
    ) {
        self.toBytes = toBytes
        self.fromBytes = fromBytes
        self.diff = diff
        self.isIdentical = isIdentical
        self.fromFile = fromFile
    }
}

extension Diffing where Format == Bitmap {
    /// PNG references compared pixel by pixel with `ImageDiff`; a failure writes the expected | diff | actual strip.
    /// Without `options`, the scope's (`SnapshotConfiguration.imageOptions`) or the default ones.
    public static func image(_ explicit: ImageDiffOptions? = nil) -> Diffing {
        Diffing(
            toBytes: { bitmap, path throws(SnapshotError) in
                do throws(PNGError) { return try PNGCodec.encode(bitmap) } catch { throw .encoding(path: path, error) }
            },
            fromBytes: { bytes, path throws(SnapshotError) in
                do throws(PNGError) { return try PNGCodec.decode(bytes) } catch { throw .corruptReference(path: path, error) }
            },
            diff: { expected, actual in
                let options = explicit ?? SnapshotConfiguration.current.imageOptions ?? .default
                let verdict = ImageDiff.verdict(expected, actual, options: options)
                guard !verdict.matches else { return nil }
                var message = verdict.summary
                var attachments: [SnapshotAttachment] = []
                switch verdict.diffImage {
                case .success(let png)?:
                    attachments.append(SnapshotAttachment(role: .diff, suffix: "diff.png", bytes: png, region: verdict.result.bounds))
                case .failure?, nil:
                    message += verdict.missingImageNote.map { " (\($0))" } ?? ""
                }
                return SnapshotDifference(message: message, attachments: attachments)
            },
            isIdentical: { $0 == $1 })
    }
}

extension Diffing where Format == String {
    /// UTF-8 text references compared line by line; any change fails. References pass the one UTF-8 check
    /// spec files and layout references pass (`UTF8Text`).
    public static var lines: Diffing {
        Diffing(
            toBytes: { text, _ in Array(text.utf8) },
            fromBytes: { bytes, path throws(SnapshotError) in
                if let reason = UTF8Text.problem(bytes) { throw .invalidText(path: path, reason: reason) }
                return String(decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...], as: UTF8.self)
            },
            diff: { expected, actual in TextDiff(expected: expected, actual: actual).map { SnapshotDifference(message: $0.description) } },
            isIdentical: { $0 == $1 })
    }
}

extension Diffing where Format == LayoutDocument {
    /// Layout output references (`NAME.layout.json`), compared element by element with `LayoutDiff`.
    public static var layout: Diffing {
        Diffing(
            toBytes: { document, _ in Array(LayoutJSON.encode(document).utf8) },
            fromBytes: { bytes, path throws(SnapshotError) in
                do throws(SpecError) { return try LayoutJSON.decode(bytes, file: path) } catch { throw .invalidReference(error) }
            },
            diff: { expected, actual in
                let diff = LayoutDiff(expected: expected, actual: actual)
                return diff.isEmpty ? nil : SnapshotDifference(message: diff.description)
            },
            isIdentical: { LayoutJSON.encode($0) == LayoutJSON.encode($1) },
            fromFile: { file, path throws(SnapshotError) in
                do throws(SpecError) { return try LayoutJSON.decode(file, file: path) } catch { throw .invalidReference(error) }
            })
    }
}
