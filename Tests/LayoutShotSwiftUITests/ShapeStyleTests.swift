@testable import LayoutShotSwiftUI
import Testing

/// Shape styles app code fills with: a colour's gradient is drawn in the colour; the fourth level is a style.
@MainActor
struct ShapeStyleTests {
    @Test func aColoursGradientFillsWithTheColour() throws {
        let gradient = try layOut(RoundedRectangle(cornerRadius: 12).fill(Color.blue.gradient).frame(width: 150, height: 50))
        let plain = try layOut(RoundedRectangle(cornerRadius: 12).fill(Color.blue).frame(width: 150, height: 50))
        let fill = gradient.views.first { $0.typeName == "RoundedRectangle" }?.fill
        #expect(fill != nil)
        #expect(fill == plain.views.first { $0.typeName == "RoundedRectangle" }?.fill)
        expectFrame(gradient, "frame/RoundedRectangle[0]", [0, 0, 150, 50])
    }

    @Test func theFourthLevelIsAFill() throws {
        let layout = try layOut(Rectangle().fill(.quaternary).frame(width: 10, height: 10))
        #expect(layout.views.first { $0.typeName == "Rectangle" }?.fill != nil)
    }
}
