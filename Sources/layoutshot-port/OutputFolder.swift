import Foundation
import LayoutShotPort

/// The folder the ported files go to. It is replaced whole: the files are written to a sibling folder first,
/// which then takes its place, so a failure leaves the previous output as it was. A folder that holds files
/// layoutshot-port did not write (it marks its own with `.layoutshot-port`) is only replaced when asked.
struct OutputFolder {
    /// The file that marks a folder as layoutshot-port's output.
    static let markerName = ".layoutshot-port"
    var path: String
    var source: String

    /// `path` with every link resolved, even when its last components do not exist yet (a first run): the deepest
    /// existing folder is resolved and the rest appended, so an output named through a link into the sources is
    /// seen to be inside them.
    static func realPath(of path: String) -> URL {
        var existing = URL(fileURLWithPath: path).standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        return rest.reduce(existing.resolvingSymlinksInPath()) { $0.appendingPathComponent($1) }
    }

    func replace(with files: [PortSource], allowForeign: Bool) throws {
        let manager = FileManager.default
        let target = URL(fileURLWithPath: path).standardizedFileURL
        let sourceRoot = URL(fileURLWithPath: source).resolvingSymlinksInPath().standardizedFileURL
        let resolvedTarget = Self.realPath(of: path)
        if resolvedTarget.path.hasPrefix(sourceRoot.path + "/") || resolvedTarget.path == sourceRoot.path
            || sourceRoot.path.hasPrefix(resolvedTarget.path + "/")
        {
            throw PortCommandError.outputInsideSource(path)
        }
        var isFolder: ObjCBool = false
        let exists = manager.fileExists(atPath: target.path, isDirectory: &isFolder)
        if exists {
            let contents = (try? manager.contentsOfDirectory(atPath: target.path)) ?? []
            let ours = contents.contains(Self.markerName)
            if !isFolder.boolValue || (!contents.isEmpty && !ours && !allowForeign) {
                throw PortCommandError.foreignOutput(path)
            }
        }
        let parent = target.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).layoutshot-port-\(getpid())")
        do {
            try? manager.removeItem(at: staging)
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            for file in files {
                let url = staging.appendingPathComponent(file.path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url)
            }
            let marker = "Written by layoutshot-port from \(source); replaced whole on each run.\n"
            try Data(marker.utf8).write(to: staging.appendingPathComponent(Self.markerName))
            if exists {
                let old = parent.appendingPathComponent(".\(target.lastPathComponent).layoutshot-port-old-\(getpid())")
                try manager.moveItem(at: target, to: old)
                try manager.moveItem(at: staging, to: target)
                try? manager.removeItem(at: old)
            } else {
                try manager.moveItem(at: staging, to: target)
            }
        } catch let error as PortCommandError {
            throw error
        } catch {
            try? manager.removeItem(at: staging)
            throw PortCommandError.writeFailed(path, error.localizedDescription)
        }
    }
}
