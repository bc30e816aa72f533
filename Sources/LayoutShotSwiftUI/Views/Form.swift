/// A container for grouping controls used for data entry, as SwiftUI's `Form`: on iOS a list in the inset
/// grouped style, so laid out as a `List` whose sections are inset 16 points from the sides and 35 points apart.
public struct Form<Content: View> {
    let content: Content

    /// A form of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Form: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("Form has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] { listNodes("Form", .insetGrouped, content, environment) }
}
