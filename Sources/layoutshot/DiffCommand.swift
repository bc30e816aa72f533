import ArgumentParser
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
            With -o, the expected | diff | actual strip is written there (differing pixels in red, \
            anti-aliasing in yellow, over a faded copy of the expected image).
            """)

    @Argument(help: "The expected (reference) PNG.")
    var expected: String

    @Argument(help: "The actual PNG.")
    var actual: String

    @Option(name: .shortAndLong, help: "Where to write the diff strip (PNG).")
    var output: String?

    @OptionGroup var options: DiffOptions

    @Option(help: "Time the comparison over this many runs and print the medians as JSON (measure a release build).")
    var runs: Int?

    func validate() throws {
        if let runs, !(1...1000).contains(runs) { throw ValidationError("--runs must be from 1 to 1000") }
    }

    func run() throws {
        if let runs { return try time(runs: runs) }
        let one = try Self.load(expected), two = try Self.load(actual)
        let imageOptions = options.imageOptions
        let result = ImageDiff.compare(one, two, options: imageOptions, makingDiffImage: output != nil)
        if let output, let strip = result.diffImage {
            let bytes: [UInt8]
            do {
                bytes = try PNGCodec.encode(strip)
            } catch {
                throw CLIError.badInput("\(output): cannot encode the diff image: \(error)")
            }
            do {
                try AtomicFile.write(bytes, to: output)
            } catch {
                throw CLIError(error)
            }
        }
        if result.matches(imageOptions.tolerance) {
            print("match: \(result.summary)")
        } else {
            print("differ: \(result.summary)\(result.sizesMatch ? "; allowed: \(imageOptions.tolerance)" : "")")
            if let output { print("diff image: \(output)") }
            throw ExitCode(1)
        }
    }

    /// Prints `{"pixels": n, "differingPixels": n, "decodeMs": .., "compareMs": .., "diffImageMs": ..}`: medians of
    /// decoding both files, comparing them, and comparing while drawing the diff strip.
    private func time(runs: Int) throws {
        var decode: [Double] = [], compare: [Double] = [], drawing: [Double] = []
        var one: Bitmap?, two: Bitmap?
        var differing = 0
        let imageOptions = options.imageOptions
        for _ in 0..<runs {
            var failure: CLIError?
            decode.append(Stopwatch.milliseconds {
                do throws(CLIError) {
                    one = try Self.load(expected)
                    two = try Self.load(actual)
                } catch {
                    failure = error
                }
            })
            if let failure { throw failure }
            guard let one, let two else { return }
            compare.append(Stopwatch.milliseconds { differing = ImageDiff.compare(one, two, options: imageOptions).differingPixels })
            drawing.append(Stopwatch.milliseconds { _ = ImageDiff.compare(one, two, options: imageOptions, makingDiffImage: true) })
        }
        let f = { (values: [Double]) in String(format: "%.3f", Stopwatch.median(values)) }
        print("{\"pixels\": \((one?.width ?? 0) * (one?.height ?? 0)), \"differingPixels\": \(differing), "
            + "\"decodeMs\": \(f(decode)), \"compareMs\": \(f(compare)), \"diffImageMs\": \(f(drawing))}")
    }

    /// Reads and decodes a PNG, naming the file in every error.
    static func load(_ path: String) throws(CLIError) -> Bitmap {
        let bytes: [UInt8]
        switch InputFile.read(path) {
        case .success(let contents): bytes = contents
        case .failure(let problem): throw .badInput("\(path): \(problem.reason(expected: "a PNG file"))")
        }
        do {
            return try PNGCodec.decode(bytes)
        } catch {
            throw .badInput("\(path): \(error)")
        }
    }
}
