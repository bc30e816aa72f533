import Foundation

/// Splits a fuzz run's seeds over child processes of this program: the view host runs on the main actor, so
/// one process lays out one tree at a time and a second core needs a second process.
struct FuzzJobs {
    /// One child's share: `trees` seeds from `firstSeed` on.
    struct Slice: Equatable {
        let firstSeed: UInt64
        let trees: Int
    }

    /// `trees` seeds from `firstSeed` cut into at most `jobs` consecutive slices whose sizes differ by one at most.
    static func slices(trees: Int, firstSeed: UInt64, jobs: Int) -> [Slice] {
        let count = max(1, min(jobs, trees))
        var slices: [Slice] = []
        var seed = firstSeed
        for index in 0..<count {
            let size = trees / count + (index < trees % count ? 1 : 0)
            slices.append(Slice(firstSeed: seed, trees: size))
            seed &+= UInt64(size)
        }
        return slices
    }

    /// Runs `fuzz` on each slice in its own process at once; a child's failure goes to its standard error
    /// as it is written, and the slices that failed are returned (empty when every tree passed).
    static func run(_ slices: [Slice]) throws -> [Slice] {
        let executable = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0])
        let children = try slices.map { slice in
            let child = Process()
            child.executableURL = executable
            child.arguments = ["fuzz", "--trees", String(slice.trees), "--first-seed", String(slice.firstSeed)]
            child.standardOutput = FileHandle.nullDevice
            try child.run()
            return (slice, child)
        }
        return children.filter { _, child in
            child.waitUntilExit()
            return child.terminationStatus != 0 || child.terminationReason != .exit
        }.map(\.0)
    }
}
