import ArgumentParser
import Foundation
import LayoutSpec
import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutShotHostPictures
import LayoutShotCommandLine
import LayoutShotSwiftUI

/// `layoutshot-swiftui gallery DIR` writes the SwiftUI gallery's pictures (`swiftui-*.png`) into DIR;
/// `layoutshot-swiftui bench [--runs N]` times laying out and rendering 10,000 views in nested stacks
/// (measure a release build: `swift run -c release layoutshot-swiftui bench`); `layoutshot-swiftui fuzz
/// [--trees N] [--first-seed S] [--jobs J]` checks the host's invariants on N random view trees (see `ViewTreeFuzz`),
/// in J processes at once.
@main
struct LayoutShotSwiftUITool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutshot-swiftui",
        abstract: "Draw the SwiftUI gallery, time the SwiftUI host on 10,000 views, or fuzz it with random view trees.",
        subcommands: [Gallery.self, Bench.self, Fuzz.self])

    /// Runs the command; usage errors and failures exit 2, as `layoutshot`'s do.
    static func main() {
        mainWithExitCodes()
    }

    /// `gallery DIR`: the gallery's pictures, written atomically, each path printed.
    struct Gallery: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Write the SwiftUI gallery's pictures (swiftui-*.png) into a folder.")

        @Argument(help: "The folder to write into, such as docs/images.")
        var folder: String

        func run() throws {
            try MainActor.assumeIsolated {
                for page in GalleryPage.all {
                    let path = (folder as NSString).appendingPathComponent("swiftui-\(page.name).png")
                    do {
                        let layout = try ViewHost.layout(page.view, proposal: page.proposal)
                        let picture = try LayoutPicture.picture(of: [SceneFrame(layout.resolvedLayout())], style: layout.sceneStyle, scale: 2)
                        try AtomicFile.write(picture.png(), to: path)
                        print(path)
                    } catch {
                        throw ValidationError("\(page.name): \(error)")
                    }
                }
            }
        }
    }

    /// `bench [--runs N]`: one JSON line of medians.
    struct Bench: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Time laying out and rendering 10,000 views in nested stacks.")

        @Option(help: "How many times to lay out and render (1 to 1000).")
        var runs = 9

        func validate() throws {
            guard (1...1000).contains(runs) else { throw ValidationError("--runs must be from 1 to 1000") }
        }

        func run() throws {
            let result = try MainActor.assumeIsolated { try StackBench.measure(runs: runs) }
            print(Benchmark.jsonLine(result))
        }
    }

    /// `fuzz [--trees N] [--first-seed S] [--jobs J]`: the first failing tree's seed (of each job's slice) and what
    /// broke, or how many passed.
    struct Fuzz: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Lay out random view trees and check that every view answers every proposal, nothing is NaN, "
                + "lazy grids keep their cells inside and placement is deterministic.")

        @Option(help: "How many trees (1 to 10,000,000).")
        var trees = 20_000

        @Option(help: "The seed of the first tree; the others follow it.")
        var firstSeed: UInt64 = 0

        @Option(help: "How many processes share the trees, each a consecutive slice of the seeds (1 to 64).")
        var jobs = 1

        func validate() throws {
            guard (1...10_000_000).contains(trees) else { throw ValidationError("--trees must be from 1 to 10000000") }
            guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be from 1 to 64") }
        }

        func run() throws {
            let clock = ContinuousClock()
            let started = clock.now
            if jobs > 1 {
                let failed = try FuzzJobs.run(FuzzJobs.slices(trees: trees, firstSeed: firstSeed, jobs: jobs))
                if !failed.isEmpty {
                    let named = failed.map { "\($0.trees) trees from seed \($0.firstSeed)" }.joined(separator: ", ")
                    throw ValidationError("a tree failed in: \(named) (its seed and what broke are above)")
                }
                print("\(trees) trees from seed \(firstSeed) in \(jobs) processes: no failure (\(clock.now - started))")
                return
            }
            try MainActor.assumeIsolated {
                for offset in 0..<UInt64(trees) {
                    if let failure = ViewTreeFuzz.check(seed: firstSeed &+ offset) { throw ValidationError(failure) }
                }
            }
            print("\(trees) trees from seed \(firstSeed): no failure (\(clock.now - started))")
        }
    }
}
