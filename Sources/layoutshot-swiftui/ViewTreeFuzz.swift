import LayoutShotSwiftUI

// Random view trees for the host's invariants. This file is compiled into `layoutshot-swiftui` (its `fuzz`
// command runs many trees in a release build) and, linked, into LayoutShotSwiftUITests (a smaller slice).

/// A seeded generator (SplitMix64): the same seed builds the same tree on every machine.
struct FuzzRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }

    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

    mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }
}

/// The proposals every view must answer: each of nil, 0, 1, 37.5, 390 and ∞ on either axis.
enum FuzzProposals {
    static let lengths: [CGFloat?] = [nil, 0, 1, 37.5, 390, .infinity]
    static let all = lengths.flatMap { width in lengths.map { ProposedViewSize(width: width, height: $0) } }
    /// The proposals a root is laid out for: every one without an infinite length.
    static let finite = all.filter { $0.width != .infinity && $0.height != .infinity }

    /// Whether `size` answers `proposal`: finite and not negative, infinite only where the proposal is.
    static func isValid(_ size: CGSize, for proposal: ProposedViewSize) -> Bool {
        func valid(_ value: CGFloat, _ proposed: CGFloat?) -> Bool {
            !value.isNaN && value >= 0 && (value.isFinite || proposed == .infinity)
        }
        return valid(size.width, proposal.width) && valid(size.height, proposal.height)
    }
}

/// What the probes of one tree heard that was not an answer.
final class FuzzLog: @unchecked Sendable {
    var problems: [String] = []
}

/// A custom layout that asks its subview every probe proposal before answering as the subview does.
struct ProbeEveryProposal: Layout {
    let log: FuzzLog

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        for probe in FuzzProposals.all {
            let size = subviews[0].sizeThatFits(probe)
            if !FuzzProposals.isValid(size, for: probe) { log.problems.append("answered \(size) to \(probe)") }
        }
        return subviews[0].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: proposal)
    }
}

/// A custom layout of rows that wrap, each subview at its ideal size, as app flow layouts are written.
struct FuzzFlow: Layout {
    let spacing: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let frames = arrange(width: proposal.width ?? .infinity, subviews)
        return CGSize(width: frames.map(\.maxX).max() ?? 0, height: frames.map(\.maxY).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, frame) in zip(subviews, arrange(width: bounds.width, subviews)) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: ProposedViewSize(frame.size))
        }
    }

    private func arrange(width: CGFloat, _ subviews: Subviews) -> [CGRect] {
        var frames: [CGRect] = []
        var x: CGFloat = 0, y: CGFloat = 0, line: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > width {
                x = 0
                y += line + spacing
                line = 0
            }
            frames.append(CGRect(origin: CGPoint(x: x, y: y), size: size))
            x += size.width + spacing
            line = max(line, size.height)
        }
        return frames
    }
}

/// Builds random trees of stacks, grids, frames, padding, spacers, fixed sizes, priorities and custom layouts,
/// nested up to `maximumDepth` containers deep, and checks the host's invariants on each.
@MainActor
struct ViewTreeFuzz {
    static let maximumDepth = 8
    private var random: FuzzRandom
    private let log: FuzzLog

    private init(seed: UInt64, log: FuzzLog) {
        random = FuzzRandom(seed: seed)
        self.log = log
    }

    /// The tree of `seed`, under a probe that asks it every proposal.
    static func tree(seed: UInt64, log: FuzzLog) -> AnyView {
        var fuzz = ViewTreeFuzz(seed: seed, log: log)
        return AnyView(ProbeEveryProposal(log: log) { fuzz.view(depth: 0) })
    }

    /// Lays out the tree of `seed` and returns what breaks an invariant: a fault (every size is checked by the
    /// host, so an answer that is not one is a fault), a probe's complaint, a frame that is not finite, a lazy
    /// grid's colour cell outside the grid across its tracks, or a second layout that differs.
    static func check(seed: UInt64) -> String? {
        var chooser = FuzzRandom(seed: seed ^ 0x5EED)
        let proposal = chooser.pick(FuzzProposals.finite)
        let log = FuzzLog()
        let first: ViewLayout
        do {
            first = try ViewHost.layout(tree(seed: seed, log: log), proposal: proposal)
        } catch {
            return "seed \(seed), proposal \(proposal): \(error)"
        }
        if let problem = log.problems.first { return "seed \(seed): a view \(problem)" }
        var byPath: [String: PlacedView] = [:]
        for view in first.views {
            let frame = view.frame
            guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else {
                return "seed \(seed): \(view.path) at \(frame)"
            }
            byPath[view.path] = view
        }
        for view in first.views where view.typeName == "Color" {
            guard let slash = view.path.lastIndex(of: "/"), let grid = byPath[String(view.path[..<slash])] else { continue }
            let inside: Bool
            switch grid.typeName {
            case "LazyVGrid": inside = view.frame.minX >= grid.frame.minX - 1e-6 && view.frame.maxX <= grid.frame.maxX + 1e-6
            case "LazyHGrid": inside = view.frame.minY >= grid.frame.minY - 1e-6 && view.frame.maxY <= grid.frame.maxY + 1e-6
            default: inside = true
            }
            if !inside { return "seed \(seed): \(view.path) \(view.frame) outside \(grid.frame)" }
        }
        guard let second = try? ViewHost.layout(tree(seed: seed, log: FuzzLog()), proposal: proposal), second == first else {
            return "seed \(seed): a second layout of the same tree differs"
        }
        return nil
    }

    // MARK: - Views

    private mutating func view(depth: Int) -> AnyView {
        let base: AnyView
        if depth >= Self.maximumDepth || random.chance(25 + 8 * depth) {
            base = leaf()
        } else {
            base = container(depth: depth + 1)
        }
        return modified(base)
    }

    private mutating func children(depth: Int, count: ClosedRange<Int>) -> [AnyView] {
        (0..<random.int(count)).map { _ in view(depth: depth) }
    }

    private mutating func leaf() -> AnyView {
        switch random.int(0...8) {
        case 0, 1: AnyView(Color.blue)
        case 2: AnyView(Text(random.pick(["a", "Hello", "Layout on Linux", "A longer line of text that wraps"])))
        case 3: AnyView(Spacer(minLength: random.pick([nil, 0, 10])))
        case 4: AnyView(Rectangle())
        case 5: AnyView(Circle())
        case 6: AnyView(Image(systemName: "star"))
        case 7: AnyView(Image("photo").resizable())
        default: AnyView(Divider())
        }
    }

    private mutating func container(depth: Int) -> AnyView {
        let spacing: CGFloat? = random.pick([nil, 0, 3.5, 8])
        switch random.int(0...8) {
        case 0:
            let views = children(depth: depth, count: 1...4)
            return AnyView(HStack(alignment: random.pick([.top, .center, .bottom, .firstTextBaseline]), spacing: spacing) {
                ForEach(0..<views.count, id: \.self) { views[$0] }
            })
        case 1:
            let views = children(depth: depth, count: 1...4)
            return AnyView(VStack(alignment: random.pick([.leading, .center, .trailing]), spacing: spacing) {
                ForEach(0..<views.count, id: \.self) { views[$0] }
            })
        case 2:
            let views = children(depth: depth, count: 1...3)
            return AnyView(ZStack(alignment: random.pick([.center, .topLeading, .bottomTrailing])) {
                ForEach(0..<views.count, id: \.self) { views[$0] }
            })
        case 3:
            return grid(depth: depth, spacing: spacing)
        case 4, 5:
            return lazyGrid(depth: depth, spacing: spacing)
        case 6:
            let views = children(depth: depth, count: 0...5)
            return AnyView(FuzzFlow(spacing: spacing ?? 8) { ForEach(0..<views.count, id: \.self) { views[$0] } })
        case 7:
            let inner = view(depth: depth)
            return AnyView(ProbeEveryProposal(log: log) { inner })
        default:
            let inner = view(depth: depth)
            return AnyView(ScrollView(random.pick([.vertical, .horizontal])) { inner })
        }
    }

    private mutating func grid(depth: Int, spacing: CGFloat?) -> AnyView {
        let rows: [[AnyView]] = (0..<random.int(1...3)).map { _ in
            (0..<random.int(1...3)).map { _ in
                var cell = view(depth: depth)
                if random.chance(15) { cell = AnyView(cell.gridCellUnsizedAxes(random.pick([.horizontal, .vertical, [.horizontal, .vertical]]))) }
                return random.chance(20) ? AnyView(cell.gridCellColumns(random.int(1...3))) : cell
            }
        }
        let divided = random.chance(30)
        return AnyView(Grid(horizontalSpacing: spacing, verticalSpacing: random.pick([nil, 0, 4])) {
            ForEach(0..<rows.count, id: \.self) { row in
                GridRow { ForEach(0..<rows[row].count, id: \.self) { rows[row][$0] } }
            }
            if divided { Divider() }
        })
    }

    private mutating func lazyGrid(depth: Int, spacing: CGFloat?) -> AnyView {
        let items = (0..<random.int(1...3)).map { _ in gridItem() }
        let cells = (0..<random.int(0...6)).map { _ in random.chance(50) ? AnyView(Color.green) : view(depth: depth) }
        if random.chance(50) {
            return AnyView(LazyVGrid(columns: items, spacing: spacing) { ForEach(0..<cells.count, id: \.self) { cells[$0] } })
        }
        return AnyView(LazyHGrid(rows: items, spacing: spacing) { ForEach(0..<cells.count, id: \.self) { cells[$0] } })
    }

    private mutating func gridItem() -> GridItem {
        let spacing: CGFloat? = random.pick([nil, 0, 4])
        switch random.int(0...2) {
        case 0: return GridItem(.fixed(random.pick([0, 20, 44, 120])), spacing: spacing)
        case 1:
            let minimum = random.pick([CGFloat(0), 10, 50])
            return GridItem(.flexible(minimum: minimum, maximum: random.pick([.infinity, minimum + 100])), spacing: spacing)
        default:
            let minimum = random.pick([CGFloat(10), 40, 100])
            return GridItem(.adaptive(minimum: minimum, maximum: random.pick([.infinity, minimum + 50])), spacing: spacing)
        }
    }

    private mutating func modified(_ view: AnyView) -> AnyView {
        var view = view
        for _ in 0..<random.int(0...2) {
            let length: CGFloat? = random.pick([nil, 0, 1, 20, 37.5, 100])
            switch random.int(0...9) {
            case 0: view = AnyView(view.frame(width: length, height: random.pick([nil, 0, 15, 60])))
            case 1:
                view = AnyView(view.frame(
                    minWidth: random.pick([nil, 0, 30]), idealWidth: random.pick([nil, 50]),
                    maxWidth: random.pick([nil, 80, .infinity]), minHeight: random.pick([nil, 10]),
                    maxHeight: random.pick([nil, 40, .infinity]), alignment: random.pick([.center, .leading, .bottomTrailing])))
            case 2: view = AnyView(random.chance(30) ? AnyView(view.padding()) : AnyView(view.padding(length ?? 4)))
            case 3: view = AnyView(view.fixedSize(horizontal: random.chance(50), vertical: random.chance(50)))
            case 4: view = AnyView(view.layoutPriority(Double(random.int(-1...2))))
            case 5: view = AnyView(view.aspectRatio(random.pick([nil, 0.5, 1, 2]), contentMode: random.pick([.fit, .fill])))
            case 6: view = AnyView(view.offset(x: 5, y: -3))
            case 7: view = AnyView(view.background(Color.orange))
            case 8: view = AnyView(view.overlay(Circle()))
            default: view = AnyView(view.clipped())
            }
        }
        return view
    }
}
