#if !canImport(UIKit)
// Where UIKit exists LayoutShotUIKit declares nothing, and these pictures are made on Linux.
import ArgumentParser
import LayoutShotCommandLine
import Foundation
import LayoutSpec
import LayoutPipeline
import LayoutRender
import LayoutShotHostPictures

/// `layoutshot-uikit-images DIR` writes the UIKit host's documentation pictures (uikit-transition.png,
/// uikit-self-sizing.png, uikit-diffable-apply.png; docs/uikit-host.md) into DIR, as scripts/make-docs-images.sh runs it.
@main
struct LayoutShotUIKitImages: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutshot-uikit-images",
        abstract: "Write the UIKit host's documentation pictures (uikit-*.png) into a folder.")

    @Argument(help: "The folder to write into, such as docs/images.")
    var folder: String

    func validate() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("\(folder): no such folder")
        }
    }

    func run() throws {
        let pictures = try MainActor.assumeIsolated {
            [("uikit-transition.png", try TransitionImage.picture()), ("uikit-self-sizing.png", try SelfSizingImage.picture()),
             ("uikit-diffable-apply.png", try DiffableApplyImage.picture())]
        }
        for (name, picture) in pictures {
            try AtomicFile.write(try picture.png(), to: (folder as NSString).appendingPathComponent(name))
        }
    }

    /// Runs the command; bad arguments and failures exit 2 with a message, as `layoutshot`'s do.
    static func main() {
        mainWithExitCodes()
    }
}
#endif
