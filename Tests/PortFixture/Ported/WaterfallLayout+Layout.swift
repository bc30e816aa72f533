import LayoutShotUIKit

// The layout pass, in an extension as some apps keep it.
extension WaterfallLayout {

    /// An extension may still add methods of its own.
    public func describe() -> String {
        "\(columnCount) columns"
    }
}
