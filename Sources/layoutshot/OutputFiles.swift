import Foundation
import LayoutSpec
import LayoutPipeline

/// Writes a command's output files, each atomically and in order, printing every path written.
enum OutputFiles {
    static func write(_ files: [(path: String, bytes: [UInt8])]) throws(CLIError) {
        for file in files {
            do {
                try AtomicFile.write(file.bytes, to: file.path)
            } catch {
                throw CLIError(error)
            }
            print("wrote \(file.path)")
        }
    }

    /// Refuses `output` when it is one of `inputs`: the same file by its resolved path, through symbolic
    /// or hard links (compared by device and inode), so that no command replaces a file it reads. The one
    /// check every command that writes to a path it is given makes before reading anything.
    static func refuseInput(_ output: String, inputs: [String], option: String = "-o") throws(CLIError) {
        var target = stat()
        guard stat(output, &target) == 0 else { return }
        for input in inputs {
            var source = stat()
            if stat(input, &source) == 0, source.st_dev == target.st_dev, source.st_ino == target.st_ino {
                throw .badInput("\(output): is \(input), one of the files compared or read; give \(option) another path")
            }
        }
    }
}
