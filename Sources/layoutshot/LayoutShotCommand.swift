import ArgumentParser
import LayoutShotCommandLine
import Foundation
import LayoutPipeline
import LayoutSpec

/// The `layoutshot` command: with no subcommand it renders the built-in gallery.
@main
struct LayoutShotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutshot",
        abstract: "Compute UICollectionView-style layouts and render them to SVG and PNG.",
        discussion: "With no arguments, renders the built-in gallery into ./layoutshot-gallery/.",
        version: LayoutShotVersion.current,
        subcommands: [RenderCommand.self, LayoutCommand.self, SnapCommand.self, BenchCommand.self, DiffCommand.self, SnapshotsCommand.self, GalleryCommand.self, ReviewCommand.self, PreviewsCommand.self]
    )

    func run() throws {
        try GalleryWriter.writeBuiltIn(to: "layoutshot-gallery")
    }

    /// Runs the command with docs/formats.md's exit codes; a `CLIError` prints its own message and code.
    static func main() {
        mainWithExitCodes { error in
            (error as? CLIError).map { ("layoutshot: " + ControlCharacters.escaped($0.description, keepingLineBreaks: true), $0.exitCode) }
        }
    }
}
