#if !canImport(UIKit)
/// Where an item attached to an anchor comes to rest.
///
/// Released from rest, an item pulled or pushed along its attachment moves only along the line from the anchor
/// through its centre (the attachment's force points at the anchor, so nothing turns it sideways) and stops
/// where the attachment has its length. An item exactly at the anchor has no direction to go and stays.
struct AttachmentRest {
    /// The fixed point.
    var anchor: CGPoint
    /// The distance at rest.
    var length: CGFloat

    /// The resting centre of an item left at `center`; `center` itself when it already rests.
    func center(from center: CGPoint) -> CGPoint {
        let dx = center.x - anchor.x
        let dy = center.y - anchor.y
        let distance = (dx * dx + dy * dy).squareRoot()
        guard distance > 0, distance.isFinite, distance != length else { return center }
        // Direction first: along an axis it is exactly ±1, so a whole-point length gives a whole-point centre.
        return CGPoint(x: anchor.x + dx / distance * length, y: anchor.y + dy / distance * length)
    }

    /// The distance between two points.
    static func distance(from a: CGPoint, to b: CGPoint) -> CGFloat {
        let dx = a.x - b.x
        let dy = a.y - b.y
        return (dx * dx + dy * dy).squareRoot()
    }
}
#endif
