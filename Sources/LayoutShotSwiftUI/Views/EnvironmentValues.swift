import LayoutCore

/// A collection of environment values, as SwiftUI's `EnvironmentValues`. Layout direction, text size, font
/// and line limit change layout; text alignment and the foreground colour change the picture; the others are
/// kept and inert.
public struct EnvironmentValues: Sendable {
    /// The layout direction.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The Dynamic Type size.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The default font.
    public var font: Font?
    /// The maximum number of lines text may take.
    public var lineLimit: Int?
    /// The case text is shown in (`textCase(_:)`; nil: as written); text is measured in it.
    public var textCase: Text.Case?
    /// How the lines of multiline text line up in its frame (drawn; layout does not change).
    public var multilineTextAlignment: TextAlignment = .leading
    /// The colour `foregroundColor` or `foregroundStyle` set (nil: the label colour); drawn.
    var foreground: RGBAColor?
    /// The weight `bold()` or `fontWeight(_:)` on a view set for the text inside (nil: each font's own); drawn.
    var textWeight: Double?
    /// Whether `italic()` on a view slants the text inside; drawn.
    var textIsItalic = false
    /// The colour scheme; inert.
    public var colorScheme: ColorScheme = .light
    /// The horizontal size class; inert.
    public var horizontalSizeClass: UserInterfaceSizeClass? = .compact
    /// The vertical size class; inert.
    public var verticalSizeClass: UserInterfaceSizeClass? = .regular
    /// The display scale; inert.
    public var displayScale: CGFloat = 3
    /// Whether views are enabled; inert.
    public var isEnabled = true
    /// Values of custom `EnvironmentKey`s, read through the key subscript.
    var custom = CustomEnvironmentValues()

    /// The default environment: left to right, `.large` text.
    public init() {}
}

/// The possible color schemes; inert.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    /// Light.
    case light
    /// Dark.
    case dark
}

/// A set of values that indicate the visual size available to the view; inert.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Compact.
    case compact
    /// Regular.
    case regular
}

/// A property wrapper that reads a value from the environment, as SwiftUI's `Environment`: it reads the
/// default environment (a view's `body` is evaluated once, outside any hierarchy of environment writes), or an
/// observable object an enclosing `environment(_:)` supplied.
@propertyWrapper
public struct Environment<Value>: @unchecked Sendable {
    let read: () -> Value
    /// The type of object an ancestor must supply, for `@Environment(Model.self)`.
    var requiredObjectType: AnyObject.Type?

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { EnvironmentValues()[keyPath: keyPath] } }

    /// The value in the default environment.
    public var wrappedValue: Value { read() }
}

extension Environment where Value: AnyObject {
    /// Reads the object of `objectType` an enclosing `environment(_:)` supplied. As in SwiftUI, reading it where
    /// no ancestor supplied one is a programming error.
    public init(_ objectType: Value.Type) {
        read = { SuppliedObjects.object(of: objectType) }
        requiredObjectType = objectType
    }
}

extension Environment: SuppliedObjectRequirement {}

extension Environment {
    /// Reads the optional object of `objectType` an enclosing `environment(_:)` supplied, `nil` if none.
    public init<T: AnyObject>(_ objectType: T.Type) where Value == T? {
        read = { SuppliedObjects.current.objects[ObjectIdentifier(T.self)] as? T }
    }
}

/// A property wrapper type that can read and write a value managed by SwiftUI, as SwiftUI's `State`:
/// it holds its initial value.
@propertyWrapper
public struct State<Value>: @unchecked Sendable {
    private final class Box { var value: Value; init(_ value: Value) { self.value = value } }
    private let box: Box

    /// A state of `wrappedValue`.
    public init(wrappedValue value: Value) { box = Box(value) }
    /// A state of `value`.
    public init(initialValue value: Value) { box = Box(value) }

    /// The value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state of `nil`.
    public init() { self.init(wrappedValue: nil) }
}

/// A property wrapper type that can read and write a value owned by a source of truth, as SwiftUI's `Binding`.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: @unchecked Sendable {
    private let get: () -> Value
    private let set: (Value) -> Void

    /// A binding through `get` and `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// A binding to an immutable value.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    /// The bound value.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to the value of `self` at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }

    /// A binding from another binding.
    public init(projectedValue: Binding<Value>) { self = projectedValue }
}

/// A type that produces view previews in Xcode, as SwiftUI's `PreviewProvider`; its previews can be laid out.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View
    /// A collection of views to preview.
    @ViewBuilder static var previews: Self.Previews { get }
}

/// A size constraint for a preview; inert.
public enum PreviewLayout: Sendable {
    /// The device's size.
    case device
    /// The preview's size that fits.
    case sizeThatFits
    /// A fixed size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// The way a view changes over time; nothing animates here.
public struct Animation: Hashable, Sendable {
    let name: String
    /// The default animation.
    public static let `default` = Animation(name: "default")
    /// Ease in and out.
    public static let easeInOut = Animation(name: "easeInOut")
    /// Ease in.
    public static let easeIn = Animation(name: "easeIn")
    /// Ease out.
    public static let easeOut = Animation(name: "easeOut")
    /// Linear.
    public static let linear = Animation(name: "linear")
    /// A spring.
    public static let spring = Animation(name: "spring")
    /// A spring with parameters.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        .spring
    }
    /// A spring of a duration.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
    /// Ease in and out over a duration.
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    /// Linear over a duration.
    public static func linear(duration: Double) -> Animation { .linear }
}

/// Runs `body` at once: nothing animates here.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
