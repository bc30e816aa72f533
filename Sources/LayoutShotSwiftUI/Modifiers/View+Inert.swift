// Modifiers that do not change layout: they compile, and return the view unchanged.

extension View {
    /// A tint: inert.
    nonisolated public func tint(_ tint: Color?) -> some View { self }
    /// Rounded clipping: inert.
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
    /// Clipping to a shape: inert.
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }
    /// Clipping to the frame: inert.
    nonisolated public func clipped(antialiased: Bool = false) -> some View { self }
    /// A shadow: inert.
    nonisolated public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        self
    }
    /// Opacity: inert.
    nonisolated public func opacity(_ opacity: Double) -> some View { self }
    /// A border: inert.
    nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { self }
    /// A rotation drawn about `anchor`: inert.
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
    /// A scale drawn about `anchor`: inert.
    nonisolated public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }
    /// A drawing order among siblings: inert.
    nonisolated public func zIndex(_ value: Double) -> some View { self }
    /// A tap action: inert.
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    /// An appearance action: inert.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    /// A disappearance action: inert.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    /// A change action: inert.
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }
    /// A change action: inert.
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        self
    }
    /// An animation: inert.
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    /// A transition: inert.
    nonisolated public func transition(_ transition: AnyTransition) -> some View { self }
    /// An identity: inert.
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { self }
    /// A tag: inert.
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { self }
    /// An accessibility label: inert.
    nonisolated public func accessibilityLabel(_ label: Text) -> some View { self }
    /// An accessibility label: inert.
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
    /// Hidden from accessibility: inert.
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    /// A hit-testing shape: inert.
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    /// Whether the view is disabled: inert.
    nonisolated public func disabled(_ disabled: Bool) -> some View { self }
    /// Whether the view takes hits: inert.
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    /// A button style: inert.
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
    /// A preview layout: inert.
    nonisolated public func previewLayout(_ value: PreviewLayout) -> some View { self }
    /// A preview name: inert.
    nonisolated public func previewDisplayName(_ value: String?) -> some View { self }
    /// A navigation title: inert.
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
    /// Extending into the safe area: inert (the host lays out in the proposal it is given, with no safe area).
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    /// Extending into the safe area: inert.
    nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
    /// Where text is cut when it does not fit: inert (a `lineLimit` decides the lines).
    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
    /// How far text may shrink to fit: inert (text keeps its size).
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    /// The scale of symbol images: inert (a symbol is a square of its font's size).
    nonisolated public func imageScale(_ scale: Image.Scale) -> some View { self }
    /// How symbols are coloured: inert.
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
    /// A mask: inert (it clips drawing, not layout).
    nonisolated public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View { self }
    /// A scale drawn about `anchor`, per axis: inert.
    nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { self }
    /// A blur: inert.
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
    /// Hides the view, keeping its place: inert (the host lays out what is hidden).
    nonisolated public func hidden() -> some View { self }
}

/// Regions of the safe area; inert.
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The container's safe area.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The keyboard's.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// How symbol images are coloured; inert.
public struct SymbolRenderingMode: Hashable, Sendable {
    let mode: Int
    /// One colour.
    public static let monochrome = SymbolRenderingMode(mode: 0)
    /// Layers in opacities of one colour.
    public static let hierarchical = SymbolRenderingMode(mode: 1)
    /// Layers in several colours.
    public static let palette = SymbolRenderingMode(mode: 2)
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(mode: 3)
}

/// An alignment position for text along the horizontal axis: where each line of a text sits in its frame.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    /// Leading.
    case leading
    /// Centered.
    case center
    /// Trailing.
    case trailing
}

/// A type-erased transition; inert.
public struct AnyTransition: Sendable {
    /// Fades.
    public static let opacity = AnyTransition()
    /// Scales.
    public static let scale = AnyTransition()
    /// Slides.
    public static let slide = AnyTransition()
    /// Appears at once.
    public static let identity = AnyTransition()
    /// Moves in from `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// Both transitions.
    nonisolated public func combined(with other: AnyTransition) -> AnyTransition { self }
}

/// A type that applies standard interaction behavior to all buttons; inert.
public protocol PrimitiveButtonStyle {}

/// The default button style; inert.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
}

/// A bordered button style; inert.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
}

/// A prominent bordered button style; inert.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
}

/// A borderless button style; inert.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
}

/// A plain button style; inert.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The bordered style.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The prominent bordered style.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The borderless style.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The plain style.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
