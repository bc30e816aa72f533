import Foundation
import Testing

/// The names a test file sees through `import LayoutSnapshotTesting` (its own and those of the modules it re-exports)
/// are none of the names of the frameworks test files import beside it: SwiftUI, UIKit and CoreGraphics (as the
/// look-alike modules declare them) and Foundation, with what Foundation adds on a Mac (MacTypes.h's `Point2D`, `Rect2D`,
/// `Size2D`…, as the stand-in module of the Mac-paths build declares them). A clash would make those names ambiguous.
@Suite struct ExportedNamesTests {
    /// The modules `LayoutSnapshotTesting` is and re-exports.
    static let exported = ["LayoutCore", "LayoutPipeline", "LayoutSnapshotStore", "LayoutSpec", "LayoutSnapshotTesting"].map { "Sources/" + $0 }
    /// The modules that declare Apple's frameworks' names on Linux, and the names Foundation adds on a Mac.
    static let lookAlikes = ["Sources/LayoutShotSwiftUI", "Sources/LayoutShotUIKit", "Sources/LayoutShotCoreGraphics", "Tests/MacFoundationNames"]
    /// Foundation's own Swift types that a test file could write unqualified (swift-corelibs-foundation and Apple's).
    static let foundation: Set<String> = [
        "AffineTransform", "Bundle", "Calendar", "CharacterSet", "Data", "Date", "DateComponents", "DateInterval", "Decimal",
        "FileManager", "IndexPath", "IndexSet", "JSONDecoder", "JSONEncoder", "Locale", "Measurement", "Notification",
        "NotificationCenter", "Operation", "OperationQueue", "PersonNameComponents", "Process", "ProcessInfo", "Progress",
        "PropertyListDecoder", "PropertyListEncoder", "Scanner", "Thread", "TimeZone", "Timer", "URL", "URLComponents",
        "URLQueryItem", "URLRequest", "URLSession", "UUID", "Unit", "UserDefaults",
    ]

    /// Top-level public and open type names declared in the sources of `modules` (folders of the package).
    static func typeNames(in modules: [String]) throws -> Set<String> {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let declaration = try Regex(#"^(?:@\w+\s+)*(?:public|open)\s+(?:final\s+|indirect\s+)?(?:struct|enum|class|protocol|typealias|actor)\s+(\w+)"#)
            .anchorsMatchLineEndings()
        var names: Set<String> = []
        for module in modules {
            let folder = sources.appendingPathComponent(module)
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for match in text.matches(of: declaration) {
                    if let name = match.output[1].substring { names.insert(String(name)) }
                }
            }
        }
        return names
    }

    @Test func noExportedNameIsOneOfApplesOrFoundations() throws {
        let ours = try Self.typeNames(in: Self.exported)
        let theirs = try Self.typeNames(in: Self.lookAlikes).union(Self.foundation)
        // The scan finds what it should: our own names, and Apple's as the look-alikes declare them.
        #expect(ours.isSuperset(of: ["Spec", "SnapshotMatrix", "PreparedLayout", "Insets", "Transform2D"]))
        #expect(theirs.isSuperset(of: ["Layout", "EdgeInsets", "HorizontalAlignment", "VerticalAlignment", "UICollectionView", "CGAffineTransform", "Rect", "Size"]))
        #expect(ours.intersection(theirs).sorted() == [])
    }
}
