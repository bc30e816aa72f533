/// The part of a failure's images the report enlarges and by how much: the differing region with a
/// margin of context, scaled so that one pixel becomes a block a reader sees without zooming the page.
struct DiffZoom: Hashable {
    /// Pixels of context kept around the region on each side.
    static let margin = 6
    /// The largest side of the enlarged part, in image pixels, so three parts fit side by side; a larger
    /// region shows from its top-left corner (it is large enough to be seen in the whole images anyway).
    static let maximumSide = 300
    /// About how many screen pixels the longer side of the enlarged part takes.
    static let displaySide = 240
    /// The range of the scale factor: at most 16 so a lone pixel keeps some context; 1 (full size, often
    /// still larger than the whole images are shown) for regions of 240 pixels and more.
    static let factors = 1...16

    /// The pixels the comparison counted as differing, bounded.
    var region: PixelRect
    /// The part enlarged: `region` with `margin` around it, clipped to the image and to `maximumSide`.
    var crop: PixelRect
    /// Screen pixels per image pixel.
    var factor: Int

    /// The zoom onto `region` of an image of `width` × `height` pixels.
    init(region: PixelRect, width: Int, height: Int) {
        self.region = region
        let left = max(0, region.x - Self.margin), top = max(0, region.y - Self.margin)
        let right = min(width, region.x + region.width + Self.margin)
        let bottom = min(height, region.y + region.height + Self.margin)
        crop = PixelRect(
            x: left, y: top, width: min(right - left, Self.maximumSide), height: min(bottom - top, Self.maximumSide))
        factor = min(max(Self.displaySide / max(crop.width, crop.height, 1), Self.factors.lowerBound), Self.factors.upperBound)
    }

    /// Whether the enlarged part holds the whole region (it does unless the region is larger than `maximumSide`).
    var showsWholeRegion: Bool {
        crop.x + crop.width >= region.x + region.width && crop.y + crop.height >= region.y + region.height
    }
}
