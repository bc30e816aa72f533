import Foundation
import PackagePlugin

/// Ports an app's layout sources at build time: every `.swift` file under the target's folder that the target
/// itself does not compile (a folder the target excludes, typically a symbolic link into the app's repository)
/// is run through layoutshot-port, and the ported copies are compiled into the target. Nothing is copied or
/// edited by hand; a construct that cannot be ported fails the build with `file:line: error: …`. A folder whose
/// SwiftUI files have previews also gets `LayoutShotPreviews.swift`, the registry of them (with several such
/// folders, `LayoutShotPreviews_<Folder>.swift` each).
@main
struct LayoutShotPortPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let compiled = Set(target.sourceFiles(withSuffix: "swift").map { $0.url.resolvingSymlinksInPath().path })
        // `directoryURL` needs tools 6.1; the package is 6.0.
        let root = URL(fileURLWithPath: String(describing: target.directory))
        let inputs = swiftFiles(under: root).filter { !compiled.contains($0.url.resolvingSymlinksInPath().path) }
        guard !inputs.isEmpty else { return [] }
        let folders = Set(inputs.map { $0.relative.split(separator: "/").first.map(String.init) ?? "" })
        var commands: [Command] = []
        let ported = folders.sorted().filter { !$0.hasSuffix(".swift") }
        let withPreviews = ported.filter { folder in inputs.contains { $0.relative.hasPrefix(folder + "/") && mayHavePreviews($0.url) } }
        for folder in ported {
            let files = inputs.filter { $0.relative.hasPrefix(folder + "/") }
            let output = context.pluginWorkDirectoryURL.appendingPathComponent("Ported").appendingPathComponent(folder)
            var arguments = [root.appendingPathComponent(folder).path, "--output", output.path]
            var outputs = files.map { output.appendingPathComponent(String($0.relative.dropFirst(folder.count + 1))) }
            if withPreviews.contains(folder) {
                let registry = withPreviews.count == 1
                    ? "LayoutShotPreviews" : "LayoutShotPreviews_" + String(folder.map { $0.isLetter || $0.isNumber ? $0 : "_" })
                arguments += ["--preview-registry", registry]
                outputs.append(output.appendingPathComponent(registry + ".swift"))
            }
            commands.append(.buildCommand(
                displayName: "Porting \(folder) (\(files.count) files) for LayoutShotUIKit",
                executable: try context.tool(named: "layoutshot-port").url,
                arguments: arguments,
                inputFiles: files.map(\.url),
                outputFiles: outputs))
        }
        return commands
    }

    /// Whether the file may hold previews the tool keeps: it imports SwiftUI and names `#Preview` or
    /// `PreviewProvider` (the tool decides from the syntax; the registry is written either way).
    private func mayHavePreviews(_ url: URL) -> Bool {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return false }
        return text.contains("import SwiftUI") && (text.contains("#Preview") || text.contains("PreviewProvider"))
    }

    /// The `.swift` files below `root`, following symbolic links, with paths relative to it.
    private func swiftFiles(under root: URL) -> [(url: URL, relative: String)] {
        var result: [(URL, String)] = []
        var pending: [(URL, String)] = [(root, "")]
        while let (folder, prefix) = pending.popLast() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                let url = folder.appendingPathComponent(name)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.resolvingSymlinksInPath().path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    pending.append((url, prefix + name + "/"))
                } else if name.hasSuffix(".swift") {
                    result.append((url, prefix + name))
                }
            }
        }
        return result
    }
}
