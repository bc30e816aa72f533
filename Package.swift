// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "LayoutShot",
    products: [
        .executable(name: "layoutshot", targets: ["layoutshot"]),
        .library(name: "LayoutCore", targets: ["LayoutCore"]),
        .library(name: "LayoutSpec", targets: ["LayoutSpec"]),
        .library(name: "LayoutRender", targets: ["LayoutRender"]),
        .library(name: "LayoutSnapshotTesting", targets: ["LayoutSnapshotTesting"]),
        .library(name: "LayoutShotUIKit", targets: ["LayoutShotUIKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        .target(name: "LayoutCore"),
        .target(name: "LayoutText", exclude: ["Font/LICENSE.txt"]),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .target(
            name: "LayoutSpec",
            dependencies: ["LayoutCore", "LayoutText", .product(name: "Yams", package: "Yams")]
        ),
        .target(name: "LayoutRender", dependencies: ["LayoutCore", "LayoutText", "CPNG"]),
        .target(
            name: "LayoutSnapshotTesting",
            dependencies: ["LayoutCore", "LayoutRender", "LayoutSpec"]
        ),
        .target(name: "LayoutShotUIKit", dependencies: ["LayoutCore"]),
        .executableTarget(
            name: "layoutshot",
            dependencies: [
                "LayoutCore", "LayoutSpec", "LayoutRender", "LayoutSnapshotTesting", "LayoutText",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "LayoutCoreTests", dependencies: ["LayoutCore"]),
        .testTarget(name: "LayoutTextTests", dependencies: ["LayoutText"]),
        .testTarget(name: "LayoutSpecTests", dependencies: ["LayoutSpec", "LayoutCore"]),
        .testTarget(name: "LayoutRenderTests", dependencies: ["LayoutRender", "LayoutCore", "LayoutSpec"]),
        .testTarget(
            name: "LayoutSnapshotTestingTests",
            dependencies: ["LayoutSnapshotTesting", "LayoutSpec", "LayoutRender"]
        ),
        .testTarget(name: "LayoutShotCLITests", dependencies: ["layoutshot"]),
        .testTarget(name: "LayoutShotUIKitTests", dependencies: ["LayoutShotUIKit", "LayoutCore"]),
    ]
)
