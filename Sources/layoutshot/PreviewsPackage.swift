import Foundation

/// The scratch package `layoutshot previews` builds: the folder of SwiftUI files linked into a target that the porting
/// plugin ports (so its `#Preview`s and `PreviewProvider`s become `LayoutShotPreviews.all`), and one test that records
/// the sheet of them all into `sheetFolder`. Laid out as the repository's consumer scripts lay theirs out (`package/`,
/// a `layoutshot` link to the repository, `build/`), so that one work folder serves both and compiles LayoutShot once.
struct PreviewsPackage {
    /// The SwiftUI files' folder, absolute.
    var source: String
    /// The LayoutShot checkout the package depends on, absolute.
    var repository: String
    /// The folder everything is written to and built in.
    var work: String
    /// Previews a row of the sheet holds.
    var columns: Int

    var package: String { work + "/package" }
    var dependency: String { work + "/layoutshot" }
    var build: String { work + "/build" }
    var sheetFolder: String { work + "/sheet" }
    var log: String { work + "/previews.log" }

    /// Writes the package afresh (the build folder is kept, so a second run compiles only what changed).
    func write() throws {
        let files = FileManager.default
        try? files.removeItem(atPath: package)
        try? files.removeItem(atPath: sheetFolder)
        try? files.removeItem(atPath: dependency)
        try files.createDirectory(atPath: package + "/Sources/Previews", withIntermediateDirectories: true)
        try files.createDirectory(atPath: package + "/Tests/PreviewSheet", withIntermediateDirectories: true)
        try files.createSymbolicLink(atPath: dependency, withDestinationPath: repository)
        try files.createSymbolicLink(atPath: package + "/Sources/Previews/Screens", withDestinationPath: source)
        try Data("// The previews' files, ported by LayoutShotPortPlugin from Screens/.\n".utf8)
            .write(to: URL(fileURLWithPath: package + "/Sources/Previews/Previews.swift"))
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: package + "/Package.swift"))
        try Data(sheetTest.utf8).write(to: URL(fileURLWithPath: package + "/Tests/PreviewSheet/PreviewSheet.swift"))
    }

    var manifest: String {
        """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "LayoutShotPreviews",
            platforms: [.macOS(.v15)],
            dependencies: [.package(path: "../layoutshot")],
            targets: [
                .target(
                    name: "Previews",
                    dependencies: [.product(name: "LayoutShotSwiftUI", package: "layoutshot")],
                    exclude: ["Screens"],
                    plugins: [.plugin(name: "LayoutShotPortPlugin", package: "layoutshot")]
                ),
                .testTarget(
                    name: "PreviewSheet",
                    dependencies: ["Previews", .product(name: "LayoutSnapshotTesting", package: "layoutshot")]
                ),
            ]
        )

        """
    }

    var sheetTest: String {
        """
        @testable import Previews
        import LayoutShotSwiftUI
        import LayoutSnapshotTesting
        import Testing

        @MainActor @Test func sheet() {
            assertLayoutSnapshot(
                of: .previewSheet(LayoutShotPreviews.all, columns: \(columns)), as: [.png], named: "previews", record: .all,
                snapshotDirectory: \(String(reflecting: sheetFolder)))
        }

        """
    }
}
