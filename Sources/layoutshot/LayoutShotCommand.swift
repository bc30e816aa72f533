import ArgumentParser
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
        subcommands: [RenderCommand.self, LayoutCommand.self, SnapCommand.self, BenchCommand.self, DiffCommand.self, SnapshotsCommand.self, GalleryCommand.self, ReviewCommand.self]
    )

    func run() throws {
        try GalleryWriter.writeBuiltIn(to: "layoutshot-gallery")
    }

    /// Runs the command with docs/formats.md's exit codes: usage errors and bad input exit 2, not 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as CLIError {
            FileHandle.standardError.write(Data("layoutshot: \(ControlCharacters.escaped(error.description, keepingLineBreaks: true))\n".utf8))
            Foundation.exit(error.exitCode)
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                print(message)
                Foundation.exit(0)
            }
            if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
            Foundation.exit(code == .failure || code == ExitCode(1) ? 1 : 2)
        }
    }
}
