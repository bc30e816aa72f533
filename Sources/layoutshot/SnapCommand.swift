import ArgumentParser
import LayoutCore
import LayoutSpec

/// `layoutshot snap SPEC --proposed X,Y`: the carousel's snapped target offset.
struct SnapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snap", abstract: "Print the offset a carousel snaps to from a proposed offset.")

    @Argument(help: "A carousel spec file.")
    var spec: String

    @Option(help: "The proposed content offset X,Y (where scrolling would come to rest).")
    var proposed: PointArgument

    @Option(help: "Flick velocity in points per second (positive rightwards); moves at least one item past the one centred at the spec's offset.")
    var velocity: Double = 0

    func run() throws {
        let spec = try SpecLoading.load(self.spec)
        guard spec.layout.kind == .carousel else {
            throw CLIError.badInput("\(self.spec): layout.kind: snapping needs a \"carousel\" layout, got \"\(spec.layout.kind.rawValue)\"")
        }
        guard velocity.isFinite else { throw CLIError.badInput("--velocity must be a finite number") }
        guard let target = spec.computeLayout().engine?.snappedOffset(proposed: proposed.point, velocity: velocity, current: spec.offset) else {
            throw CLIError.badInput("\(self.spec): sections[0].items: a carousel without items has nothing to snap to")
        }
        print("{\"proposed\": [\(DecimalFormat.format(proposed.point.x)), \(DecimalFormat.format(proposed.point.y))], "
            + "\"target\": [\(DecimalFormat.format(target.x)), \(DecimalFormat.format(target.y))]}")
    }
}
