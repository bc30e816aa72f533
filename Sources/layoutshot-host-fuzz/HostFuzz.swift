import ArgumentParser
import Foundation
import LayoutCore
import LayoutPipeline
import LayoutShotCommandLine
import LayoutShotUIKit

/// Drives random layouts through LayoutShotUIKit's host and renders them, in-process, one case after another:
/// `layoutshot-host-fuzz --seed S --start K --cases N`. Each case prints `case K` before it runs and its outcome
/// after, so the harness (scripts/fuzz/fuzz.py --host-cases) names the case that crashed or hung.
@main
struct HostFuzz: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutshot-host-fuzz",
        abstract: "Drive random layouts through the UIKit host and render them, printing each case's outcome.")

    @Option(help: "The seed every case is made from.")
    var seed: UInt64 = 1

    @Option(help: "The first case's index.")
    var start = 0

    @Option(help: "How many cases to run.")
    var cases = 100

    func validate() throws {
        guard start >= 0, cases >= 0, start <= Int.max - cases else { throw ValidationError("--start and --cases must be 0 or more") }
    }

    func run() {
        MainActor.assumeIsolated {
            for index in start..<(start + cases) {
                Self.emit("case \(index)")
                Self.emit("\(index): \(HostCase.run(seed: seed, index: index))")
            }
        }
    }

    /// Runs the command; a usage error exits 2 with the usage, as every executable of the package does.
    static func main() {
        mainWithExitCodes()
    }

    /// Writes a line unbuffered, so it is out before a crash in the next case.
    static func emit(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}

/// One random layout, data source and sequence of host calls, each result rendered to PNG.
@MainActor
enum HostCase {
    /// "ok", or the faults and picture errors met along the way (all expected outcomes: a crash is the finding).
    static func run(seed: UInt64, index: Int) -> String {
        var random = FuzzRandom(seed: seed, index: index)
        let source = FuzzDataSource(counts: FuzzDataSource.randomCounts(&random))
        let viewport = CGSize(
            width: random.chance(0.9) ? 375 : random.length(), height: random.chance(0.9) ? 667 : random.length())
        var delegate: RandomFlowDelegate?
        let layout: UICollectionViewLayout
        var outcomes: [String] = []
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            let flow = UICollectionViewFlowLayout()
            flow.scrollDirection = random.chance(0.8) ? .vertical : .horizontal
            flow.itemSize = random.size()
            flow.minimumLineSpacing = random.length(0...20)
            flow.minimumInteritemSpacing = random.length(0...20)
            flow.sectionInset = random.insets()
            flow.headerReferenceSize = random.chance(0.5) ? .zero : random.size(10...60)
            flow.footerReferenceSize = random.chance(0.7) ? .zero : random.size(10...60)
            flow.sectionHeadersPinToVisibleBounds = random.chance(0.3)
            flow.sectionFootersPinToVisibleBounds = random.chance(0.2)
            if random.chance(0.3) { flow.estimatedItemSize = random.size() }
            if random.chance(0.6) { delegate = RandomFlowDelegate(seed: random.next()) }
            layout = flow
            outcomes.append("flow")
        case 1:
            layout = RandomCompositional.layout(&random)
            outcomes.append("compositional")
        default:
            layout = RandomCustomLayout(seed: random.next())
            outcomes.append("custom")
        }
        let host = LayoutHost(
            layout: layout, viewport: viewport, dataSource: source, delegate: delegate,
            contentInset: random.chance(0.8) ? .zero : random.insets())
        if random.chance(0.3) {
            let sizeSeed = random.next()
            host.sizeProvider = SelfSizingProvider { request in
                var answer = mixed(sizeSeed, request.indexPath.section, request.indexPath.item)
                return answer.chance(0.1) ? nil : answer.size()
            }
        }
        for _ in 0..<Int.random(in: 1...5, using: &random) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0:
                source.counts = FuzzDataSource.randomCounts(&random)
                host.collectionView.reloadData()
            case 1:
                layout.invalidateLayout()
            case 2:
                outcomes.append(outcome { _ = try host.targetContentOffset(proposed: random.offset()) })
            case 3:
                outcomes.append(outcome { try render(host.resolveContent(), &random) })
            case 4:
                outcomes.append(outcome { try renderTransition(BatchUpdateFuzz.perform(on: host, source: source, &random), &random) })
            case 5 where random.chance(0.3):
                let size = random.chance(0.8) ? random.size(100...800) : CGSize(width: random.length(), height: random.length())
                outcomes.append(outcome { try renderTransition(host.transition(toViewport: size, midpoint: true), &random) })
            default:
                let offset = random.offset()
                outcomes.append(outcome { try render(host.resolve(at: offset), &random) })
            }
        }
        return outcomes.joined(separator: ", ")
    }

    /// A batch update's or size change's frames, each rendered as a filmstrip frame would be.
    static func renderTransition(_ transition: LayoutTransition, _ random: inout FuzzRandom) throws {
        for frame in transition.frames { try render(frame, &random) }
    }

    static func render(_ resolved: ResolvedLayout, _ random: inout FuzzRandom) throws {
        let scale = random.chance(0.9) ? Double(Int.random(in: 1...3, using: &random)) : [0, 0.5, 100, .nan].randomElement(using: &random)!
        _ = try LayoutPicture.picture(of: LayoutPicture.frames(of: [resolved]), scale: scale).png()
    }

    static func outcome(_ body: () throws -> Void) -> String {
        do {
            try body()
            return "ok"
        } catch is LayoutFault {
            return "fault"
        } catch is PictureError {
            return "picture error"
        } catch {
            return "\(type(of: error))"
        }
    }
}
