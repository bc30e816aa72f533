/// A view that displays an image, as SwiftUI's `Image`: a placeholder of the image's size. There are no asset
/// catalogs here: a named image is 100 × 100 points, a symbol a square of the font's size (SF Symbols are
/// drawn at the point size of the text they sit in); `resizable()` makes either take the size offered.
public struct Image: Equatable, Sendable {
    let name: String
    let isSymbol: Bool
    let isResizable: Bool

    /// The size a named image stands for.
    static let namedImageSize = CGSize(width: 100, height: 100)

    /// An image from the asset catalog.
    public init(_ name: String) { self.init(name: name, isSymbol: false, isResizable: false) }

    /// A system symbol image.
    public init(systemName: String) { self.init(name: systemName, isSymbol: true, isResizable: false) }

    private init(name: String, isSymbol: Bool, isResizable: Bool) {
        self.name = name
        self.isSymbol = isSymbol
        self.isResizable = isResizable
    }

    /// The image resized to the space offered.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        Image(name: name, isSymbol: isSymbol, isResizable: true)
    }

    /// A rendering mode: inert.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

    /// The modes an image can be resized in; inert.
    public enum ResizingMode: Hashable, Sendable {
        /// Tile.
        case tile
        /// Stretch.
        case stretch
    }

    /// The scale of a symbol image; inert.
    public enum Scale: Hashable, Sendable {
        /// Small.
        case small
        /// Medium.
        case medium
        /// Large.
        case large
    }

    /// The rendering modes; inert.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// As drawn.
        case original
        /// As a template.
        case template
    }
}

extension Image: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("Image has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] {
        let size = isSymbol ? CGSize(width: environment.fontSize, height: environment.fontSize) : Self.namedImageSize
        return [leafNode("Image", .image(name: name, size: size, resizable: isResizable, isSymbol: isSymbol), environment)]
    }
}

/// A control that initiates an action, as SwiftUI's `Button`: laid out as its label.
public struct Button<Label: View> {
    let label: Label

    /// A button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension Button: View {
    /// The label.
    public var body: Label { label }
}

extension Button where Label == Text {
    /// A button with a text label from a key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { label = Text(titleKey) }

    /// A button with a text label.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { label = Text(title) }
}
