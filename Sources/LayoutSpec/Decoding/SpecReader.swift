import LayoutCore

/// Typed, validating access to one value of a spec, carrying the file name and JSON path for errors.
struct SpecReader {
    let file: String
    let path: String
    let value: SpecValue

    func fail(_ message: String) -> SpecError {
        .invalid(file: file, path: path, message: message)
    }

    /// The reader for `key` of this object (nil when absent).
    func child(_ key: String) -> SpecReader? {
        value[key].map { SpecReader(file: file, path: path.isEmpty ? key : "\(path).\(key)", value: $0) }
    }

    /// The reader for `key`, which must be present.
    func required(_ key: String) throws(SpecError) -> SpecReader {
        guard let child = child(key) else {
            throw SpecError.invalid(file: file, path: path.isEmpty ? key : "\(path).\(key)", message: "is required")
        }
        return child
    }

    /// Readers for the elements of an array.
    func elements() throws(SpecError) -> [SpecReader] {
        try arrayValues().enumerated().map { SpecReader(file: file, path: "\(path)[\($0.offset)]", value: $0.element) }
    }

    /// How many elements an array has, counted before a reader is made for each (a budget check comes first).
    func elementCount() throws(SpecError) -> Int { try arrayValues().count }

    private func arrayValues() throws(SpecError) -> [SpecValue] {
        guard case .array(let values) = value else { throw fail("must be an array, got \(value.brief)") }
        return values
    }

    /// Checks that this is an object whose keys are all in `allowed`.
    func object(allowing allowed: Set<String>) throws(SpecError) -> SpecReader {
        guard case .object(let pairs) = value else { throw fail("must be an object, got \(value.brief)") }
        for pair in pairs where !allowed.contains(pair.key) {
            throw SpecError.invalid(
                file: file, path: path.isEmpty ? pair.key : "\(path).\(pair.key)",
                message: "unknown key; expected one of \(allowed.sorted().joined(separator: ", "))")
        }
        return self
    }

    var isObject: Bool {
        if case .object = value { return true }
        return false
    }

    func number() throws(SpecError) -> Double {
        guard case .number(let n) = value else { throw fail("must be a number, got \(value.brief)") }
        guard n.isFinite else { throw fail("must be a finite number, got \(value.brief)") }
        return n
    }

    /// A finite number ≥ 0 (sizes, spacings, insets).
    func nonNegative() throws(SpecError) -> Double {
        guard case .number(let n) = value, n.isFinite, n >= 0 else {
            throw fail("must be a finite number ≥ 0, got \(value.brief)")
        }
        return n
    }

    /// A finite number > 0.
    func positive() throws(SpecError) -> Double {
        guard case .number(let n) = value, n.isFinite, n > 0 else {
            throw fail("must be a finite number > 0, got \(value.brief)")
        }
        return n
    }

    /// A whole number in `range`.
    func integer(in range: ClosedRange<Int>) throws(SpecError) -> Int {
        guard case .number(let n) = value, n.isFinite, n == n.rounded(), n >= Double(range.lowerBound),
            n <= Double(range.upperBound)
        else {
            throw fail("must be a whole number from \(range.lowerBound) to \(range.upperBound), got \(value.brief)")
        }
        return Int(n)
    }

    func bool() throws(SpecError) -> Bool {
        guard case .bool(let b) = value else { throw fail("must be true or false, got \(value.brief)") }
        return b
    }

    func string() throws(SpecError) -> String {
        guard case .string(let s) = value else { throw fail("must be a string, got \(value.brief)") }
        return s
    }

    /// Upper bound on drawn text (`text` items, `description`) in Unicode scalars: a tag is a few words,
    /// and text costs time and memory in proportion to its length wherever it is measured or drawn.
    static let maximumTextLength = 1000

    /// A string of at most `maximumTextLength` Unicode scalars.
    func shortText() throws(SpecError) -> String {
        let text = try string()
        let length = text.unicodeScalars.count
        guard length <= Self.maximumTextLength else {
            throw fail("must be at most \(Self.maximumTextLength) characters (Unicode scalars), got \(length)")
        }
        return text
    }

    /// One of the cases of a string-backed enum.
    func choice<E: RawRepresentable & CaseIterable>(_: E.Type) throws(SpecError) -> E where E.RawValue == String {
        let names = E.allCases.map(\.rawValue)
        guard case .string(let s) = value, let result = E(rawValue: s) else {
            throw fail("must be one of \(names.map { "\"\($0)\"" }.joined(separator: ", ")), got \(value.brief)")
        }
        return result
    }

    /// `{"x": .., "y": ..}` with finite numbers.
    func point() throws(SpecError) -> (x: Double, y: Double) {
        let object = try object(allowing: ["x", "y"])
        return (try object.required("x").number(), try object.required("y").number())
    }

    /// `{"top", "left", "bottom", "right"}`, each a non-negative number, default 0.
    func edgeInsets() throws(SpecError) -> Insets {
        let object = try object(allowing: ["top", "left", "bottom", "right"])
        return Insets(
            top: try object.child("top")?.nonNegative() ?? 0, left: try object.child("left")?.nonNegative() ?? 0,
            bottom: try object.child("bottom")?.nonNegative() ?? 0, right: try object.child("right")?.nonNegative() ?? 0)
    }
}
