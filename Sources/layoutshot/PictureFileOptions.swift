import ArgumentParser
import Foundation
import LayoutPipeline

/// `--format` and `--force`, shared by the commands that write pictures to a path the user names.
struct PictureFileOptions: ParsableArguments {
    @Option(help: "png or svg (default: from the output file's extension, else png).")
    var format: PictureFormat?

    @Flag(help: "Replace output files that already exist.")
    var force = false

    /// The format for `path`: `--format`, else the path's extension.
    func format(for path: String) throws(CLIError) -> PictureFormat {
        guard let chosen = format ?? PictureFormat(path: path) else {
            throw CLIError.badInput("\(path): cannot tell the format from the extension; pass --format png or --format svg")
        }
        return chosen
    }

    /// Throws unless `path` may be written: it does not exist, or `--force` was given.
    func checkWritable(_ path: String) throws(CLIError) {
        if !force, FileManager.default.fileExists(atPath: path) {
            throw CLIError.badInput("\(path): already exists; pass --force to replace it")
        }
    }
}
