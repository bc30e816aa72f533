// The modifiers that change layout, with SwiftUI's signatures; nonisolated, as SwiftUI's are.

/// The default padding on iOS (see `padding(_:_:)`).
private let defaultPadding: CGFloat = 16

extension View {
    /// Padding on `edges` of `length`, or of the default 16 points when `nil`. Apple documents no figure;
    /// 16 is what iOS gives (Hacking with Swift, "How to control spacing around individual views using padding").
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = length ?? defaultPadding
        let insets = EdgeInsets(
            top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
            bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)
        return _LayoutModifiedView(content: self, layout: PaddingLayout(insets: insets), name: "padding")
    }

    /// Padding of `length` on every edge.
    nonisolated public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Padding of `insets`.
    nonisolated public func padding(_ insets: EdgeInsets) -> some View {
        _LayoutModifiedView(content: self, layout: PaddingLayout(insets: insets), name: "padding")
    }


    /// A frame of fixed `width` and `height` (the view's own where `nil`), the view aligned in it.
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        _LayoutModifiedView(content: self, layout: FixedFrameLayout(width: width, height: height, alignment: alignment), name: "frame")
    }

    /// A flexible frame between minimum and maximum lengths (see `FlexibleFrameLayout`).
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        _LayoutModifiedView(
            content: self,
            layout: FlexibleFrameLayout(
                horizontal: .init(minimum: minWidth, ideal: idealWidth, maximum: maxWidth),
                vertical: .init(minimum: minHeight, ideal: idealHeight, maximum: maxHeight), alignment: alignment),
            name: "frame")
    }

    /// The view at its ideal size on both axes.
    nonisolated public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// The view at its ideal size on the chosen axes.
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        _LayoutModifiedView(content: self, layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical), name: "fixedSize")
    }

    /// The view drawn moved by `offset`; its place in the layout does not change.
    nonisolated public func offset(_ offset: CGSize) -> some View {
        _LayoutModifiedView(content: self, layout: OffsetLayout(offset: offset), name: "offset")
    }

    /// The view drawn moved by `x`, `y`.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// The view constrained to `aspectRatio` (width over height; the view's own when `nil`).
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        _LayoutModifiedView(content: self, layout: AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode), name: "aspectRatio")
    }

    /// The view constrained to the aspect ratio of `aspectRatio`.
    nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// The view scaled to fit its parent, keeping its aspect ratio.
    nonisolated public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// The view scaled to fill its parent, keeping its aspect ratio.
    nonisolated public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// The views of `content` behind this view, offered its size and aligned on it.
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _DecoratedView(content: self, decoration: content(), alignment: alignment, isBackground: true)
    }

    /// `background` behind this view. Disfavoured, as in the SDK (which deprecates it for
    /// `background(alignment:content:)`): a value that is both a view and a style, such as a `Color`, takes the
    /// `ShapeStyle` overload, as `.background(Color.orange)` does on iOS; both lay out the same.
    @_disfavoredOverload
    nonisolated public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        _DecoratedView(content: self, decoration: background, alignment: alignment, isBackground: true)
    }

    /// A rectangle filled with `style` behind this view.
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        _DecoratedView(content: self, decoration: Rectangle().fill(style), alignment: .center, isBackground: true)
    }

    /// `shape` filled with `style` behind this view.
    nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        _DecoratedView(content: self, decoration: shape.fill(style), alignment: .center, isBackground: true)
    }

    /// `shape` behind this view.
    nonisolated public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        _DecoratedView(content: self, decoration: shape, alignment: .center, isBackground: true)
    }

    /// The views of `content` in front of this view, offered its size and aligned on it.
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _DecoratedView(content: self, decoration: content(), alignment: alignment, isBackground: false)
    }

    /// `overlay` in front of this view. Disfavoured, as in the SDK, so that a `Color` takes the `ShapeStyle`
    /// overload; both lay out the same.
    @_disfavoredOverload
    nonisolated public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        _DecoratedView(content: self, decoration: overlay, alignment: alignment, isBackground: false)
    }

    /// A rectangle filled with `style` in front of this view.
    nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        _DecoratedView(content: self, decoration: Rectangle().fill(style), alignment: .center, isBackground: false)
    }

    /// `shape` filled with `style` in front of this view.
    nonisolated public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        _DecoratedView(content: self, decoration: shape.fill(style), alignment: .center, isBackground: false)
    }

    /// The priority by which a parent layout apportions space to this view (0 by default).
    nonisolated public func layoutPriority(_ value: Double) -> some View {
        _TraitView(content: self) { $0.priority = value }
    }

    /// A value for `key` that this view's layout container reads through `LayoutSubview`'s subscript.
    nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        _TraitView(content: self) { $0.layoutValues[ObjectIdentifier(key)] = value }
    }

    /// This view's value of the horizontal guide `g`, computed from its dimensions.
    nonisolated public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        _TraitView(content: self) { $0.guides.append(GuideOverride(key: g.key, axis: .horizontal, compute: computeValue)) }
    }

    /// This view's value of the vertical guide `g`, computed from its dimensions.
    nonisolated public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        _TraitView(content: self) { $0.guides.append(GuideOverride(key: g.key, axis: .vertical, compute: computeValue)) }
    }

    /// The number of columns this cell spans in a `Grid`.
    nonisolated public func gridCellColumns(_ count: Int) -> some View {
        _TraitView(content: self) { $0.gridCellColumns = count }
    }

    /// Asks a `Grid` not to size this cell's column (`.horizontal`) or row (`.vertical`) by it: a flexible view
    /// then takes the size the other cells give (Apple's `gridCellUnsizedAxes(_:)` documentation).
    nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        _TraitView(content: self) { $0.gridUnsizedAxes = axes }
    }

    /// The environment value at `keyPath` set to `value` for this view and the views inside it.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _EnvironmentView(content: self) { $0[keyPath: keyPath] = value }
    }

    /// The default font of text in this view.
    nonisolated public func font(_ font: Font?) -> some View { environment(\.font, font) }

    /// The most lines text in this view may take.
    nonisolated public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }

    /// The Dynamic Type size of this view.
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }
}
