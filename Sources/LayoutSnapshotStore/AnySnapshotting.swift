import LayoutCore
import LayoutRender
import LayoutSpec

/// A snapshot strategy for `Value` whatever its stored format, so that one assertion can check several:
/// `assertLayoutSnapshots(of: spec, as: [.layout, .png])`.
public struct AnySnapshotting<Value>: Sendable {
    /// The reference file's extension without the dot.
    public let pathExtension: String
    private let run: @Sendable (Value, ReferenceFile, RecordMode) -> Result<ReferenceOutcome, SnapshotError>

    /// `snapshotting` with its format hidden.
    public init<Format>(_ snapshotting: Snapshotting<Value, Format>) {
        pathExtension = snapshotting.pathExtension
        run = { value, file, record in file.check(value, as: snapshotting, record: record) }
    }

    /// Snapshots `value` and checks it against `reference` as `record` allows (the one driver).
    public func check(_ value: Value, against reference: ReferenceFile, record: RecordMode) -> Result<ReferenceOutcome, SnapshotError> {
        run(value, reference, record)
    }
}

extension AnySnapshotting where Value == Spec {
    /// The layout output: what moved, by element.
    public static var layout: AnySnapshotting { AnySnapshotting(Snapshotting<Spec, LayoutDocument>.layout) }
    /// The picture as PNG, compared with the scope's image options.
    public static var png: AnySnapshotting { AnySnapshotting(Snapshotting<Spec, Bitmap>.png) }
    /// The picture as SVG text.
    public static var svg: AnySnapshotting { AnySnapshotting(Snapshotting<Spec, String>.svg) }
}

extension AnySnapshotting where Value == LayoutConfiguration {
    /// The layout output at offset 0.
    public static var layout: AnySnapshotting { AnySnapshotting(Snapshotting<LayoutConfiguration, LayoutDocument>.layout) }
    /// The whole content as PNG at scale 1.
    public static var png: AnySnapshotting { AnySnapshotting(Snapshotting<LayoutConfiguration, Bitmap>.png) }
    /// The whole content as SVG.
    public static var svg: AnySnapshotting { AnySnapshotting(Snapshotting<LayoutConfiguration, String>.svg) }
}

extension AnySnapshotting where Value == LayoutSnapshot {
    /// The layout output at offset 0.
    public static var layout: AnySnapshotting { AnySnapshotting(Snapshotting<LayoutSnapshot, LayoutDocument>.layout) }
    /// The whole content as PNG at scale 1.
    public static var png: AnySnapshotting { AnySnapshotting(Snapshotting<LayoutSnapshot, Bitmap>.png) }
    /// The whole content as SVG.
    public static var svg: AnySnapshotting { AnySnapshotting(Snapshotting<LayoutSnapshot, String>.svg) }
}
