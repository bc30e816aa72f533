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
}
