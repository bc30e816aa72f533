#if !canImport(UIKit)
import LayoutCore

extension NSDirectionalEdgeInsets {
    /// The engine's insets of the same values; leading is left, as the engine lays out left to right.
    var value: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
    }

    /// The insets of an engine value.
    init(_ value: DirectionalEdgeInsets) {
        self.init(top: CGFloat(value.top), leading: CGFloat(value.leading), bottom: CGFloat(value.bottom), trailing: CGFloat(value.trailing))
    }
}
#endif
