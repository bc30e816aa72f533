// Drawing and animation modifiers beyond View+Inert: they compile and change no frame.

extension View {
    /// A colour multiplied into the view: inert.
    nonisolated public func colorMultiply(_ color: Color) -> some View { self }
    /// Labels of controls hidden: inert (controls are laid out with their labels).
    nonisolated public func labelsHidden() -> some View { self }
    /// The toolbar title's display mode: inert.
    nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { self }
    /// A saturation: inert.
    nonisolated public func saturation(_ amount: Double) -> some View { self }
    /// A brightness: inert.
    nonisolated public func brightness(_ amount: Double) -> some View { self }
    /// A grayscale effect: inert.
    nonisolated public func grayscale(_ amount: Double) -> some View { self }
    /// A blend mode: inert.
    nonisolated public func blendMode(_ blendMode: BlendMode) -> some View { self }
    /// A drawing group: inert.
    nonisolated public func drawingGroup(opaque: Bool = false) -> some View { self }
    /// A compositing group: inert.
    nonisolated public func compositingGroup() -> some View { self }
    /// A preferred colour scheme: inert.
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
    /// A status bar visibility: inert.
    nonisolated public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
    /// A 3D rotation: inert.
    nonisolated public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View {
        self
    }
    /// An animation on every change: inert (SwiftUI's deprecated spelling).
    nonisolated public func animation(_ animation: Animation?) -> some View { self }
}

/// A toolbar title's display mode; inert.
public struct ToolbarTitleDisplayMode: Sendable {
    let name: String
    /// The system's mode.
    public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
    /// Inline.
    public static let inline = ToolbarTitleDisplayMode(name: "inline")
    /// Large.
    public static let large = ToolbarTitleDisplayMode(name: "large")
    /// Inline, large where possible.
    public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
}

/// Modes for compositing a view with overlapping content; inert.
public enum BlendMode: Sendable {
    /// Normal.
    case normal
    /// Multiply.
    case multiply
    /// Screen.
    case screen
    /// Overlay.
    case overlay
    /// Darken.
    case darken
    /// Lighten.
    case lighten
    /// Colour dodge.
    case colorDodge
    /// Colour burn.
    case colorBurn
    /// Soft light.
    case softLight
    /// Hard light.
    case hardLight
    /// Difference.
    case difference
    /// Exclusion.
    case exclusion
    /// Hue.
    case hue
    /// Saturation.
    case saturation
    /// Colour.
    case color
    /// Luminosity.
    case luminosity
    /// Source atop.
    case sourceAtop
    /// Destination over.
    case destinationOver
    /// Destination out.
    case destinationOut
    /// Plus darker.
    case plusDarker
    /// Plus lighter.
    case plusLighter
}

extension Animation {
    /// The animation at a speed: itself.
    public func speed(_ speed: Double) -> Animation { self }
    /// The animation after a delay: itself.
    public func delay(_ delay: Double) -> Animation { self }
    /// The animation repeated forever: itself.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
    /// The animation repeated: itself.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// An interpolating spring.
    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation { .spring }
    /// Ease in over a duration.
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    /// Ease out over a duration.
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    /// A bouncy spring.
    public static var bouncy: Animation { .spring }
    /// A smooth spring.
    public static var smooth: Animation { .spring }
}

extension AnyTransition {
    /// One transition for insertion and another for removal: inert.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    /// Offset by a size: inert.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { .identity }
    /// A push from an edge: inert.
    public static func push(from edge: Edge) -> AnyTransition { .identity }
}
