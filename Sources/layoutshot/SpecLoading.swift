import LayoutCore
import LayoutSpec

/// Loads a spec file for a command, turning every spec problem into exit code 2.
enum SpecLoading {
    static func load(_ path: String, offsets: [Point2D]? = nil) throws(CLIError) -> Spec {
        do {
            return try SpecDecoder.decode(contentsOfFile: path, offsets: offsets)
        } catch {
            throw CLIError(error)
        }
    }
}
