# Sourced by the scripts that build a throwaway consumer package of this repository.
#
# consumer_paths WORK: sets `package` (the folder the consumer package is written to, emptied), `dependency` (the
# path its Package.swift gives for this repository, a link named layoutshot) and `build` (its scratch folder),
# all in WORK. With LAYOUTSHOT_CONSUMER_ROOT set, every script uses that folder instead: the compiler's commands
# name the consumer's folder and the dependency's path, so only one shared place lets SwiftPM compile this
# repository once for all the consumer packages built one after another (.ci/run does that).
consumer_paths() {
    local base="${LAYOUTSHOT_CONSUMER_ROOT:-$1}"
    local repo; repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
    mkdir -p "$base"
    package="$base/package"
    dependency="$base/layoutshot"
    build="$base/build"
    rm -rf "$package"
    mkdir -p "$package"
    ln -sfn "$repo" "$dependency"
}

# uikit_package TOOLS SETTINGS TARGET...: writes $package/Package.swift (see consumer_paths) with
# swift-tools-version TOOLS and one executable target per TARGET (sources in $package/Sources/TARGET), each
# depending on LayoutShotUIKit and LayoutCore, built with the Swift settings SETTINGS (a Swift array literal).
uikit_package() {
    local tools="$1" settings="$2"; shift 2
    local names; names="$(printf '"%s", ' "$@")"
    cat > "$package/Package.swift" <<SWIFT
// swift-tools-version:$tools
import PackageDescription

let dependencies: [Target.Dependency] = [
    .product(name: "LayoutShotUIKit", package: "layoutshot"),
    .product(name: "LayoutCore", package: "layoutshot"),
]
let package = Package(
    name: "UIKitClient",
    dependencies: [.package(path: "$dependency")],
    targets: [${names%, }].map { .executableTarget(name: \$0, dependencies: dependencies, swiftSettings: $settings) }
)
SWIFT
}

# plugin_package NAME TARGET FOLDER PRODUCT TEST_PRODUCT [SETTINGS]: writes $package/Package.swift (see consumer_paths)
# of the scratch packages that port a folder at build time as docs/porting.md and docs/swiftui.md write them: package
# NAME, target TARGET depending on PRODUCT with its linked FOLDER excluded and ported by LayoutShotPortPlugin (built
# with the Swift settings SETTINGS, a Swift array literal, when given), and test target TARGETTests depending on it
# and TEST_PRODUCT.
plugin_package() {
    local name="$1" target="$2" folder="$3" product="$4" test_product="$5" settings="${6:-}"
    cat > "$package/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "$name",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../layoutshot")],
    targets: [
        .target(
            name: "$target",
            dependencies: [.product(name: "$product", package: "layoutshot")],
            exclude: ["$folder"],${settings:+
            swiftSettings: $settings,}
            plugins: [.plugin(name: "LayoutShotPortPlugin", package: "layoutshot")]
        ),
        .testTarget(name: "${target}Tests", dependencies: ["$target", .product(name: "$test_product", package: "layoutshot")]),
    ]
)
SWIFT
}
