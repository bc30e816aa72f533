import Foundation
import LayoutSnapshotTesting
import LayoutSpec

/// Writes the built-in gallery: each spec as NAME.json with NAME.svg and NAME.png rendered beside it.
enum GalleryWriter {
    static func writeBuiltIn(to directory: String) throws(CLIError) {
        for entry in BuiltInGallery.specs {
            let specPath = (directory as NSString).appendingPathComponent("\(entry.name).json")
            let bytes = Array(entry.json.utf8)
            let spec: Spec
            do {
                spec = try SpecDecoder.decode(bytes, file: specPath)
            } catch {
                throw CLIError(error)
            }
            let outputs = [
                (specPath, bytes),
                ((directory as NSString).appendingPathComponent("\(entry.name).svg"), try OutputFormat.svg.render(spec)),
                ((directory as NSString).appendingPathComponent("\(entry.name).png"), try OutputFormat.png.render(spec)),
            ]
            for (path, data) in outputs {
                do {
                    try AtomicFile.write(data, to: path)
                } catch {
                    throw CLIError(error)
                }
                print("wrote \(path)")
            }
        }
    }
}
