import LayoutCore
import LayoutSpec

extension LayoutSnapshotSubject where Value == Spec {
    /// A spec: on a matrix it is put on each device (`Spec.on(_:_:)`) and mirrored right to left; its `text` items keep
    /// the size they were decoded at (use `spec(atTextSize:)` for a matrix of text sizes).
    public static func spec(_ spec: @autoclosure @escaping () throws -> Spec) -> LayoutSnapshotSubject {
        self.spec { _ in try spec() }
    }

    /// The spec file at `path`, read and parsed once, each combination of the matrix decoded from that text as the
    /// command line decodes a spec's own `matrix` (`SpecSource.decode(_:)`): the device's screen, scale and safe area,
    /// the text size and the direction, so a spec file checked from a test and from `layoutshot snapshots` match.
    public static func specFile(_ path: String) -> LayoutSnapshotSubject {
        var source: Result<SpecSource, SpecError>?
        return LayoutSnapshotSubject(kind: "a spec file", takesMatrix: true) { combination in
            if source == nil { source = Result { () throws(SpecError) in try SpecSource.read(contentsOfFile: path) } }
            return try source!.get().decode(combination)
        }
    }

    /// A spec made at each text size of the matrix (`SpecDecoder.decode(contentsOfFile:textSize:)`), so its `text` items
    /// grow as the command line's `matrix.textSizes` makes them; made once per text size, then put on each device.
    public static func spec(atTextSize make: @escaping (TextSizeCategory) throws -> Spec) -> LayoutSnapshotSubject {
        var made: [TextSizeCategory: Result<Spec, any Error>] = [:]
        return LayoutSnapshotSubject(kind: "a spec", takesMatrix: true) { combination in
            let textSize = combination?.textSize ?? .large
            if made[textSize] == nil { made[textSize] = Result { try make(textSize) } }
            var spec = try made[textSize]!.get()
            guard let combination else { return spec }
            if let device = combination.device { spec = spec.on(device, combination.orientation ?? .portrait) }
            if let direction = combination.direction { spec.direction = direction }
            return spec
        }
    }
}
