extension Image {
    /// An image of a bitmap, as SwiftUI's `Image(_:scale:orientation:label:)`: nothing decodes a bitmap here, so it
    /// stands for one as a named image does, 100 × 100 points; `scale`, `orientation` and `label` are not used.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
        self.init("CGImage")
    }

    /// The orientation of an image's pixels, as SwiftUI's `Image.Orientation`; inert.
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        /// As stored.
        case up
        /// Flipped horizontally.
        case upMirrored
        /// Rotated 180°.
        case down
        /// Rotated 180° and flipped.
        case downMirrored
        /// Rotated 90° counterclockwise.
        case left
        /// Rotated 90° counterclockwise and flipped.
        case leftMirrored
        /// Rotated 90° clockwise.
        case right
        /// Rotated 90° clockwise and flipped.
        case rightMirrored
    }
}
