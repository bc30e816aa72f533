import LayoutSpec

/// What a snapshot is taken of: something that makes the value the strategies check, once per combination of a
/// `SnapshotMatrix` (or once, with no matrix). Made by `.value(_:)`, `.spec(_:)`, `.host(at:_:)`, `.screen(at:_:)`, `.layout(_:in:at:)`,
/// `.transition(of:in:at:midpoint:updates:)`, `.view(_:proposal:environment:)` and `.preview(_:)`.
public struct LayoutSnapshotSubject<Value> {
    /// What the subject is, for messages: "a value", "a spec", "a layout host", ….
    let kind: String
    /// Whether the subject can be put on a matrix's devices, text sizes and directions.
    let takesMatrix: Bool
    /// The value under `combination` (`nil`: no matrix); a thrown error fails that combination.
    let make: (SpecCombination?) throws -> Value
    /// The reference name when the assertion gives none (a preview's own), else `nil`.
    var defaultName: String? = nil
    /// What the subject is in words when its name alone does not say it (a preview at its file and line), so that
    /// two subjects whose names meet are refused, naming both.
    var input: String? = nil

    /// A subject from its kind and how it makes its value.
    init(kind: String, takesMatrix: Bool, make: @escaping (SpecCombination?) throws -> Value) {
        self.kind = kind
        self.takesMatrix = takesMatrix
        self.make = make
    }

    /// A value as it is; it cannot be put on a matrix (make a spec or a host subject for that).
    public static func value(_ value: @autoclosure @escaping () throws -> Value) -> LayoutSnapshotSubject {
        plain(value)
    }

    /// The value `make` makes, as `value(_:)`.
    static func plain(_ make: @escaping () throws -> Value) -> LayoutSnapshotSubject {
        LayoutSnapshotSubject(kind: "a plain value", takesMatrix: false) { _ in try make() }
    }
}
