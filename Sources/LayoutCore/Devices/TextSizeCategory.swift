/// The user's preferred text size (Dynamic Type), as `UIContentSizeCategory` names it, smallest first.
public enum TextSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable {
    /// xSmall.
    case extraSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large: the default.
    case large
    /// xLarge.
    case extraLarge
    /// xxLarge.
    case extraExtraLarge
    /// xxxLarge: the largest without the accessibility setting.
    case extraExtraExtraLarge
    /// AX1.
    case accessibilityMedium
    /// AX2.
    case accessibilityLarge
    /// AX3.
    case accessibilityExtraLarge
    /// AX4.
    case accessibilityExtraExtraLarge
    /// AX5: the largest.
    case accessibilityExtraExtraExtraLarge

    /// Whether this is one of the five larger accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The short name file names use (`xSmall` … `xxxLarge`, `accessibilityM` … `accessibilityXXXL`).
    public var shortName: String {
        switch self {
        case .extraSmall: "xSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .extraLarge: "xLarge"
        case .extraExtraLarge: "xxLarge"
        case .extraExtraExtraLarge: "xxxLarge"
        case .accessibilityMedium: "accessibilityM"
        case .accessibilityLarge: "accessibilityL"
        case .accessibilityExtraLarge: "accessibilityXL"
        case .accessibilityExtraExtraLarge: "accessibilityXXL"
        case .accessibilityExtraExtraExtraLarge: "accessibilityXXXL"
        }
    }

    /// The category called `name`, by its long (`accessibilityExtraLarge`) or short (`accessibilityXL`) name,
    /// ignoring case, else `nil`.
    public static func named(_ name: String) -> TextSizeCategory? {
        let key = name.lowercased()
        return allCases.first { $0.rawValue.lowercased() == key || $0.shortName.lowercased() == key }
    }

    /// Ordered by size.
    public static func < (a: TextSizeCategory, b: TextSizeCategory) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
