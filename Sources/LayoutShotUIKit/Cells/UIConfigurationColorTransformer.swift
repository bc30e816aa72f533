#if !canImport(UIKit)
/// A function from one colour to another that a configuration applies before it shows a colour, as UIKit's
/// structure; two transformers are equal when they are the same one.
public struct UIConfigurationColorTransformer: Hashable {
    /// Holds the function, so that equality is the transformer's identity.
    private final class Function: @unchecked Sendable {
        let transform: (UIColor) -> UIColor
        init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }
    }

    private let function: Function

    /// A transformer applying `transform`.
    public init(_ transform: @escaping (UIColor) -> UIColor) {
        function = Function(transform)
    }

    /// `color` transformed.
    public func callAsFunction(_ color: UIColor) -> UIColor { function.transform(color) }

    /// The same transformer.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.function === rhs.function }

    /// Hashes the identity `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(function)) }
}
#endif
