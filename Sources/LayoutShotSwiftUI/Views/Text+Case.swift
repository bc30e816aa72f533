extension Text {
    /// A scheme for transforming the capitalization of characters within text, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        /// Displays text in all uppercase characters.
        case uppercase
        /// Displays text in all lowercase characters.
        case lowercase
    }
}

extension View {
    /// Shows the text inside in `textCase` (nil: as written, which also undoes the uppercase a grouped list gives
    /// its section headers); the text is measured as shown.
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }
}
