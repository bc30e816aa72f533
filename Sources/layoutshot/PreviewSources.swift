import Foundation

/// The folder `layoutshot previews` is given, checked before anything is built: it exists, is a folder, and one of its
/// Swift files holds a preview.
enum PreviewSources {
    /// `path` made absolute, or the reason it cannot be used.
    static func folder(_ path: String) throws(CLIError) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw .badInput("\(path): no such folder")
        }
        guard isFolder.boolValue else { throw .badInput("\(path): not a folder; give the folder that holds the SwiftUI files") }
        let absolute = PreviewsCommand.absolute(path)
        let files = FileManager.default.enumerator(atPath: absolute)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        guard !files.isEmpty else { throw .badInput("\(path): holds no Swift file") }
        let withPreviews = files.filter { file in
            guard let text = try? String(contentsOfFile: absolute + "/" + file, encoding: .utf8) else { return false }
            return text.contains("#Preview") || text.contains("PreviewProvider")
        }
        guard !withPreviews.isEmpty else {
            throw .badInput("\(path): none of its \(files.count) Swift files has a #Preview or a PreviewProvider")
        }
        return absolute
    }
}
