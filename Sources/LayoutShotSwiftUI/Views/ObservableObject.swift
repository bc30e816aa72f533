/// A type of object with a publisher that emits before the object has changed, as Combine's `ObservableObject`
/// that SwiftUI re-exports; nothing is published here (a view's body is evaluated once).
public protocol ObservableObject: AnyObject {}

/// A type that publishes a property marked with an attribute, as Combine's `Published`: it holds the value.
@propertyWrapper
public struct Published<Value> {
    /// The value.
    public var wrappedValue: Value
    /// A published value.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// A published value.
    public init(initialValue: Value) { self.wrappedValue = initialValue }
}

/// An interface for a stored variable that updates an external property of a view, as SwiftUI's
/// `DynamicProperty`; nothing updates here.
public protocol DynamicProperty {}

/// A property wrapper type that subscribes to an observable object, as SwiftUI's `ObservedObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object.
    public var wrappedValue: ObjectType
    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Observes `initialValue`.
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }
    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// A wrapper of an observable object that can create bindings to its properties, as SwiftUI's
    /// `ObservedObject.Wrapper`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the object's property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// A property wrapper type that instantiates an observable object, as SwiftUI's `StateObject`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object, made when the wrapper is.
    public let wrappedValue: ObjectType
    /// Makes the object with `thunk`.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { wrappedValue = thunk() }
    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

/// A property wrapper that supports creating bindings to the mutable properties of observable objects, as
/// SwiftUI's `Bindable` (for `@Observable` models).
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject>: DynamicProperty {
    /// The object.
    public var wrappedValue: Value
    /// Bindings to `wrappedValue`'s properties.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Bindings to `wrappedValue`'s properties.
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// The wrapper itself.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// A property wrapper type for an observable object that a parent or ancestor view supplies, as SwiftUI's
/// `EnvironmentObject`: it reads the object an enclosing `environmentObject(_:)` supplied while the host builds
/// the tree.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Reads the supplied object.
    public init() {}

    /// The supplied object. Where no ancestor supplied one SwiftUI stops the app; the host checks a view's
    /// objects before it evaluates its body and reports `ViewLayoutFault.missingEnvironmentObject` instead.
    public var wrappedValue: ObjectType { SuppliedObjects.object(of: ObjectType.self) }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension EnvironmentObject: SuppliedObjectRequirement {
    var requiredObjectType: AnyObject.Type? { ObjectType.self }
}

/// A property wrapper that needs an object an ancestor supplies (`@EnvironmentObject`, `@Environment(Model.self)`).
protocol SuppliedObjectRequirement {
    /// The type of object the wrapper reads, if it must be supplied.
    var requiredObjectType: AnyObject.Type? { get }
}

/// The objects `environmentObject(_:)` modifiers supply to the views they enclose while the host builds them.
struct SuppliedObjects: @unchecked Sendable {
    // Read and written on the main actor only, during a build.
    var objects: [ObjectIdentifier: AnyObject] = [:]
    @TaskLocal static var current = SuppliedObjects()

    /// The type name of the first object `view`'s properties need that no ancestor supplied, if any: SwiftUI
    /// stops the app there, the host reports a fault before it evaluates the body.
    static func missingObject<V>(in view: V) -> String? {
        for child in Mirror(reflecting: view).children {
            guard let requirement = child.value as? any SuppliedObjectRequirement,
                  let type = requirement.requiredObjectType,
                  current.objects[ObjectIdentifier(type)] == nil
            else { continue }
            return String(describing: type)
        }
        return nil
    }

    /// The supplied object of `type`. The host checks every view's objects before it evaluates its body (see
    /// `missingObject(in:)`), so this stops only a read outside a body, where SwiftUI stops too.
    static func object<T: AnyObject>(of type: T.Type) -> T {
        guard let object = current.objects[ObjectIdentifier(type)] as? T else {
            preconditionFailure("No object of type \(type) found: supply one with environmentObject(_:) or environment(_:)")
        }
        return object
    }
}

/// A view whose content sees `object` through `@EnvironmentObject`.
public struct _EnvironmentObjectView<Content: View, Object: AnyObject> {
    let content: Content
    let object: Object?
}

extension _EnvironmentObjectView: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("an environment object view has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] {
        var supplied = SuppliedObjects.current
        supplied.objects[ObjectIdentifier(Object.self)] = object
        return SuppliedObjects.$current.withValue(supplied) { LayoutShotSwiftUI.makeNodes(content, environment) }
    }
}

extension View {
    /// Supplies `object` to the views inside, for `@EnvironmentObject`.
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        _EnvironmentObjectView(content: self, object: object)
    }

    /// Supplies an `@Observable` object to the views inside, for `@Environment(Type.self)`.
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        _EnvironmentObjectView(content: self, object: object)
    }
}
