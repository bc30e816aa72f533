#if !canImport(UIKit)
import LayoutCore

extension SelfSizingProvider {
    /// Cells sized by text in Dynamic Type's `style` at text size `category`, as `text(fontSize:insets:_:)` sizes
    /// them: the font is the style's size at `category` (Apple's table, `DynamicTypeStyle`), or `fontSize` (meant
    /// at the default size, Large) scaled as the style scales, as `UIFontMetrics(forTextStyle:)` scales a custom font.
    public static func text(
        style: DynamicTypeStyle, at category: TextSizeCategory, fontSize: CGFloat? = nil, insets: UIEdgeInsets = .zero,
        _ text: @escaping @MainActor @Sendable (SelfSizingRequest) -> String?
    ) -> SelfSizingProvider {
        let base = fontSize.map { Double($0) } ?? style.pointSize(at: .large)
        return .text(fontSize: CGFloat(style.scaled(base, to: category)), insets: insets, text)
    }
}
#endif
