#if !canImport(SwiftUI)
import Foundation
import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutShotSwiftUI

/// `layoutshot-swiftui gallery DIR` writes the SwiftUI gallery's pictures (`swiftui-*.png`) into DIR;
/// `layoutshot-swiftui bench [--runs N]` times laying out and rendering 10,000 views in nested stacks
/// (measure a release build: `swift run -c release layoutshot-swiftui bench`).
@main
enum LayoutShotSwiftUITool {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        MainActor.assumeIsolated {
            switch arguments.first {
            case "gallery" where arguments.count == 2:
                writeGallery(into: arguments[1])
            case "bench":
                var runs = 9
                if arguments.count == 3, arguments[1] == "--runs", let value = Int(arguments[2]), (1...1000).contains(value) {
                    runs = value
                } else if arguments.count != 1 {
                    fail("usage: layoutshot-swiftui bench [--runs N] (N from 1 to 1000)")
                }
                print(StackBench.measure(runs: runs))
            default:
                fail("usage: layoutshot-swiftui gallery DIR | bench [--runs N]")
            }
        }
    }

    @MainActor
    static func writeGallery(into folder: String) {
        for page in GalleryPage.all {
            let path = (folder as NSString).appendingPathComponent("swiftui-\(page.name).png")
            do {
                let layout = try ViewHost.layout(page.view, proposal: page.proposal)
                let picture = try LayoutPicture.picture(of: [SceneFrame(layout.resolvedLayout())], style: layout.sceneStyle, scale: 2)
                try AtomicFile.write(picture.png(), to: path)
                print(path)
            } catch {
                fail("\(page.name): \(error)")
            }
        }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("layoutshot-swiftui: \(message)\n".utf8))
        exit(2)
    }
}
#else
import Foundation

/// Where SwiftUI exists, LayoutShotSwiftUI declares nothing: lay SwiftUI views out with SwiftUI there.
@main
enum LayoutShotSwiftUITool {
    static func main() {
        FileHandle.standardError.write(Data("layoutshot-swiftui: runs where SwiftUI does not exist (Linux)\n".utf8))
        exit(2)
    }
}
#endif
