import LayoutCore

extension Spec {
    /// Computes the spec's layout: the engine's kinds from `layout`, a compositional spec from `compositional`.
    public func computeLayout() -> SpecLayout {
        if let compositional {
            return .compositional(compositional.compute(), orthogonalOffsets: compositional.orthogonalOffsets)
        }
        return .engine(layout.compute())
    }
}
