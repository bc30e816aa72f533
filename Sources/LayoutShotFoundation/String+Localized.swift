#if !canImport(Darwin)
import Foundation

// Foundation's localized-string initializers, which Linux's Foundation (swift-corelibs-foundation, Swift 6.3)
// lacks and app models use for every name they show. Nothing is looked up: the string is the one the code spells,
// the development language's, which is what a snapshot in that language shows. On Apple platforms Foundation's
// own are used.
extension String {
    /// A localized string's key and default value, built from a literal with interpolations, as Foundation's
    /// `String.LocalizationValue`.
    public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringInterpolation {
        /// The text with its interpolations written out.
        let text: String

        /// The value `value`.
        public init(_ value: String) { text = value }
        /// The value of a literal.
        public init(stringLiteral value: String) { text = value }
        /// The value of a literal with interpolations.
        public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

        /// The parts of a localization value's literal, as Foundation's `String.LocalizationValue.StringInterpolation`.
        public struct StringInterpolation: StringInterpolationProtocol {
            var text = ""
            /// An empty interpolation with room for its parts.
            public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
            /// Literal text.
            public mutating func appendLiteral(_ literal: String) { text += literal }
            /// Any value, as `String(describing:)` writes it.
            public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
            /// A number written by a `printf` format, such as `"%02d"`.
            public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
                text += String(format: specifier, value)
            }
            /// A value written by a format style.
            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
                text += format.format(input)
            }
        }
    }

    /// The string `keyAndValue` spells; `table`, `bundle`, `locale` and `comment` are not used (no lookup).
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        self = keyAndValue.text
    }

    /// The default value `defaultValue` spells; the key, `table`, `bundle`, `locale` and `comment` are not used.
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = defaultValue.text
    }
}
#endif
