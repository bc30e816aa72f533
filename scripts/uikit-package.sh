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
