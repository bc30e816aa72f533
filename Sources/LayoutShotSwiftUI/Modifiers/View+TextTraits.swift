// Weight and slant set on a view for all the text inside it, as SwiftUI's view modifiers of iOS 16 do: a `Text`'s own
// `bold()`, `fontWeight(_:)` or `italic()` and its font's traits come first.

extension View {
    /// The text inside drawn bold when `isActive` (measured with regular advances, as `Text.bold()`).
    nonisolated public func bold(_ isActive: Bool = true) -> some View {
        _EnvironmentView(content: self) { if isActive { $0.textWeight = Font.Weight.bold.value } }
    }

    /// The text inside drawn slanted when `isActive`.
    nonisolated public func italic(_ isActive: Bool = true) -> some View {
        _EnvironmentView(content: self) { if isActive { $0.textIsItalic = true } }
    }

    /// The text inside drawn at `weight` (nil: each font's own).
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View {
        _EnvironmentView(content: self) { $0.textWeight = weight?.value }
    }
}
