#if !canImport(SwiftUI)
// SwiftUI itself lays these views out where it exists; LayoutShotSwiftUI declares nothing there.
import LayoutShotSwiftUI
import Testing

/// Grids on documented behaviour, frames worked by hand.
@MainActor
struct GridTests {
    /// Apple's `GridItem.Size.adaptive(minimum:maximum:)` documentation: as many columns as fit in the space.
    /// 390 wide, minimum 80, spacing 8: ⌊(390 + 8) / (80 + 8)⌋ = 4 columns of (390 − 3·8) / 4 = 91.5.
    @Test func adaptiveColumnsFitAsManyAsTheMinimumAllows() throws {
        let layout = try layOut(
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(0..<6) { _ in Color.blue.frame(height: 40) }
            }, width: 390)
        expectFrame(layout, "LazyVGrid", [0, 0, 390, 88])
        expectFrame(layout, "LazyVGrid/frame[0]", [0, 0, 91.5, 40])
        expectFrame(layout, "LazyVGrid/frame[3]", [298.5, 0, 91.5, 40])
        expectFrame(layout, "LazyVGrid/frame[4]", [0, 48, 91.5, 40])
        expectFrame(layout, "LazyVGrid/frame[5]", [99.5, 48, 91.5, 40])
    }

    /// Apple's `GridItem` documentation: a fixed item has its size, flexible items share what is left after the
    /// fixed ones and the spacing: 300 − 100 − 8 = 192.
    @Test func flexibleColumnsShareWhatFixedOnesLeave() throws {
        let layout = try layOut(
            LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible())], spacing: 4) {
                ForEach(0..<4) { _ in Color.blue.frame(height: 20) }
            }, width: 300)
        expectFrame(layout, "LazyVGrid/frame[1]", [108, 0, 192, 20])
        expectFrame(layout, "LazyVGrid/frame[2]", [0, 24, 100, 20])
    }

    /// Apple's `Grid` documentation: each column is as wide as its widest cell, each row as tall as its tallest,
    /// cells centred by default. Columns 60 and 50, rows 20 and 10, 8 points apart.
    @Test func gridColumnsAreTheirWidestCell() throws {
        let layout = try layOut(Grid {
            GridRow {
                Color.red.frame(width: 30, height: 10)
                Color.green.frame(width: 50, height: 20)
            }
            GridRow {
                Color.blue.frame(width: 60, height: 10)
                Color.gray.frame(width: 20, height: 10)
            }
        })
        expectFrame(layout, "Grid", [0, 0, 118, 38])
        expectFrame(layout, "Grid/frame[0]", [15, 5, 30, 10])
        expectFrame(layout, "Grid/frame[1]", [68, 0, 50, 20])
        expectFrame(layout, "Grid/frame[2]", [0, 28, 60, 10])
        expectFrame(layout, "Grid/frame[3]", [83, 28, 20, 10])
    }
}
#endif
