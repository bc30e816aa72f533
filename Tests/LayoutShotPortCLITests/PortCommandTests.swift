import Foundation
import Testing

/// `layoutshot-port SOURCE_DIR --output DIR`: exit codes, what is written and what never is.
@Suite struct PortCommandTests {
    static let portable = [
        "Layout.swift": "import UIKit\n\n@objc class L: UICollectionViewLayout {\n    @objc var gap: CGFloat = 1\n}\n",
        "Nested/Cell.swift": "import UIKit\n\nclass C: UICollectionViewCell {}\n",
    ]

    @Test func portsEveryFileToTheSameRelativePathAndLeavesTheOriginals() throws {
        let root = try PortRunner.app(Self.portable)
        let result = try PortRunner.run(["App", "--output", "Ported"], in: root)
        #expect(result.status == 0)
        #expect(PortRunner.listing(root.appendingPathComponent("Ported")) == [".layoutshot-port", "Layout.swift", "Nested/Cell.swift"])
        #expect(PortRunner.read(root.appendingPathComponent("Ported/Layout.swift"))
            == "import LayoutShotUIKit\n\nclass L: UICollectionViewLayout {\n    var gap: CGFloat = 1\n}\n")
        for (path, text) in Self.portable {
            #expect(PortRunner.read(root.appendingPathComponent("App/\(path)")) == text)
        }
    }

    @Test func listsEveryRewrite() throws {
        let root = try PortRunner.app(Self.portable)
        let result = try PortRunner.run(["App", "--output", "Ported", "--list-rewrites"], in: root)
        #expect(result.status == 0)
        #expect(result.stdout == """
            App/Layout.swift:1: 'import UIKit' → 'import LayoutShotUIKit'
            App/Layout.swift:3: '@objc' removed: it asks for the Objective-C runtime
            App/Layout.swift:4: '@objc' removed: it asks for the Objective-C runtime
            App/Nested/Cell.swift:1: 'import UIKit' → 'import LayoutShotUIKit'

            """)
    }

    @Test func anUnportableConstructExitsTwoNamingFileAndLineAndWritesNothing() throws {
        var files = Self.portable
        files["Observer.swift"] = "import UIKit\n\nfunc watch(_ v: UIView) {\n    _ = v.value(forKey: \"frame\")\n}\n"
        let root = try PortRunner.app(files)
        let result = try PortRunner.run(["App", "--output", "Ported"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("App/Observer.swift:4: error: 'value(forKey:)': key-value coding"))
        #expect(result.stderr.contains("nothing was written"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Ported").path))
    }

    @Test func aFailedRunLeavesThePreviousOutputAsItWas() throws {
        let root = try PortRunner.app(Self.portable)
        #expect(try PortRunner.run(["App", "--output", "Ported"], in: root).status == 0)
        let before = PortRunner.read(root.appendingPathComponent("Ported/Layout.swift"))
        try Data("let v = view.value(forKey: \"x\")\n".utf8).write(to: root.appendingPathComponent("App/Layout.swift"))
        #expect(try PortRunner.run(["App", "--output", "Ported"], in: root).status == 2)
        #expect(PortRunner.read(root.appendingPathComponent("Ported/Layout.swift")) == before)
    }

    @Test func aPreviousOutputIsReplacedWhole() throws {
        let root = try PortRunner.app(Self.portable)
        #expect(try PortRunner.run(["App", "--output", "Ported"], in: root).status == 0)
        try FileManager.default.removeItem(at: root.appendingPathComponent("App/Nested"))
        #expect(try PortRunner.run(["App", "--output", "Ported"], in: root).status == 0)
        #expect(PortRunner.listing(root.appendingPathComponent("Ported")) == [".layoutshot-port", "Layout.swift"])
    }

    @Test func aFolderOfTheUsersIsNotOverwrittenUnlessAsked() throws {
        let root = try PortRunner.app(Self.portable)
        let mine = root.appendingPathComponent("Mine")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        try Data("notes".utf8).write(to: mine.appendingPathComponent("notes.txt"))
        let refused = try PortRunner.run(["App", "--output", "Mine"], in: root)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("'Mine' is not empty and was not written by layoutshot-port"))
        #expect(PortRunner.read(mine.appendingPathComponent("notes.txt")) == "notes")
        #expect(try PortRunner.run(["App", "--output", "Mine", "--replace"], in: root).status == 0)
        #expect(PortRunner.listing(mine) == [".layoutshot-port", "Layout.swift", "Nested/Cell.swift"])
    }

    @Test func anOutputInsideTheSourceIsRefused() throws {
        let root = try PortRunner.app(Self.portable)
        let result = try PortRunner.run(["App", "--output", "App/Ported"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("inside the source folder"))
    }

    @Test func aMissingSourceFolderIsAnError() throws {
        let root = try PortRunner.app([:])
        let result = try PortRunner.run(["Nowhere", "--output", "Ported"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr == "layoutshot-port: error: 'Nowhere' is not a folder\n")
    }

    @Test func aUsageErrorExitsTwoWithTheUsage() throws {
        let root = try PortRunner.app([:])
        let result = try PortRunner.run(["App"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Missing expected argument '--output <output>'"))
        #expect(result.stderr.contains("Usage: layoutshot-port"))
    }
}
