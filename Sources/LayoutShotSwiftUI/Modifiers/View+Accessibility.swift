// Accessibility and text input: they compile and change no frame.

extension View {
    /// An accessibility element's children behaviour: inert.
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    /// An accessibility identifier: inert.
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View { self }
    /// Accessibility traits added: inert.
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Accessibility traits removed: inert.
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// An accessibility value: inert.
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
    /// An accessibility value: inert.
    nonisolated public func accessibilityValue(_ value: Text) -> some View { self }
    /// An accessibility hint: inert.
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
    /// An accessibility hint: inert.
    nonisolated public func accessibilityHint(_ hint: Text) -> some View { self }
    /// An accessibility label from a key: inert.
    nonisolated public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { self }
    /// An accessibility label, value and hint: inert (SwiftUI's deprecated spelling).
    nonisolated public func accessibility(label: Text) -> some View { self }
    /// An accessibility value: inert (SwiftUI's deprecated spelling).
    nonisolated public func accessibility(value: Text) -> some View { self }
    /// Hidden from accessibility: inert (SwiftUI's deprecated spelling).
    nonisolated public func accessibility(hidden: Bool) -> some View { self }
    /// Accessibility traits added: inert (SwiftUI's deprecated spelling).
    nonisolated public func accessibility(addTraits traits: AccessibilityTraits) -> some View { self }

    /// The keyboard type: inert.
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// The text field style: inert.
    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
    /// Autocapitalization: inert.
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// Autocorrection: inert.
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// Autocorrection: inert (SwiftUI's deprecated spelling).
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    /// The return key's label: inert.
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    /// A submit action: inert.
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
    /// Focus bound to a Boolean: inert.
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    /// Focus bound to a value: inert.
    nonisolated public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { self }
    /// The content type of a text field: inert.
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}

/// The behaviour of an accessibility element's children; inert.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// The children are ignored.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The children are contained.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// The children are combined.
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// A set of accessibility traits; inert.
public struct AccessibilityTraits: SetAlgebra, Sendable {
    private var names: Swift.Set<String>
    private init(_ names: Swift.Set<String>) { self.names = names }
    /// No traits.
    public init() { names = [] }
    /// A button.
    public static let isButton = AccessibilityTraits(["isButton"])
    /// A header.
    public static let isHeader = AccessibilityTraits(["isHeader"])
    /// Selected.
    public static let isSelected = AccessibilityTraits(["isSelected"])
    /// Static text.
    public static let isStaticText = AccessibilityTraits(["isStaticText"])
    /// An image.
    public static let isImage = AccessibilityTraits(["isImage"])
    /// A link.
    public static let isLink = AccessibilityTraits(["isLink"])
    /// Updates frequently.
    public static let updatesFrequently = AccessibilityTraits(["updatesFrequently"])

    /// Whether `member` is in the set.
    public func contains(_ member: AccessibilityTraits) -> Bool { member.names.isSubset(of: names) }
    /// The union.
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(names.union(other.names)) }
    /// The intersection.
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(names.intersection(other.names)) }
    /// The symmetric difference.
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(names.symmetricDifference(other.names))
    }
    /// Inserts `member`.
    @discardableResult
    public mutating func insert(_ member: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(member)
        names.formUnion(member.names)
        return (inserted, member)
    }
    /// Removes `member`.
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        names.subtract(member.names)
        return member
    }
    /// Inserts `member`, returning it.
    @discardableResult
    public mutating func update(with member: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(member)
        names.formUnion(member.names)
        return had ? member : nil
    }
    /// Forms the union.
    public mutating func formUnion(_ other: AccessibilityTraits) { names.formUnion(other.names) }
    /// Forms the intersection.
    public mutating func formIntersection(_ other: AccessibilityTraits) { names.formIntersection(other.names) }
    /// Forms the symmetric difference.
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { names.formSymmetricDifference(other.names) }
}

/// The keyboard a text field shows, as UIKit's `UIKeyboardType` that SwiftUI code names; inert.
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard.
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter,
        webSearch, asciiCapableNumberPad
}

/// A text field's content type, as UIKit's `UITextContentType`; inert.
public struct UITextContentType: Hashable, Sendable {
    let rawValue: String
    /// A name.
    public static let name = UITextContentType(rawValue: "name")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
}

/// The kind of autocapitalization applied to text input; inert.
public struct TextInputAutocapitalization: Sendable {
    let name: String
    /// Never capitalize.
    public static let never = TextInputAutocapitalization(name: "never")
    /// Capitalize words.
    public static let words = TextInputAutocapitalization(name: "words")
    /// Capitalize sentences.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Capitalize every character.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The label of the return key; inert.
public struct SubmitLabel: Sendable {
    let name: String
    /// Done.
    public static let done = SubmitLabel(name: "done")
    /// Go.
    public static let go = SubmitLabel(name: "go")
    /// Next.
    public static let next = SubmitLabel(name: "next")
    /// Return.
    public static let `return` = SubmitLabel(name: "return")
    /// Search.
    public static let search = SubmitLabel(name: "search")
    /// Send.
    public static let send = SubmitLabel(name: "send")
}

/// The triggers of a submit action; inert.
public struct SubmitTriggers: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: Int
    /// A set from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Text fields.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Search fields.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// A property wrapper type that can read and write a value that SwiftUI updates as focus changes, as
/// SwiftUI's `FocusState`: it holds its value (nothing takes focus here).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let state: State<Value>

    /// A binding to a focus state.
    @propertyWrapper
    public struct Binding {
        let binding: LayoutShotSwiftUI.Binding<Value>
        /// The value.
        public var wrappedValue: Value {
            get { binding.wrappedValue }
            nonmutating set { binding.wrappedValue = newValue }
        }
        /// The binding itself.
        public var projectedValue: Binding { self }
    }

    /// The value.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding { Binding(binding: state.projectedValue) }

    /// A focus state of `false`.
    public init() where Value == Bool { state = State(wrappedValue: false) }
    /// A focus state of `nil`.
    public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }
}
