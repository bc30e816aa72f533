/// The engine's computed geometry under its former name.
@available(*, deprecated, renamed: "EngineLayout")
public typealias LayoutSnapshot = EngineLayout

/// A compositional layout's computed geometry under its former name.
@available(*, deprecated, renamed: "CompositionalGeometry")
public typealias CompositionalLayoutSnapshot = CompositionalGeometry
