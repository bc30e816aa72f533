import SwiftParser
import SwiftSyntax

/// Ports a set of Swift files written for iOS so that they compile against LayoutShotUIKit on Linux, keeping
/// their meaning: every file of the set is read first (protocols, conformers, classes and their extensions may
/// be in different files), then each is rewritten. Pure: text in, text out.
public enum Porter {
    /// The ported files, every rewrite, and every construct that cannot be ported. The previews of files that
    /// import SwiftUI are kept and listed in `<previewRegistry>.swift`, a file added to the result when there is
    /// one or `writesRegistry` says so (a build plugin must know its outputs before the tool runs).
    public static func port(
        _ sources: [PortSource], previewRegistry: String = "LayoutShotPreviews", writesRegistry: Bool = false
    ) -> PortResult {
        let refusals = sources.compactMap { source in
            NestingGuard.refusal(of: source.text).map { PortNote(file: source.path, line: $0.line, message: $0.message) }
        }
        guard refusals.isEmpty else { return PortResult(files: sources, rewrites: [], problems: refusals.sorted()) }
        let trees = sources.map { Parser.parse(source: $0.text) }
        var index = PortIndex()
        UIKitOptionalMethods.seed(&index)
        var builders: [IndexBuilder] = []
        for (file, tree) in trees.enumerated() {
            let builder = IndexBuilder(index: index, file: file, path: sources[file].path, tree: tree)
            builder.walk(tree)
            index = builder.index
            builders.append(builder)
        }
        index.mergeExtensionsOfAliases()
        var problems: [PortNote] = []
        for info in index.classes.values.sorted(by: { $0.name < $1.name }) where info.file >= 0 {
            guard let cycle = index.superclassCycle(from: info), cycle.first == info.name else { continue }
            problems.append(PortNote(
                file: sources[info.file].path, line: 1,
                message: "class '\(info.name)' inherits from itself (\(cycle.joined(separator: " → "))); Swift refuses a circular hierarchy"))
        }
        for (file, tree) in trees.enumerated() where tree.hasError {
            problems.append(PortNote(file: sources[file].path, line: 1, message: "the file does not parse as Swift"))
        }
        for (file, builder) in builders.enumerated() {
            OverrideMovePlan.plan(builder.overrideExtensions, file: file, builder: builder, into: &index)
        }
        for (file, builder) in builders.enumerated() {
            OverridableMovePlan.plan(builder.extensions, file: file, builder: builder, into: &index)
        }
        WitnessStubPlan.plan(into: &index) { file, node, message in builders[file].note(node, message) }
        let rewriters = trees.enumerated().map { file, tree in
            FileRewriter(path: sources[file].path, tree: tree, index: index, previewRegistry: previewRegistry)
        }
        for rewriter in rewriters { rewriter.rewriterOfFile = { rewriters[$0] } }
        let texts = zip(rewriters, trees).map { $0.port($1) }
        var files = sources
        for position in files.indices { files[position].text = texts[position] }
        problems += index.problems + rewriters.flatMap(\.problems)
        let entries = rewriters.flatMap { $0.previewEntries.sorted { $0.ordinal < $1.ordinal } }
        if writesRegistry || !entries.isEmpty {
            let registryPath = "\(previewRegistry).swift"
            if sources.contains(where: { $0.path.lowercased() == registryPath.lowercased() }) {
                problems.append(PortNote(
                    file: registryPath, line: 1,
                    message: "the previews' registry is written to '\(registryPath)', which the folder already has; name the registry otherwise (--preview-registry)"))
            } else {
                files.append(PortSource(path: registryPath, text: PreviewRegistry.file(named: previewRegistry, entries: entries)))
            }
        }
        return PortResult(files: files, rewrites: rewriters.flatMap(\.rewrites).sorted(), problems: unique(problems).sorted())
    }

    private static func unique(_ notes: [PortNote]) -> [PortNote] {
        var seen: Set<String> = []
        return notes.filter { seen.insert($0.description).inserted }
    }
}
