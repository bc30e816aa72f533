import Foundation
import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutShotUIKit
import Sample

/// Loads each screen of the sample's outline on an iPhone 14 as a window shows it, draws it at rest (scrolled to
/// the top of its adjusted content inset), and writes the sheet and the list of what loaded and why not.
@MainActor
enum Review {
    static let device = DeviceModel.named("iPhone 14")!
    static let columns = 6

    static func run(png: String, report: String, skipping skipped: Set<String>) -> Int32 {
        var panels: [(group: String, panel: SheetPanel)] = []
        var screens: [[String: String]] = []
        for screen in reviewScreens() where !skipped.contains(screen.type) {
            var entry = ["group": screen.group, "title": screen.title, "type": screen.type]
            FileHandle.standardError.write(Data("loading \(screen.type)\n".utf8))
            do {
                let host = try LayoutHost(viewController: screen.make(), device: device)
                let inset = host.collectionView.adjustedContentInset
                let resolved = try host.resolve(at: CGPoint(x: -inset.left, y: -inset.top))
                let cells = resolved.attributes.filter { $0.kind == .cell }.count
                entry["status"] = "drawn"
                entry["detail"] = "\(cells) cells on screen, \(resolved.attributes.count) elements"
                if !host.warnings.isEmpty { entry["warnings"] = host.warnings.map { "\($0)" }.joined(separator: "; ") }
                let scene = LayoutPicture.scene(of: [SceneFrame(resolved)])
                panels.append((screen.group, SheetPanel(scene: scene, caption: [screen.title, screen.type])))
            } catch {
                entry["status"] = "failed"
                entry["reason"] = "\(error)"
            }
            screens.append(entry)
        }
        let checks = Checks.all(skipping: skipped)
        var rows: [SheetRow] = []
        var group = "", chunk: [SheetPanel] = []
        func flush() {
            guard !chunk.isEmpty else { return }
            rows.append(SheetRow(title: group, panels: chunk))
            chunk = []
        }
        for (panelGroup, panel) in panels {
            if panelGroup != group || chunk.count == columns { flush() }
            group = panelGroup
            chunk.append(panel)
        }
        flush()
        let drawn = screens.filter { $0["status"] == "drawn" }.count
        let title = "Apple's \"Implementing Modern Collection Views\" ported by layoutshot-port, on \(device.name): \(drawn) of \(screens.count) screens drawn"
        do throws(any Error) {
            let picture = try Picture(SheetBuilder.grid(of: rows, title: title, theme: .light), scale: 1)
            try Data(try picture.png()).write(to: URL(fileURLWithPath: png))
            let document: [String: Any] = ["device": device.name, "screens": screens, "checks": checks.map(\.json)]
            let data = try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
            try data.write(to: URL(fileURLWithPath: report))
        } catch {
            FileHandle.standardError.write(Data("SampleReview: \(error)\n".utf8))
            return 2
        }
        return checks.allSatisfy(\.ok) ? 0 : 1
    }
}
