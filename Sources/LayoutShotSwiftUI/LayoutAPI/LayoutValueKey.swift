/// A key for accessing a layout value of a layout container's subviews, as SwiftUI's `LayoutValueKey`.
public protocol LayoutValueKey {
    /// The type of the key's value.
    associatedtype Value
    /// The default value for the key.
    static var defaultValue: Self.Value { get }
}

/// Layout-specific properties of a layout container, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// The orientation of the containing stack-like container; views like `Spacer` and `Divider` follow it.
    public var stackOrientation: Axis?

    /// Properties with no stack orientation.
    public init() {}
}
