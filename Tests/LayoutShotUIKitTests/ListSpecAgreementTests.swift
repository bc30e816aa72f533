import LayoutCore
import LayoutShotUIKit
import LayoutSpec
import Testing

/// A list written as a spec and the same list written with UIKit's API, hosted by `LayoutHost`, give the same
/// elements: rows, headers, footers, backgrounds, separators (with the header padding, the background colour and
/// a per-row separator override), for every appearance and header mode. The spec states the separators' thickness,
/// one pixel of the host's 3× screen, which the host takes from its traits.
@MainActor
struct ListSpecAgreementTests {
    nonisolated static let cases: [(String, String)] = ["plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain"].flatMap { appearance in
        ["none", "supplementary", "firstItemInSection"].map { (appearance, $0) }
    }

    @Test(arguments: cases)
    func specAndAPIAgree(appearance: String, headerMode: String) throws {
        let text = #"""
            {"viewport": {"width": 390, "height": 700},
             "layout": {"kind": "compositional", "sections": [
               {"list": {"appearance": "\#(appearance)", "headerMode": "\#(headerMode)", "footerMode": "supplementary",
                 "headerTopPadding": 9, "backgroundColor": "#E5E5EA", "showsSeparators": true,
                 "metrics": {"separatorThickness": \#(1.0 / 3)},
                 "itemSeparators": [{"section": 0, "item": 2, "bottomSeparatorVisibility": "visible", "bottomSeparatorInsets": {"leading": 0}}]}},
               {"list": {"appearance": "\#(appearance)", "headerMode": "\#(headerMode)", "metrics": {"separatorThickness": \#(1.0 / 3)}}}]},
             "sections": [{"items": {"count": 3}}, {"items": {"count": 4}}]}
            """#
        let spec = try SpecDecoder.decode(Array(text.utf8), file: "list.json")
        guard case .compositional(let fromSpec, _) = spec.computeLayout() else {
            Issue.record("not a compositional layout")
            return
        }
        let rect = Rect2D(x: 0, y: 0, width: 390, height: 700)
        let specKeys = fromSpec.attributes(in: rect, at: .zero, orthogonalOffsets: [:]).map(Self.key).sorted()

        func configuration(_ section: Int) -> UICollectionLayoutListConfiguration {
            let appearances: [String: UICollectionLayoutListConfiguration.Appearance] = [
                "plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped, "sidebar": .sidebar, "sidebarPlain": .sidebarPlain,
            ]
            let modes: [String: UICollectionLayoutListConfiguration.HeaderMode] = [
                "none": .none, "supplementary": .supplementary, "firstItemInSection": .firstItemInSection,
            ]
            var config = UICollectionLayoutListConfiguration(appearance: appearances[appearance]!)
            config.headerMode = modes[headerMode]!
            guard section == 0 else { return config }
            config.footerMode = .supplementary
            config.headerTopPadding = 9
            config.backgroundColor = UIColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1)
            config.showsSeparators = true
            config.itemSeparatorHandler = { indexPath, separators in
                guard indexPath.item == 2 else { return separators }
                var row = separators
                row.bottomSeparatorVisibility = .visible
                row.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
                return row
            }
            return config
        }
        let layout = UICollectionViewCompositionalLayout { section, environment in
            NSCollectionLayoutSection.list(using: configuration(section), layoutEnvironment: environment)
        }
        let host = LayoutHost(layout: layout, viewport: CGSize(width: 390, height: 700), dataSource: TestDataSource([3, 4]))
        let hostKeys = try host.resolve(at: .zero).attributes.map(Self.key).sorted()
        #expect(hostKeys == specKeys)

        // Section 0 shows separators in every appearance (set explicitly); section 1 as its appearance decides.
        let separators = specKeys.filter { $0.contains("list-separator") }
        #expect(separators.contains { $0.hasPrefix("decoration 0.") })
        #expect(separators.contains { $0.hasPrefix("decoration 1.") } == !appearance.hasPrefix("sidebar"))
    }

    /// What must agree: category, index path, element kind, frame, zIndex and colour.
    static func key(_ a: LayoutAttributes) -> String {
        CompositionalAPIAgreementTests.key(a) + " \(a.color?.hexString ?? "-")"
    }
}
