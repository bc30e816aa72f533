extension AnyTransition {
    /// Scales from `scale` about `anchor`; inert.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .identity }
    /// Moves by `offset`; inert.
    public static func offset(_ offset: CGSize) -> AnyTransition { .identity }
}
