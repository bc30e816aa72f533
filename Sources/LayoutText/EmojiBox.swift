/// Where an emoji cluster of a line sits, in points with y down: a square one em wide whose bottom is 0.15 em
/// below the baseline, as Apple Color Emoji's glyph box on iOS (`Font.emojiAdvance`).
///
/// The embedded font has no emoji; pictures draw a stand-in in this box so the text after it is where the device
/// puts it.
public struct EmojiBox: Hashable, Sendable {
    /// Left edge.
    public let x: Double
    /// Top edge.
    public let y: Double
    /// Side of the square.
    public let side: Double
    /// The cluster it stands for (a ZWJ sequence, a flag, a skin-tone sequence is one cluster).
    public let cluster: String
}
