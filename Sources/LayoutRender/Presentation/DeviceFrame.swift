import LayoutCore

/// A phone-like frame for documentation images: a bezel, a screen with rounded corners and a status
/// bar above the picture (so the status bar hides none of the layout).
enum DeviceFrame {
    static let bezelWidth = 12.0
    /// Status bar height above a portrait picture; landscape pictures get the shorter one.
    static let portraitStatusBar = 44.0
    static let landscapeStatusBar = 24.0
    static let largestCornerRadius = 44.0
    static let timeFontSize = 15.0

    /// `scene` inside a device frame, and where the scene's origin now lies.
    static func framing(_ scene: RenderScene, palette: PresentationPalette) -> (scene: RenderScene, origin: Point2D) {
        let portrait = scene.size.height >= scene.size.width
        let statusBar = portrait ? portraitStatusBar : landscapeStatusBar
        let b = bezelWidth
        let screen = Rect2D(x: b, y: b, width: scene.size.width, height: scene.size.height + statusBar)
        let radius = min(largestCornerRadius, 0.12 * min(screen.width, screen.height))
        let outer = screen.insetBy(-b)
        let origin = Point2D(x: screen.x, y: screen.y + statusBar)

        var drawables = [Drawable(shape: .rect(screen, cornerRadius: 0), fill: scene.background, role: "screen")]
        drawables += statusBarDrawables(in: Rect2D(x: screen.x, y: screen.y, width: screen.width, height: statusBar), island: portrait, palette: palette)
        drawables += scene.drawables.map { $0.translated(dx: origin.x, dy: origin.y) }
        var bezel = Path(roundedRect: outer, cornerRadius: radius + b)
        bezel.append(contentsOf: Path(roundedRect: screen, cornerRadius: radius).reversed())
        drawables.append(Drawable(shape: .glyphs(text: "device frame", outline: bezel), fill: palette.bezel, role: "device"))
        return (RenderScene(size: Size2D(width: outer.maxX, height: outer.maxY), background: scene.background, drawables: drawables), origin)
    }

    /// The time at the left, a camera island in the middle (portrait only), signal and battery at the right.
    private static func statusBarDrawables(in bar: Rect2D, island: Bool, palette: PresentationPalette) -> [Drawable] {
        let color = palette.statusBar
        let islandWidth = island ? min(120, bar.width * 0.3) : 0
        let side = (bar.width - islandWidth) / 2
        let timeBox = Rect2D(x: bar.x, y: bar.y, width: side, height: bar.height)
        var result = [Drawable(
            shape: .glyphs(text: "9:41", outline: TextDrawing.outline("9:41", fontSize: timeFontSize, in: timeBox, anchor: .center)),
            fill: color, role: "status-bar")]
        if island {
            let height = bar.height * 0.68
            result.append(Drawable(
                shape: .rect(Rect2D(x: bar.midX - islandWidth / 2, y: bar.midY - height / 2, width: islandWidth, height: height), cornerRadius: height / 2),
                fill: .black, role: "status-bar"))
        }
        let symbolsWidth = 50.0
        var x = bar.maxX - side / 2 - symbolsWidth / 2
        let baseline = bar.midY + 5
        for k in 0..<4 {
            let height = 4 + 2 * Double(k)
            result.append(Drawable(
                shape: .rect(Rect2D(x: x, y: baseline - height, width: 3, height: height), cornerRadius: 0.75), fill: color,
                role: "status-bar"))
            x += 4.5
        }
        x += 4.5
        let battery = Rect2D(x: x, y: bar.midY - 6, width: 25, height: 12)
        result.append(Drawable(shape: .rect(battery, cornerRadius: 3.5), stroke: color.withAlpha(0.5), strokeWidth: 1, role: "status-bar"))
        result.append(Drawable(
            shape: .rect(Rect2D(x: battery.x + 2, y: battery.y + 2, width: 17, height: 8), cornerRadius: 1.5), fill: color,
            role: "status-bar"))
        result.append(Drawable(
            shape: .rect(Rect2D(x: battery.maxX + 1, y: battery.midY - 2, width: 1.5, height: 4), cornerRadius: 0.75),
            fill: color.withAlpha(0.5), role: "status-bar"))
        return result
    }
}
