# Sourced by the scripts that build a throwaway client package of LayoutShotUIKit.
#
# uikit_package DIR TOOLS SETTINGS TARGET...: writes DIR/Package.swift with swift-tools-version TOOLS and one
# executable target per TARGET (sources in DIR/Sources/TARGET), each depending on LayoutShotUIKit and
# LayoutCore of the repository this file is in, built with the Swift settings SETTINGS (a Swift array literal).
uikit_package() {
    local dir="$1" tools="$2" settings="$3"; shift 3
    local repo; repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
    local names; names="$(printf '"%s", ' "$@")"
    cat > "$dir/Package.swift" <<SWIFT
// swift-tools-version:$tools
import PackageDescription

let dependencies: [Target.Dependency] = [
    .product(name: "LayoutShotUIKit", package: "$(basename "$repo")"),
    .product(name: "LayoutCore", package: "$(basename "$repo")"),
]
let package = Package(
    name: "UIKitClient",
    dependencies: [.package(path: "$repo")],
    targets: [${names%, }].map { .executableTarget(name: \$0, dependencies: dependencies, swiftSettings: $settings) }
)
SWIFT
}
