import Foundation
import LayoutShotSwiftUI
import Testing

/// A `Canvas` takes the space offered, as a shape does; a `TimelineView` builds its content once, for the
/// reference date, so that snapshots do not depend on the clock.
@MainActor
struct CanvasAndTimelineTests {
    /// 120 tall: the 20-point colour first (least flexible), the canvas the 100 left, at y 0.
    @Test func aCanvasTakesTheSpaceOffered() throws {
        let layout = try layOut(
            VStack(spacing: 0) {
                Canvas { context, size in
                    context.fill(Rectangle().path(in: CGRect(origin: .zero, size: size)), with: .color(.red))
                }
                Color.blue.frame(height: 20)
            }, width: 100, height: 120)
        // The canvas is laid out as the clear rectangle it stands for.
        expectFrame(layout, "VStack/Rectangle[0]", [0, 0, 100, 100])
        expectFrame(layout, "VStack/frame[1]", [0, 100, 100, 20])
    }

    /// The content is made for the reference date: 0 seconds after it, so 0 + 10 points wide.
    @Test func aTimelineIsMadeForTheReferenceDate() throws {
        let layout = try layOut(
            TimelineView(.animation(paused: true)) { context in
                Color.red.frame(width: CGFloat(context.date.timeIntervalSinceReferenceDate) + 10, height: 5)
            }, width: 100, height: 100)
        expectFrame(layout, "frame", [0, 0, 10, 5])
    }
}
