import LayoutShotSwiftUI

/// The proposals every view must answer: each of nil, 0, 1, 37.5, 390 and ∞ on either axis.
let probeLengths: [CGFloat?] = [nil, 0, 1, 37.5, 390, .infinity]
let probeProposals = probeLengths.flatMap { width in probeLengths.map { ProposedViewSize(width: width, height: $0) } }

/// What a probe heard: each proposal and the size its subview answered.
final class ProbeRecord: @unchecked Sendable {
    var answers: [(proposal: ProposedViewSize, size: CGSize)] = []
}

/// A layout that asks its one subview for every probe proposal (recording the answers) and then lays it out
/// in a 100 × 100 square, so that the host can place the tree.
struct ProposalProbe: Layout {
    let record: ProbeRecord

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        record.answers = probeProposals.map { ($0, subviews[0].sizeThatFits($0)) }
        return CGSize(width: 100, height: 100)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
}

/// Whether `size` is an answer to `proposal`: finite and not negative, infinite only where the proposal is.
func isValidAnswer(_ size: CGSize, to proposal: ProposedViewSize) -> Bool {
    func valid(_ value: CGFloat, _ proposed: CGFloat?) -> Bool {
        !value.isNaN && value >= 0 && (value.isFinite || proposed == .infinity)
    }
    return valid(size.width, proposal.width) && valid(size.height, proposal.height)
}
