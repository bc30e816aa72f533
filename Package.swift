// swift-tools-version:6.0
import PackageDescription

// Only the porting tool's targets (LayoutShotPort, layoutshot-port, its plugin) build swift-syntax.
let swiftSyntax: Package.Dependency = .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0")

let package = Package(
    name: "LayoutShot",
    // Mutex (Synchronization) is what the snapshot assertions keep their shared state behind.
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "layoutshot", targets: ["layoutshot"]),
        .library(name: "LayoutCore", targets: ["LayoutCore"]),
        .library(name: "LayoutSpec", targets: ["LayoutSpec"]),
        .library(name: "LayoutRender", targets: ["LayoutRender"]),
        .library(name: "LayoutPipeline", targets: ["LayoutPipeline"]),
        .library(name: "LayoutSnapshotStore", targets: ["LayoutSnapshotStore"]),
        .library(name: "LayoutSnapshotTesting", targets: ["LayoutSnapshotTesting"]),
        .library(name: "LayoutShotUIKit", targets: ["LayoutShotUIKit"]),
        .library(name: "LayoutShotSwiftUI", targets: ["LayoutShotSwiftUI"]),
        .executable(name: "layoutshot-port", targets: ["layoutshot-port"]),
        .plugin(name: "LayoutShotPortPlugin", targets: ["LayoutShotPortPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        swiftSyntax,
    ],
    targets: [
        .target(name: "LayoutCore"),
        .target(name: "LayoutText", exclude: ["Font/LICENSE.txt"]),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        .target(
            name: "LayoutSpec",
            dependencies: ["LayoutCore", "LayoutText", .product(name: "Yams", package: "Yams")]
        ),
        .target(name: "CDeflate"),
        .target(name: "LayoutRender", dependencies: ["LayoutCore", "LayoutText", "CPNG", "CDeflate"]),
        .target(name: "LayoutPipeline", dependencies: ["LayoutCore", "LayoutSpec", "LayoutRender"]),
        .target(
            name: "LayoutSnapshotStore",
            dependencies: ["LayoutCore", "LayoutSpec", "LayoutRender", "LayoutPipeline"]
        ),
        .target(
            name: "LayoutSnapshotTesting",
            dependencies: [
                "LayoutCore", "LayoutSpec", "LayoutRender", "LayoutPipeline", "LayoutSnapshotStore", "LayoutShotUIKit",
                "LayoutShotSwiftUI", "LayoutShotHostPictures",
            ]
        ),
        .target(name: "LayoutShotCoreGraphics", dependencies: ["LayoutCore"]),
        .target(name: "LayoutShotUIKit", dependencies: ["LayoutCore", "LayoutText", "LayoutShotCoreGraphics"]),
        .target(
            name: "LayoutShotSwiftUI", dependencies: ["LayoutCore", "LayoutText", "LayoutShotCoreGraphics"]
        ),
        // How the hosts' results are drawn (the renderer's styles and filmstrips of a SwiftUI layout and a UIKit
        // transition) and the UIKit host's documentation pictures, so the hosts themselves do not link the renderer.
        .target(
            name: "LayoutShotHostPictures",
            dependencies: ["LayoutPipeline", "LayoutRender", "LayoutShotUIKit", "LayoutShotSwiftUI"]
        ),
        // What every executable of the package shares: the exit codes (docs/formats.md: 0, 1 for a failed check, 2 for
        // bad input) and the benchmarks' one measuring function.
        .target(
            name: "LayoutShotCommandLine",
            dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(
            name: "layoutshot",
            dependencies: [
                "LayoutCore", "LayoutSpec", "LayoutRender", "LayoutPipeline", "LayoutSnapshotStore", "LayoutShotCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            resources: [.copy("Gallery")]
        ),
        // The SwiftUI gallery (docs/images/swiftui-*.png) and the 10,000-view benchmark.
        .executableTarget(
            name: "layoutshot-swiftui",
            dependencies: [
                "LayoutShotSwiftUI", "LayoutShotHostPictures", "LayoutPipeline", "LayoutRender", "LayoutSpec", "LayoutShotCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "layoutshot-bench",
            dependencies: [
                "LayoutCore", "LayoutPipeline", "LayoutShotUIKit", "LayoutShotCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The UIKit host's documentation pictures (docs/images/uikit-*.png), as scripts/make-docs-images.sh runs it.
        .executableTarget(
            name: "layoutshot-uikit-images",
            dependencies: [
                "LayoutPipeline", "LayoutRender", "LayoutSpec", "LayoutShotHostPictures", "LayoutShotCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Random layouts driven through the UIKit host, run in chunks by scripts/fuzz/fuzz.py --host-cases.
        .executableTarget(
            name: "layoutshot-host-fuzz",
            dependencies: [
                "LayoutCore", "LayoutPipeline", "LayoutShotUIKit", "LayoutShotCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The porting tool: app layout sources in, sources that compile against LayoutShotUIKit out.
        .target(
            name: "LayoutShotPort",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "layoutshot-port",
            dependencies: [
                "LayoutShotPort", "LayoutShotCommandLine", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "LayoutShotPortPlugin",
            capability: .buildTool(),
            dependencies: ["layoutshot-port"]
        ),
        .target(
            name: "LayoutShotTestSupport",
            dependencies: ["LayoutCore", "LayoutSpec"],
            path: "Tests/LayoutShotTestSupport"
        ),
        .testTarget(name: "LayoutCoreTests", dependencies: ["LayoutCore", "LayoutShotTestSupport"]),
        .testTarget(name: "LayoutTextTests", dependencies: ["LayoutText", "LayoutShotTestSupport"]),
        .testTarget(name: "LayoutSpecTests", dependencies: ["LayoutSpec", "LayoutCore", "LayoutShotTestSupport"]),
        // zlib (through CPNG) is the oracle the deflate encoder's output is inflated with.
        .testTarget(name: "CDeflateTests", dependencies: ["CDeflate", "CPNG", "LayoutShotTestSupport"]),
        .testTarget(name: "LayoutRenderTests", dependencies: ["LayoutRender", "LayoutCore", "LayoutShotTestSupport"]),
        .testTarget(
            name: "LayoutPipelineTests",
            dependencies: ["LayoutPipeline", "LayoutSpec", "LayoutRender", "LayoutShotCommandLine", "LayoutShotTestSupport"]
        ),
        .testTarget(
            name: "LayoutSnapshotTestingTests",
            dependencies: [
                "LayoutSnapshotTesting", "LayoutSnapshotStore", "LayoutPipeline", "LayoutSpec", "LayoutRender", "LayoutShotUIKit",
                "LayoutShotTestSupport", "LayoutShotHostPictures",
            ]
        ),
        .testTarget(
            name: "LayoutSnapshotStoreTests",
            dependencies: ["LayoutSnapshotStore", "LayoutPipeline", "LayoutSpec", "LayoutRender", "LayoutCore", "LayoutShotTestSupport"]
        ),
        .testTarget(name: "LayoutShotCLITests", dependencies: ["layoutshot", "LayoutPipeline", "LayoutShotTestSupport"]),
        .testTarget(
            name: "LayoutShotSwiftUITests",
            dependencies: ["LayoutShotSwiftUI", "LayoutSnapshotTesting", "LayoutText", "LayoutShotHostPictures", "LayoutPipeline", "LayoutRender"]
        ),
        .testTarget(
            name: "LayoutShotSwiftUISwift5Tests",
            dependencies: ["LayoutShotSwiftUI", "LayoutSnapshotTesting"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "LayoutShotUIKitSwift5Tests",
            dependencies: ["LayoutShotUIKit", "LayoutCore"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "LayoutShotUIKitTests",
            dependencies: ["LayoutShotUIKit", "LayoutCore", "LayoutSpec", "LayoutText", "LayoutSnapshotTesting", "LayoutShotTestSupport"]
        ),
            .testTarget(name: "LayoutShotPortTests", dependencies: ["LayoutShotPort"]),
        // An app's layout sources as written for iOS (App/, excluded) and what layoutshot-port makes of them
        // (Ported/, kept current by LayoutShotPortTests), in the Swift 5 language mode most such code is in. Not
        // ported by the plugin here, which would build swift-syntax a second time for its tool; .ci/run checks the
        // plugin in a scratch package.
        .target(
            name: "PortFixture",
            dependencies: ["LayoutShotUIKit"],
            path: "Tests/PortFixture",
            exclude: ["App"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "LayoutShotPortFixtureTests",
            dependencies: ["PortFixture", "LayoutShotUIKit"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(name: "LayoutShotPortCLITests", dependencies: ["layoutshot-port", "LayoutShotTestSupport"]),
    ]
)

// `LAYOUTSHOT_SKIP_PORT=1 swift test` leaves out the porting tool's targets and swift-syntax, for a quicker local
// loop on the other modules; CI and a plain `swift test` build everything.
if Context.environment["LAYOUTSHOT_SKIP_PORT"] == "1" {
    let portTargets: Set<String> = ["LayoutShotPort", "layoutshot-port", "LayoutShotPortPlugin", "LayoutShotPortTests", "LayoutShotPortCLITests"]
    package.targets.removeAll { portTargets.contains($0.name) }
    package.products.removeAll { portTargets.contains($0.name) }
    package.dependencies.removeAll { $0 === swiftSyntax }
}

// `LAYOUTSHOT_APPLE_PATHS=1 swift test --filter LayoutShotSwiftUI` builds LayoutShotSwiftUI, what is built on it and
// the SwiftUI suites with what a Mac adds to every file's scope through Foundation (names Linux's Foundation lacks,
// declared by a stand-in module the look-alike re-exports): a clash only a Mac would show fails the build here.
if Context.environment["LAYOUTSHOT_APPLE_PATHS"] == "1" {
    package.targets.append(.target(name: "MacFoundationNames", path: "Tests/MacFoundationNames"))
    for target in package.targets where ["LayoutShotSwiftUI", "LayoutShotSwiftUITests", "LayoutShotSwiftUISwift5Tests"].contains(target.name) {
        if target.name == "LayoutShotSwiftUI" { target.dependencies.append("MacFoundationNames") }
        target.swiftSettings = (target.swiftSettings ?? []) + [.define("LAYOUTSHOT_APPLE_PATHS")]
    }
}

// CoreLocation's and UniformTypeIdentifiers' values (a coordinate, a location, a type identifier) under their own
// module names, which layoutshot-port puts in place of Apple's imports: Apple's own modules re-exported on Apple
// platforms, values declared on Linux, no service anywhere.
// LayoutShotFoundation: the Foundation names app models use that Linux's lacks (`String(localized:)`, `ListFormatter`),
// re-exported by LayoutShotSwiftUI.
package.products += ["LayoutShotCoreLocation", "LayoutShotUniformTypeIdentifiers", "LayoutShotFoundation"].map { .library(name: $0, targets: [$0]) }
package.targets += ["LayoutShotCoreLocation", "LayoutShotUniformTypeIdentifiers", "LayoutShotFoundation"].map { .target(name: $0) }
package.targets.first { $0.name == "LayoutShotSwiftUI" }?.dependencies.append("LayoutShotFoundation")
package.targets.first { $0.name == "LayoutShotSwiftUITests" }?.dependencies += ["LayoutShotCoreLocation", "LayoutShotUniformTypeIdentifiers"]
