extension Image {
    /// The quality at which a scaled image is sampled; inert, as nothing draws an image's pixels here.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// Whether edges are antialiased when the image is scaled; inert.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// The qualities of image interpolation, as SwiftUI's `Image.Interpolation`.
    public enum Interpolation: Hashable, Sendable {
        /// No interpolation.
        case none
        /// Low quality.
        case low
        /// Medium quality.
        case medium
        /// High quality.
        case high
    }
}
