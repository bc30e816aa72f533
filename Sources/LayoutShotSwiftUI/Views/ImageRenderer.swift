/// An object that creates images from SwiftUI views, as SwiftUI's `ImageRenderer`, so that code making thumbnails
/// compiles. It renders nothing: this module lays views out and does not draw (the snapshot renderer draws
/// laid-out views, outside it), so `cgImage` is nil, which Apple's documents as the result of a failed render.
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
    /// The root view rendered.
    public var content: Content
    /// The accessibility label of the rendered image.
    public var label: Text?
    /// The size proposed to the root view.
    public var proposedSize: ProposedViewSize = .unspecified
    /// The scale at which to render the image.
    public var scale: CGFloat = 1
    /// Whether the image is opaque.
    public var isOpaque = false

    /// A renderer of `content`.
    public init(content view: Content) {
        content = view
    }

    /// The rendered image: nil, as nothing is drawn here.
    public var cgImage: CGImage? { nil }
}
