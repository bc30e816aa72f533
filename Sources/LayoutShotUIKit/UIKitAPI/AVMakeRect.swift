#if !canImport(UIKit)
/// The largest rectangle of `aspectRatio`'s proportions that fits in `boundingRect`, centred in it, as
/// AVFoundation's function (image layouts use it to fit a picture to a column's width). `import AVFoundation`
/// in a file that uses only this becomes `import LayoutShotUIKit` through `layoutshot-port`. A ratio with no
/// width or height gives an empty rectangle at the bounding rectangle's centre.
/// https://developer.apple.com/documentation/avfoundation/1390116-avmakerect
public func AVMakeRect(aspectRatio: CGSize, insideRect boundingRect: CGRect) -> CGRect {
    let center = CGPoint(x: boundingRect.midX, y: boundingRect.midY)
    guard aspectRatio.width > 0, aspectRatio.height > 0 else { return CGRect(origin: center, size: .zero) }
    let scale = min(boundingRect.width / aspectRatio.width, boundingRect.height / aspectRatio.height)
    let size = CGSize(width: aspectRatio.width * scale, height: aspectRatio.height * scale)
    return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
}
#endif
