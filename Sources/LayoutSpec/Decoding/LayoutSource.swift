import LayoutCore

/// What a spec lays out: one of the engine's kinds or a compositional description, never both.
public enum LayoutSource: Sendable {
    /// One of the engine's kinds (flow, alignedFlow, waterfall, carousel, cards).
    case engine(LayoutConfiguration)
    /// A compositional layout, with the viewport, item counts and orthogonal offsets the spec gives it.
    case compositional(CompositionalSpecLayout)

    /// The layout kind, as the spec's `layout.kind` names it.
    public var kind: LayoutKind {
        switch self {
        case .engine(let configuration): configuration.kind
        case .compositional: .compositional
        }
    }

    /// The viewport the layout is computed for.
    public var viewport: Size2D {
        switch self {
        case .engine(let configuration): configuration.viewport
        case .compositional(let compositional): compositional.viewport.size
        }
    }

    /// The engine's configuration, for what only the engine's kinds offer (variants, snapping, section offsets).
    public var engine: LayoutConfiguration? {
        if case .engine(let configuration) = self { return configuration }
        return nil
    }

    /// The compositional description, when the spec's kind is `compositional`.
    public var compositional: CompositionalSpecLayout? {
        if case .compositional(let compositional) = self { return compositional }
        return nil
    }

    /// Places every element once and indexes them.
    public func compute() -> ComputedLayout {
        switch self {
        case .engine(let configuration): .engine(configuration.compute())
        case .compositional(let compositional): .compositional(compositional.compute(), orthogonalOffsets: compositional.orthogonalOffsets)
        }
    }
}
