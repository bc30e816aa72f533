#if !canImport(UIKit)
extension UIImage {
    /// How a symbol image is drawn, as UIKit's class: kept, as symbols are drawn as placeholders here.
    @preconcurrency @MainActor
    open class SymbolConfiguration: NSObject, @unchecked Sendable {
        /// A symbol's size relative to its font, as UIKit's enum.
        public enum Scale: Int, Sendable {
            case `default` = -1, unspecified, small, medium, large
        }

        /// A symbol's stroke weight, as UIKit's enum.
        public enum Weight: Int, Sendable {
            case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        }

        /// The font the symbol matches, if given.
        public private(set) var font: UIFont?
        /// The point size, if given.
        public private(set) var pointSize: CGFloat?
        /// The text style, if given.
        public private(set) var textStyle: UIFont.TextStyle?
        /// The scale.
        public private(set) var scale: Scale = .unspecified
        /// The weight.
        public private(set) var weight: Weight = .unspecified

        /// A configuration matching `font` at `scale`.
        public convenience init(font: UIFont, scale: Scale = .default) {
            self.init(pointSize: nil, scale: scale)
            self.font = font
        }

        /// A configuration of `pointSize`, `weight` and `scale`.
        public convenience init(pointSize: CGFloat, weight: Weight = .regular, scale: Scale = .default) {
            // The optional argument picks the private initializer; a plain CGFloat would pick this one again.
            self.init(pointSize: Optional(pointSize), scale: scale)
            self.weight = weight
        }

        /// A configuration matching `textStyle` at `scale`.
        public convenience init(textStyle: UIFont.TextStyle, scale: Scale = .default) {
            self.init(pointSize: nil, scale: scale)
            self.textStyle = textStyle
        }

        /// A configuration of `scale` alone.
        public convenience init(scale: Scale) {
            self.init(pointSize: nil, scale: scale)
        }

        /// A configuration of `weight` alone.
        public convenience init(weight: Weight) {
            self.init(pointSize: nil, scale: .unspecified)
            self.weight = weight
        }

        private init(pointSize: CGFloat?, scale: Scale) {
            self.pointSize = pointSize
            self.scale = scale
            super.init()
        }
    }
}
#endif
