/// A simulator model to preview on, by the name Xcode gives it, as SwiftUI's `PreviewDevice`.
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The model's name (`iPhone 14 Pro`).
    public var rawValue: String

    /// The device called `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The device called `stringLiteral`.
    public init(stringLiteral: String) { rawValue = stringLiteral }
}

/// The orientation of the interface from the user's perspective, as SwiftUI's `InterfaceOrientation`.
public enum InterfaceOrientation: Hashable, CaseIterable, Sendable {
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// On its left side.
    case landscapeLeft
    /// On its right side.
    case landscapeRight
}

extension View {
    /// The device a `PreviewProvider`'s preview is drawn on: inert in the view; `layoutshot-port` makes it the
    /// preview's trait.
    nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    /// The orientation of a preview: inert in the view; `layoutshot-port` makes it the preview's trait.
    nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
