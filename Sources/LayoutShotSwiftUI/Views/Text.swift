import LayoutCore

/// A view that displays one or more lines of read-only text, as SwiftUI's `Text`: measured in the embedded
/// font at the environment's font size (see `TextMeasure`), wrapping to the width offered, drawn in its font's
/// weight and slant unless `bold()`, `fontWeight(_:)` or `italic()` set them on the text.
public struct Text: Equatable, Sendable {
    let string: String
    let font: Font?
    /// The colour `foregroundColor` or `foregroundStyle` set on the text itself (nil: the environment's).
    let color: RGBAColor?
    /// The weight set on the text itself (nil: its font's).
    private(set) var weight: Double?
    /// Whether `italic()` was set on the text itself.
    private(set) var isItalic = false

    /// A text view of `content`, not localized.
    public init(verbatim content: String) {
        string = content
        font = nil
        color = nil
    }

    /// A text view of a string.
    public init<S: StringProtocol>(_ content: S) { self.init(verbatim: String(content)) }

    /// A text view of a localized string key (shown as the key: there are no string tables here).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, comment: StaticString? = nil) {
        self.init(verbatim: key.key)
    }

    private init(string: String, font: Font?, color: RGBAColor?, weight: Double? = nil, isItalic: Bool = false) {
        self.string = string
        self.font = font
        self.color = color
        self.weight = weight
        self.isItalic = isItalic
    }

    /// The text set in `font`.
    public func font(_ font: Font?) -> Text { Text(string: string, font: font, color: color, weight: weight, isItalic: isItalic) }
    /// Bold text (drawn bold; measured with regular advances).
    public func bold() -> Text { fontWeight(.bold) }
    /// Bold text when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// Italic text (drawn slanted).
    public func italic() -> Text {
        var text = self
        text.isItalic = true
        return text
    }
    /// The text at `weight` (nil: its font's).
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var text = self
        text.weight = weight?.value
        return text
    }
    /// The text drawn in `color` (nil: the environment's foreground colour).
    public func foregroundColor(_ color: Color?) -> Text {
        Text(string: string, font: font, color: color?.rgba, weight: weight, isItalic: isItalic)
    }
    /// The text drawn in `style` when it is a colour or a hierarchical level; other styles are inert.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        Text(string: string, font: font, color: style.fillColor ?? color, weight: weight, isItalic: isItalic)
    }
    /// Monospaced digits: inert.
    public func monospacedDigit() -> Text { self }
    /// Underline: inert.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// Strikethrough: inert.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// Kerning: inert.
    public func kerning(_ kerning: CGFloat) -> Text { self }
    /// Tracking: inert.
    public func tracking(_ tracking: CGFloat) -> Text { self }

    /// Where text is cut when it does not fit; inert.
    public enum TruncationMode: Hashable, Sendable {
        /// At the start.
        case head
        /// In the middle.
        case middle
        /// At the end.
        case tail
    }

    /// Two texts run together (in the first one's font and colour).
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(
            string: lhs.string + rhs.string, font: lhs.font ?? rhs.font, color: lhs.color ?? rhs.color, weight: lhs.weight,
            isItalic: lhs.isItalic)
    }
}

extension Text: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("Text has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] {
        var environment = environment
        if let font { environment.values.font = font }
        if let color { environment.values.foreground = color }
        let size = environment.fontSize
        // Text set at a negative or non-finite size has no layout (its lines would be negative): a fault, as
        // Apple documents no meaning for such a size, rather than frames no device would draw.
        guard size.isFinite, size >= 0 else {
            let node = leafNode("Text", .text(TextMeasure(string: "", fontSize: 0, lineLimit: nil)), environment)
            node.problems.append(.invalidArgument(
                argument: "font size \(ProposedViewSize.format(size))", requirement: "a font size must be finite and not negative"))
            return [node]
        }
        let font = environment.values.font ?? .body
        // The text's own weight, then one a container set, then its font's; italic from any of them.
        let traits = TextTraits(
            weight: weight ?? environment.values.textWeight ?? font.weightValue,
            isItalic: isItalic || environment.values.textIsItalic || font.isItalic)
        let shown = switch environment.values.textCase {
        case .uppercase?: string.uppercased()
        case .lowercase?: string.lowercased()
        case nil: string
        }
        let measure = TextMeasure(string: shown, fontSize: size, lineLimit: environment.values.lineLimit, traits: traits)
        return [leafNode("Text", .text(measure), environment)]
    }
}

/// The key for a localized string, as SwiftUI's `LocalizedStringKey`; interpolations are written out.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    let key: String

    /// A key from a string.
    public init(_ value: String) { key = value }
    /// A key from a literal.
    public init(stringLiteral value: String) { key = value }
    /// A key from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.text }

    /// The parts of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        /// Reserves nothing.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// Appends a value's description.
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
        /// Appends a formatted value's description.
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) { text += String(describing: value) }
    }
}
