import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutSpec

/// A snapshot strategy for `Value` whatever its stored format, so that one assertion can check several:
/// `assertLayoutSnapshot(of: spec, as: [.layout, .png])`.
public struct AnySnapshotting<Value>: Sendable {
    /// The reference file's extension without the dot.
    public let pathExtension: String
    private let run: @Sendable (Value, ReferenceFile, RecordMode, SnapshotMemo) -> Result<ReferenceOutcome, SnapshotError>

    /// `snapshotting` with its format hidden.
    public init<Format>(_ snapshotting: Snapshotting<Value, Format>) {
        pathExtension = snapshotting.pathExtension
        run = { value, file, record, _ in file.check(value, as: snapshotting, record: record) }
    }

    /// `snapshotting` pulled back to `Value` through `prepare`, which finds in the memo what other strategies checking
    /// the same value already made (as a spec's strategies share its computed layout and picture).
    public init<Prepared, Format>(
        _ snapshotting: Snapshotting<Prepared, Format>,
        preparedBy prepare: @escaping @Sendable (Value, SnapshotMemo) throws(SnapshotError) -> Prepared
    ) {
        pathExtension = snapshotting.pathExtension
        run = { value, file, record, memo in
            let prepared: Prepared
            do throws(SnapshotError) {
                prepared = try prepare(value, memo)
            } catch {
                return .failure(error)
            }
            return file.check(prepared, as: snapshotting, record: record)
        }
    }

    /// Snapshots `value` and checks it against `reference` as `record` allows (the one driver); strategies checking
    /// one value share `memo`.
    public func check(
        _ value: Value, against reference: ReferenceFile, record: RecordMode, memo: SnapshotMemo = SnapshotMemo()
    ) -> Result<ReferenceOutcome, SnapshotError> {
        run(value, reference, record, memo)
    }
}

extension AnySnapshotting where Value == Spec {
    /// The layout output: what moved, by element; no picture is made for it.
    public static var layout: AnySnapshotting {
        AnySnapshotting(Snapshotting<LayoutDocument, LayoutDocument>.layoutDocument) { spec, memo throws(SnapshotError) in
            SpecRenderer.layoutDocument(for: spec, layout: try memo.value { spec.computeLayout() })
        }
    }
    /// The picture as PNG, compared with the scope's image options.
    public static var png: AnySnapshotting { AnySnapshotting(Snapshotting<RenderedSpec, Bitmap>.png(), preparedBy: Spec.rendered) }
    /// The picture as SVG text.
    public static var svg: AnySnapshotting { AnySnapshotting(Snapshotting<RenderedSpec, String>.svg, preparedBy: Spec.rendered) }
}

extension AnySnapshotting where Value == LayoutConfiguration {
    /// The layout output at offset 0.
    public static var layout: AnySnapshotting { AnySnapshotting(Snapshotting<LayoutConfiguration, LayoutDocument>.layout) }
    /// The whole content as PNG at scale 1.
    public static var png: AnySnapshotting { AnySnapshotting(Snapshotting<LayoutConfiguration, Bitmap>.png) }
    /// The whole content as SVG.
    public static var svg: AnySnapshotting { AnySnapshotting(Snapshotting<LayoutConfiguration, String>.svg) }
}

extension AnySnapshotting where Value == EngineLayout {
    /// The layout output at offset 0.
    public static var layout: AnySnapshotting { AnySnapshotting(Snapshotting<EngineLayout, LayoutDocument>.layout) }
    /// The whole content as PNG at scale 1.
    public static var png: AnySnapshotting { AnySnapshotting(Snapshotting<EngineLayout, Bitmap>.png) }
    /// The whole content as SVG.
    public static var svg: AnySnapshotting { AnySnapshotting(Snapshotting<EngineLayout, String>.svg) }
}
