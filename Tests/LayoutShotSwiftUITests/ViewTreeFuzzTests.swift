import LayoutShotSwiftUI
import Testing

/// Random view trees (see `ViewTreeFuzz`): every view answers every proposal of {nil, 0, 1, 37.5, 390, ∞}²
/// with a size (infinite only where the proposal is), no frame is NaN, lazy grids keep their cells inside,
/// and placement is deterministic. This slice runs 2,000 trees in a debug build; `layoutshot-swiftui fuzz`
/// runs 20,000 (and more) in a release build, in `.ci/run`.
@MainActor
struct ViewTreeFuzzTests {
    @Test(arguments: 0..<8)
    func randomTreesKeepTheInvariants(_ slice: Int) {
        for index in 0..<250 {
            let seed = UInt64(slice * 250 + index)
            if let failure = ViewTreeFuzz.check(seed: seed) {
                Issue.record(Comment(rawValue: failure))
                return
            }
        }
    }
}
