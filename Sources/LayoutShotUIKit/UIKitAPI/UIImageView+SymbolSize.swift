#if !canImport(UIKit)
extension UIImageView {
    /// A symbol's side: a stand-in square as tall as a line of the configuration's font (SwiftUI's `Image.Scale`:
    /// at the medium scale "the image … matches the size of the text"), 30 % larger at the large scale and 20 %
    /// smaller at the small one (Apple, `NSImage.SymbolScale.large` / `.small`: "approximately 30% larger" /
    /// "approximately 20% smaller than the medium scale"), rounded up to the screen's pixels. The font is the
    /// configuration's (`font`, `pointSize`, or `textStyle` at the text size), else Body at the text size.
    var symbolSide: CGFloat {
        let traits = ContentTraits(of: self)
        let configuration = preferredSymbolConfiguration
        let font: UIFont
        if let given = configuration?.font {
            font = given
        } else if let size = configuration?.pointSize {
            font = .systemFont(ofSize: size)
        } else {
            font = .preferredFont(configuration?.textStyle ?? .body, at: traits.category)
        }
        let factor: CGFloat
        switch configuration?.scale ?? .unspecified {
        case .large: factor = 1.3
        case .small: factor = 0.8
        default: factor = 1
        }
        return PixelGrid.ceil(font.lineHeight * factor, scale: traits.displayScale)
    }
}
#endif
