/// A collection of proxy values that represent the subviews of a layout view, as SwiftUI's
/// `LayoutSubviews`: random access with `Int` indices, its own `SubSequence`.
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
    /// The subview type.
    public typealias Element = LayoutSubview
    /// The index type.
    public typealias Index = Int
    /// A slice is itself a `LayoutSubviews`.
    public typealias SubSequence = LayoutSubviews
    /// The indices type.
    public typealias Indices = Range<Int>

    let elements: ArraySlice<LayoutSubview>

    /// The layout direction inherited by the container view.
    public var layoutDirection: LayoutDirection

    init(_ elements: ArraySlice<LayoutSubview>, layoutDirection: LayoutDirection) {
        self.elements = elements
        self.layoutDirection = layoutDirection
    }

    /// The index of the first subview.
    public var startIndex: Int { elements.startIndex }
    /// An index that's one higher than the last subview.
    public var endIndex: Int { elements.endIndex }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { elements[index] }

    /// The subviews in `bounds`, keeping their indices.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(elements[bounds], layoutDirection: layoutDirection)
    }

    /// The subviews at `indices`, in that order, indexed from 0.
    public subscript<S>(indices: S) -> LayoutSubviews where S: Sequence, S.Element == Int {
        LayoutSubviews(ArraySlice(indices.map { elements[$0] }), layoutDirection: layoutDirection)
    }

    /// Whether both hold the same subviews in the same order.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.elements.elementsEqual(rhs.elements) && lhs.layoutDirection == rhs.layoutDirection
    }
}
