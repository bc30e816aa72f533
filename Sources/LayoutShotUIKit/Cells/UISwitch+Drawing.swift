#if !canImport(UIKit)
import LayoutCore

extension UISwitch {
    /// The width of the track's ring around the thumb: a stand-in of 2 points (Apple documents none), which leaves
    /// the thumb a 27-point circle in the 51 × 31 track.
    static let thumbInset: Double = 2
    /// The track of a switch that is off: the light appearance's systemFill, (120, 120, 128) at 20 % (Human Interface
    /// Guidelines, Color, fill colors), as iOS draws an empty switch track.
    static let offTrackColor = RGBAColor(r: 120, g: 120, b: 128, a: 51)
    /// The faint ring that keeps the white thumb visible on a light track, where iOS draws a shadow: a stand-in.
    static let thumbOutline = RGBAColor(r: 0, g: 0, b: 0, a: 26)

    /// The switch as marks in `box` (its frame in the element): a capsule track, `onTintColor` or systemGreen when
    /// on, and a white thumb at the trailing end when on, the leading end when off (mirrored right to left).
    func marks(in box: Rect2D, rightToLeft: Bool) -> [ElementContent.Mark] {
        let track: RGBAColor = isOn ? (onTintColor ?? .systemGreen).rgbaColor : Self.offTrackColor
        let diameter = box.height - 2 * Self.thumbInset
        let atTrailingEnd = isOn != rightToLeft
        let x = atTrailingEnd ? box.maxX - Self.thumbInset - diameter : box.x + Self.thumbInset
        let thumb = Rect2D(x: x, y: box.y + Self.thumbInset, width: diameter, height: diameter)
        return [
            .box(box, fill: track, stroke: nil, strokeWidth: 0, cornerRadius: box.height / 2),
            .ellipse(thumb, fill: (thumbTintColor ?? .white).rgbaColor, stroke: Self.thumbOutline, strokeWidth: 0.5),
        ]
    }
}
#endif
