import ArgumentParser
import LayoutCore
import LayoutRender
import LayoutSnapshotTesting
import LayoutSpec

/// The image formats `render` writes.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case png
    case svg

    /// The format named by a path's extension, if it names one.
    init?(path: String) {
        let lower = path.lowercased()
        if lower.hasSuffix(".png") { self = .png } else if lower.hasSuffix(".svg") { self = .svg } else { return nil }
    }

    /// The bytes of `spec` rendered in this format.
    func render(_ spec: Spec) throws(CLIError) -> [UInt8] {
        let layout = spec.layout.compute()
        let scene: RenderScene
        do {
            scene = try SpecRenderer.scene(for: spec, layout: layout)
        } catch {
            throw CLIError(error)
        }
        return try encode(scene, scale: spec.scale, file: spec.file)
    }

    /// The bytes of `scene` in this format, rasterized at `scale` for PNG; `file` names the source in errors.
    func encode(_ scene: RenderScene, scale: Double, file: String) throws(CLIError) -> [UInt8] {
        switch self {
        case .svg:
            return Array(SVGWriter.svg(of: scene).utf8)
        case .png:
            do {
                return try PNGCodec.encode(SceneRasterizer.render(scene, scale: scale))
            } catch {
                throw CLIError.badInput("\(file): cannot encode PNG: \(error)")
            }
        }
    }
}
