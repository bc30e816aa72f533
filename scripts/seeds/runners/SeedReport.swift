import LayoutCore
import LayoutShotUIKit

/// Lays a seed's layout out through LayoutHost and prints what came back, or the fault the host found.
@MainActor
enum SeedReport {
    /// The fault the host found ends the run; its warnings are printed after the frames.
    static func run(
        _ name: String, layout: UICollectionViewLayout, delegate: some UICollectionViewDataSource & UICollectionViewDelegate,
        offsets: [Double]
    ) {
        let host = LayoutHost(
            layout: layout, viewport: CGSize(width: 390, height: 844), dataSource: delegate, delegate: delegate)
        do {
            let whole = try host.resolveContent()
            print("\(name): content \(format(whole.contentSize.width)) × \(format(whole.contentSize.height)), whole content: \(summary(whole))")
            for offset in offsets {
                let resolved = try host.resolve(at: CGPoint(x: 0, y: offset))
                print("  offset y \(format(offset)): \(summary(resolved))")
            }
            print("  prepare() ran \(host.prepareCount) times")
        } catch {
            print("\(name): FAULT \(error)")
        }
        for warning in host.warnings { print("  warning: \(warning)") }
    }

    static func summary(_ resolved: ResolvedLayout) -> String {
        let counts = Dictionary(grouping: resolved.attributes, by: \.kind).mapValues(\.count)
        let parts = ElementKind.allCases.compactMap { kind in counts[kind].map { "\($0) \(kind.rawValue)" } }
        let headers = resolved.attributes.filter { $0.kind == .header }
            .map { "header \($0.section) y \(format($0.frame.y))" }
        let first = resolved.attributes.first { $0.kind == .cell }.map {
            "first cell [\($0.section), \($0.item)] at [\(format($0.frame.x)), \(format($0.frame.y)), \(format($0.frame.width)), \(format($0.frame.height))]"
        }
        return (parts + headers + [first].compactMap { $0 }).joined(separator: ", ")
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }
}
