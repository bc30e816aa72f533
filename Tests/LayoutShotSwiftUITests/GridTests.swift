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

    /// Apple's `GridItem.Size.adaptive(minimum:maximum:)` documentation: the item "places one or more items into
    /// the space assigned to a single flexible item", the minimum deciding how many fit. Beside a fixed 50 in 150
    /// points, that space is 150 − 50 − 8 = 92, narrower than the minimum 100: one track of 92, never one of 100
    /// reaching past the grid. The fixed column starts at 92 + 8 = 100 and ends at 150.
    @Test func adaptiveColumnNextToAFixedOneStaysInsideTheGrid() throws {
        let layout = try layOut(
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100)), GridItem(.fixed(50))]) {
                ForEach(0..<4) { _ in Color.blue.frame(height: 20) }
            }, width: 150)
        expectFrame(layout, "LazyVGrid", [0, 0, 150, 48])
        expectFrame(layout, "LazyVGrid/frame[0]", [0, 0, 92, 20])
        expectFrame(layout, "LazyVGrid/frame[1]", [100, 0, 50, 20])
        expectFrame(layout, "LazyVGrid/frame[3]", [100, 28, 50, 20])
    }

    /// Apple's `Grid` documentation (a grid behaves like `HStack`s in a `VStack`) and `gridCellUnsizedAxes(_:)`
    /// (a grid offers a flexible view such as `Color` "a share of any available space"): offered 390 × 300, two
    /// rows of two colours share 390 − 8 = 382 into columns of 191 and 300 − 8 = 292 into rows of 146.
    @Test func gridRowsShareTheHeightOffered() throws {
        let layout = try layOut(Grid {
            GridRow { Color.red; Color.blue }
            GridRow { Color.green; Color.yellow }
        }, width: 390, height: 300)
        expectFrame(layout, "Grid", [0, 0, 390, 300])
        expectFrame(layout, "Grid/Color[0]", [0, 0, 191, 146])
        expectFrame(layout, "Grid/Color[1]", [199, 0, 191, 146])
        expectFrame(layout, "Grid/Color[2]", [0, 154, 191, 146])
        expectFrame(layout, "Grid/Color[3]", [199, 154, 191, 146])
    }

    /// Rows are served least flexible first: a row of 20-point squares takes 20 of 200, the row of colours the
    /// 200 − 20 − 8 = 172 left.
    @Test func gridRowOfFixedCellsKeepsItsHeight() throws {
        let layout = try layOut(Grid(horizontalSpacing: 0) {
            GridRow { Color.red; Color.blue }
            GridRow { Color.green.frame(width: 20, height: 20); Color.gray.frame(width: 20, height: 20) }
        }, width: 100, height: 200)
        expectFrame(layout, "Grid/Color[0]", [0, 0, 50, 172])
        expectFrame(layout, "Grid/frame[2]", [15, 180, 20, 20])
    }

    /// Measured on iOS (juejin.cn/post/7083356120147820552, "预判 LazyVGrid 布局 - Adaptive篇": flexible(100),
    /// fixed(100), adaptive(100), fixed(100) at 300 give columns 100, 100, 0, 100, 324 wide): 300 − 3·8 − 200 = 76
    /// shared by two items, 38 each; the flexible one takes its minimum 100, leaving −24; the adaptive item's share
    /// is none, one track of 0. Columns at 0, 108, 216 and 224.
    @Test func adaptiveColumnGetsWhatAFlexibleMinimumLeaves() throws {
        let layout = try layOut(
            LazyVGrid(columns: [
                GridItem(.flexible(minimum: 100)), GridItem(.fixed(100)), GridItem(.adaptive(minimum: 100)), GridItem(.fixed(100)),
            ]) {
                ForEach(0..<4) { _ in Color.blue.frame(height: 10) }
            }, width: 300)
        expectFrame(layout, "LazyVGrid", [0, 0, 324, 10])
        expectFrame(layout, "LazyVGrid/frame[1]", [108, 0, 100, 10])
        expectFrame(layout, "LazyVGrid/frame[2]", [216, 0, 0, 10])
        expectFrame(layout, "LazyVGrid/frame[3]", [224, 0, 100, 10])
    }

    /// Apple's `gridCellUnsizedAxes(_:)` documentation: an unsized flexible view does not define the size of its
    /// row or column. The red colour's column is the green square's 40 and its row the blue square's 20 (both
    /// inflexible, so offered 390 × 300 the grid stays 40 + 8 + 30 = 78 by 20 + 8 + 10 = 38); the colour fills
    /// that 40 × 20 cell. Sized, it would take 390 − 8 − 30 = 352 by 300 − 8 − 10 = 282.
    @Test func unsizedCellTakesTheSizeOtherCellsGive() throws {
        let layout = try layOut(Grid {
            GridRow {
                Color.red.gridCellUnsizedAxes([.horizontal, .vertical])
                Color.blue.frame(width: 30, height: 20)
            }
            GridRow {
                Color.green.frame(width: 40, height: 10)
                Color.gray.frame(width: 30, height: 10)
            }
        }, width: 390, height: 300)
        expectFrame(layout, "Grid", [0, 0, 78, 38])
        expectFrame(layout, "Grid/Color[0]", [0, 0, 40, 20])
        expectFrame(layout, "Grid/frame[2]", [0, 28, 40, 10])
    }
}
