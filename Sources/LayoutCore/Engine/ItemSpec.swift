/// One item's requested size; missing dimensions come from `aspectRatio` or the layout's `itemSize`.
public struct ItemSpec: Hashable, Sendable {
    /// Explicit width in points.
    public var width: Double?
    /// Explicit height in points.
    public var height: Double?
    /// Width ÷ height, used to derive a missing dimension.
    public var aspectRatio: Double?

    /// Creates an item size request.
    public init(width: Double? = nil, height: Double? = nil, aspectRatio: Double? = nil) {
        self.width = width
        self.height = height
        self.aspectRatio = aspectRatio
    }

    /// The size used by flow-like kinds: explicit values first, then `aspectRatio`, then `itemSize`.
    public func resolvedSize(default itemSize: Size2D) -> Size2D {
        switch (width, height, aspectRatio) {
        case let (w?, h?, _): return Size2D(width: w, height: h)
        case let (w?, nil, ar?): return Size2D(width: w, height: w / ar)
        case let (w?, nil, nil): return Size2D(width: w, height: itemSize.height)
        case let (nil, h?, ar?): return Size2D(width: h * ar, height: h)
        case let (nil, h?, nil): return Size2D(width: itemSize.width, height: h)
        case let (nil, nil, ar?): return Size2D(width: itemSize.width, height: itemSize.width / ar)
        case (nil, nil, nil): return itemSize
        }
    }
}
