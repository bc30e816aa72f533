import Foundation
import LayoutSpec

/// A folder of snapshots: every spec `NAME.json` (or `.yaml`/`.yml`) with its references
/// `NAME.png`, `NAME.svg` and `NAME.layout.json` beside it (docs/formats.md). A spec with a `matrix` or `variants`
/// is one snapshot per combination, `NAME.SUFFIX` (`SpecCombination.nameSuffix`).
public struct SnapshotDirectory: Sendable {
    /// One snapshot of the folder: a spec, or one combination of a spec's matrix and variants.
    public struct Entry: Hashable, Sendable {
        /// The references' `NAME`: the spec's file name without its extension, and the combination's suffix.
        public var name: String
        /// The spec file.
        public var specPath: String
        /// The combination of the spec's matrix and variants this snapshot shows, `nil` for the spec as written.
        public var combination: SpecCombination?
        /// The spec file as read and parsed when the folder was listed, shared by all its combinations; `nil` when it
        /// was not (the check then reads it, and reports why it cannot be read).
        var source: SpecSource?

        /// Creates an entry.
        public init(name: String, specPath: String, combination: SpecCombination? = nil) {
            self.name = name
            self.specPath = specPath
            self.combination = combination
        }

        /// An entry of a listed spec, decoded from `source`.
        init(name: String, source: SpecSource, combination: SpecCombination?) {
            self.init(name: name, specPath: source.file, combination: combination)
            self.source = source
        }

        /// Entries are the same snapshot when their names, spec files and combinations are; the parsed text follows.
        public static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.name == rhs.name && lhs.specPath == rhs.specPath && lhs.combination == rhs.combination
        }

        /// Hashes what `==` compares.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(specPath)
            hasher.combine(combination)
        }

        /// The spec file's name without its extension (`name` without the combination's suffix).
        public var specName: String {
            guard let combination else { return name }
            return String(name.dropLast(combination.nameSuffix.count))
        }
    }

    /// The folder.
    public var path: String

    /// The extensions of the references beside each spec, in the order they are checked.
    public static let referenceExtensions = ["layout.json", "png", "svg"]
    /// The suffixes of failure artifacts (`NAME.actual.png`, `NAME.diff.png`): not references.
    static let artifactSuffixes = [".actual", ".diff"]

    /// The snapshot folder at `path`.
    public init(path: String) {
        self.path = path
    }

    /// The snapshots in the folder, sorted by name, those whose name, spec name or file name matches `filter` (a glob)
    /// when given: one per spec, or one per combination of a spec's `matrix` and `variants`. A spec whose matrix cannot
    /// be read is one entry under its own name, so that checking it reports why.
    ///
    /// - Throws: `SnapshotError.sameName` or `.artifactName` when one snapshot's files would be another's
    ///   (`checkNames`, generated names included), whether or not `filter` matches them.
    public func specs(matching filter: String? = nil) throws(SnapshotError) -> [Entry] {
        var all: [(entry: Entry, file: String)] = []
        for file in try files().sorted() {
            guard let name = Self.specName(file) else { continue }
            let specPath = ReferenceFile.join(path, file)
            // Read and parsed once here; every combination decodes from the one tree.
            guard let source = try? SpecSource.read(contentsOfFile: specPath) else {
                all.append((Entry(name: name, specPath: specPath), file))
                continue
            }
            let combinations = (try? source.combinations()) ?? []
            if combinations.isEmpty {
                all.append((Entry(name: name, source: source, combination: nil), file))
            }
            for combination in combinations {
                all.append((Entry(name: name + combination.nameSuffix, source: source, combination: combination), file))
            }
        }
        try Self.checkNames(all)
        return all.filter { entry, file in
            guard let filter else { return true }
            return Self.glob(filter, matches: entry.name) || Self.glob(filter, matches: entry.specName)
                || Self.glob(filter, matches: file)
        }
        .map(\.entry)
        .sorted { $0.name < $1.name }
    }

    /// References (and leftover artifacts) whose snapshot no longer exists: no spec, or no combination, of their name.
    public func obsoleteReferences() throws(SnapshotError) -> [String] {
        let all = try files()
        let specs = Set(all.compactMap(Self.specName)).union(try self.specs().map(\.name))
        return all.filter { file in
            guard let stem = Self.referenceStem(file) else { return false }
            var name = stem
            for suffix in Self.artifactSuffixes where name.hasSuffix(suffix) {
                name.removeLast(suffix.count)
            }
            return !specs.contains(stem) && !specs.contains(name)
        }
        .sorted()
        .map { ReferenceFile.join(path, $0) }
    }

    private func files() throws(SnapshotError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadableDirectory(path: path, reason: "no such directory")
        }
        guard isDirectory.boolValue else { throw .unreadableDirectory(path: path, reason: "not a directory") }
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path).filter { !$0.hasPrefix(".") }
        } catch {
            throw .unreadableDirectory(path: path, reason: error.localizedDescription)
        }
    }

    /// `NAME` for a spec file name (the extension in any case: `NAME.JSON` too), `nil` for anything else
    /// (references included).
    static func specName(_ file: String) -> String? {
        func ends(with ext: String) -> Bool {
            file.utf8.count > ext.utf8.count && String(decoding: file.utf8.suffix(ext.utf8.count), as: UTF8.self).lowercased() == ext
        }
        guard !ends(with: ".layout.json"), let ext = [".json", ".yaml", ".yml"].first(where: ends) else { return nil }
        return String(decoding: file.utf8.dropLast(ext.utf8.count), as: UTF8.self)
    }

    /// `NAME` for a reference file name (`NAME.png`, `NAME.svg`, `NAME.layout.json`), else `nil`.
    static func referenceStem(_ file: String) -> String? {
        for ext in referenceExtensions where file.hasSuffix("." + ext) && file.count > ext.count + 1 {
            return String(file.dropLast(ext.count + 1))
        }
        return nil
    }

    /// A glob matching `name` only: `\`, `*`, `?` and `[` escaped with a backslash.
    public static func literalGlob(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            if "\\*?[".unicodeScalars.contains(scalar) { out += "\\" }
            out.unicodeScalars.append(scalar)
        }
        return out
    }

    /// Shell-style glob matching (`*`, `?`, `[...]`).
    static func glob(_ pattern: String, matches name: String) -> Bool {
        fnmatch(pattern, name, 0) == 0
    }
}
