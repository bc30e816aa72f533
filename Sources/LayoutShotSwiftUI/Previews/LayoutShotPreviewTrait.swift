/// A trait of a preview, as DeveloperToolsSupport's `PreviewTrait` (`#Preview(traits: .sizeThatFitsLayout)`) and
/// the preview modifiers of a `PreviewProvider` (`.previewLayout(_:)`, `.previewDevice(_:)`, …) give them.
/// `layoutshot-port` writes `#Preview`'s traits as written, and a provider's modifiers as the trait of that name.
public struct LayoutShotPreviewTrait: Hashable, Sendable, CustomStringConvertible {
    /// What the trait sets.
    public enum Kind: Hashable, Sendable {
        /// The view is proposed the device's screen, less its safe area (the default).
        case deviceLayout
        /// The view is proposed nothing (`nil` by `nil`) and takes its ideal size.
        case sizeThatFitsLayout
        /// The view is proposed a fixed size.
        case fixedLayout(width: CGFloat, height: CGFloat)
        /// The device, by the name Xcode gives its simulator (`iPhone 14 Pro`).
        case device(String)
        /// How the device is held.
        case orientation(InterfaceOrientation)
        /// The Dynamic Type size.
        case dynamicTypeSize(DynamicTypeSize)
        /// The layout direction.
        case layoutDirection(LayoutDirection)
    }

    /// What the trait sets.
    public var kind: Kind

    /// A trait of `kind`.
    public init(_ kind: Kind) { self.kind = kind }

    /// The device's screen: `PreviewTrait.defaultLayout`.
    public static let defaultLayout = LayoutShotPreviewTrait(.deviceLayout)
    /// The view's ideal size: `PreviewTrait.sizeThatFitsLayout`.
    public static let sizeThatFitsLayout = LayoutShotPreviewTrait(.sizeThatFitsLayout)
    /// A fixed size: `PreviewTrait.fixedLayout(width:height:)`.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> LayoutShotPreviewTrait {
        LayoutShotPreviewTrait(.fixedLayout(width: width, height: height))
    }
    /// Upright: `PreviewTrait.portrait`.
    public static let portrait = LayoutShotPreviewTrait(.orientation(.portrait))
    /// Upside down: `PreviewTrait.portraitUpsideDown`.
    public static let portraitUpsideDown = LayoutShotPreviewTrait(.orientation(.portraitUpsideDown))
    /// On its left side: `PreviewTrait.landscapeLeft`.
    public static let landscapeLeft = LayoutShotPreviewTrait(.orientation(.landscapeLeft))
    /// On its right side: `PreviewTrait.landscapeRight`.
    public static let landscapeRight = LayoutShotPreviewTrait(.orientation(.landscapeRight))

    /// `.previewLayout(_:)`'s layout.
    public static func previewLayout(_ layout: PreviewLayout) -> LayoutShotPreviewTrait {
        switch layout {
        case .device: defaultLayout
        case .sizeThatFits: sizeThatFitsLayout
        case .fixed(let width, let height): fixedLayout(width: width, height: height)
        }
    }
    /// `.previewDevice(_:)`'s device.
    public static func previewDevice(_ device: PreviewDevice?) -> LayoutShotPreviewTrait {
        device.map { LayoutShotPreviewTrait(.device($0.rawValue)) } ?? defaultLayout
    }
    /// `.previewInterfaceOrientation(_:)`'s orientation.
    public static func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> LayoutShotPreviewTrait {
        LayoutShotPreviewTrait(.orientation(orientation))
    }
    /// `.dynamicTypeSize(_:)` or `.environment(\.dynamicTypeSize, _)`'s size.
    public static func dynamicTypeSize(_ size: DynamicTypeSize) -> LayoutShotPreviewTrait {
        LayoutShotPreviewTrait(.dynamicTypeSize(size))
    }
    /// `.environment(\.layoutDirection, _)`'s direction.
    public static func layoutDirection(_ direction: LayoutDirection) -> LayoutShotPreviewTrait {
        LayoutShotPreviewTrait(.layoutDirection(direction))
    }

    /// The trait as written: `sizeThatFitsLayout`, `device(iPhone 14 Pro)`, ….
    public var description: String {
        switch kind {
        case .deviceLayout: "defaultLayout"
        case .sizeThatFitsLayout: "sizeThatFitsLayout"
        case let .fixedLayout(width, height): "fixedLayout(\(Self.points(width))×\(Self.points(height)))"
        case .device(let name): "device(\(name))"
        case .orientation(let orientation): "\(orientation)"
        case .dynamicTypeSize(let size): "dynamicTypeSize(\(size))"
        case .layoutDirection(let direction): "\(direction)"
        }
    }

    /// `100` rather than `100.0`, `12.5` as it is.
    private static func points(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
