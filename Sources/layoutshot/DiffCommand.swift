import ArgumentParser
import LayoutShotCommandLine
import Foundation
import LayoutPipeline
import LayoutRender
import LayoutSnapshotStore
import LayoutSpec

/// `layoutshot diff EXPECTED ACTUAL [-o DIFF.png]`: compares two PNG images perceptually.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images; exit 0 when they match, 1 when they differ, 2 on bad input.",
        discussion: """
            Pixels are compared by YIQ colour distance as pixelmatch does; pixels that look like anti-aliasing \
            are not counted unless --count-antialiasing is given. Images of different sizes always differ. \
            With -o, when they differ, the expected | diff | actual strip is written there (differing pixels in red, \
            anti-aliasing in yellow, over a faded copy of the expected image), or the reason none could be is printed; \
            -o must not be one of the images compared.
            """)

    @Argument(help: "The expected (reference) PNG.")
    var expected: String

    @Argument(help: "The actual PNG.")
    var actual: String

    @Option(name: .shortAndLong, help: "Where to write the diff strip (PNG).")
    var output: String?

    @OptionGroup var options: DiffOptions

    @Option(help: "Time decoding, comparing and making the diff image (encoded, and written to -o when given) over this many runs; print the medians as JSON (measure a release build).")
    var runs: Int?

    func validate() throws {
        if let runs, !(1...1000).contains(runs) { throw ValidationError("--runs must be from 1 to 1000") }
    }

    func run() throws {
        if let output { try OutputFiles.refuseInput(output, inputs: [expected, actual]) }
        if let runs { return try time(runs: runs) }
        let (one, two) = try Self.loadBoth(expected, actual)
        let verdict = ImageDiff.verdict(one, two, options: options.imageOptions, drawingDiff: output != nil)
        guard !verdict.matches else { return print("match: \(verdict.summary)") }
        print("differ: \(verdict.summary)")
        if let output, let diffImage = verdict.diffImage {
            switch diffImage {
            case .success(let png):
                do { try AtomicFile.write(png, to: output) } catch { throw CLIError(error) }
                print("diff image: \(output)")
            case .failure:
                print("\(output): not written: \(verdict.missingImageNote ?? "")")
            }
        }
        throw ExitCode(1)
    }

    /// The medians `--runs` prints, on one line with the keys sorted (`Benchmark.jsonLine`).
    private struct Timing: Encodable {
        let pixels: Int
        let differingPixels: Int
        let decodeMs: BenchmarkFigure
        let compareMs: BenchmarkFigure
        let diffImageMs: BenchmarkFigure
    }

    /// Prints the medians of decoding both files, comparing them, and comparing while encoding the diff strip and
    /// writing it to -o (without -o the strip is encoded and dropped), measured by `Benchmark.measure`.
    private func time(runs: Int) throws(CLIError) {
        var images: (Bitmap, Bitmap)?
        var differing = 0
        let imageOptions = options.imageOptions
        let timings = try Benchmark.measure(runs: runs) { (timings) throws(CLIError) in
            let (one, two) = try timings.time("decode") { () throws(CLIError) in try Self.loadBoth(expected, actual) }
            images = (one, two)
            timings.time("compare") { differing = ImageDiff.compare(one, two, options: imageOptions).differingPixels }
            try timings.time("diffImage") { () throws(CLIError) in
                if let output {
                    _ = try Self.writeDiffImage(one, two, options: imageOptions, to: output)
                } else {
                    do { _ = try ImageDiff.compareEncodingStrip(one, two, options: imageOptions) } catch {
                        throw .badInput("cannot encode the diff image: \(error)")
                    }
                }
            }
        }
        print(Benchmark.jsonLine(Timing(
            pixels: images.map { $0.0.width * $0.0.height } ?? 0, differingPixels: differing,
            decodeMs: BenchmarkFigure(timings.median("decode")), compareMs: BenchmarkFigure(timings.median("compare")),
            diffImageMs: BenchmarkFigure(timings.median("diffImage")))))
    }

    /// Compares and writes the expected | diff | actual strip to `output`.
    private static func writeDiffImage(
        _ one: Bitmap, _ two: Bitmap, options: ImageDiffOptions, to output: String
    ) throws(CLIError) -> ImageDiffResult {
        let compared: (result: ImageDiffResult, diffPNG: [UInt8])
        do {
            compared = try ImageDiff.compareEncodingStrip(one, two, options: options)
        } catch {
            throw .badInput("\(output): cannot encode the diff image: \(error)")
        }
        do {
            try AtomicFile.write(compared.diffPNG, to: output)
        } catch {
            throw CLIError(error)
        }
        return compared.result
    }

    /// Reads both PNGs and decodes them side by side, one per core, naming the file in every error.
    static func loadBoth(_ first: String, _ second: String) throws(CLIError) -> (Bitmap, Bitmap) {
        let files = [try read(first), try read(second)]
        let decoded = PNGCodec.decode(all: files)
        var bitmaps: [Bitmap] = []
        for (path, result) in zip([first, second], decoded) {
            switch result {
            case .success(let bitmap): bitmaps.append(bitmap)
            case .failure(let error): throw .badInput("\(path): \(error)")
            }
        }
        return (bitmaps[0], bitmaps[1])
    }

    /// The bytes of the file at `path`, or an error saying why it cannot be read.
    private static func read(_ path: String) throws(CLIError) -> [UInt8] {
        switch InputFile.read(path) {
        case .success(let bytes): return bytes
        case .failure(let problem): throw .badInput("\(path): \(problem.reason(expected: "a PNG file"))")
        }
    }
}
