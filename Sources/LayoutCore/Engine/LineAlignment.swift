/// How items of one line are placed along the line in the aligned flow layout.
public enum LineAlignment: String, Hashable, Sendable, CaseIterable {
    /// Packed at the start with `interitemSpacing`.
    case start
    /// Packed at the end, data in reading order.
    case end
    /// Packed at the end, data reversed: the first item of a line is the last along the line.
    case dataEnd
    /// Packed and centred.
    case center
    /// UIKit's own flow behaviour.
    case justified
}
