import LayoutShotSwiftUI
import Testing

/// Lists, forms, controls and navigation containers at their iOS sizes (the figures and their sources are in
/// `ListRowLayout`, `Toggle`, `Stepper`, `ProgressView`, `TabView`), frames worked by hand. Colours stand for
/// row content whose size is known exactly.
@MainActor
struct ListAndControlsTests {
    /// A plain list takes the space offered; each row is the list's width and at least 44 points tall, its content
    /// offered the width less 16 + 16 and centred. 390 wide: content 358 wide at x 16. Row 0 holds 20 points:
    /// max(44, 20 + 6 + 6) = 44, content at y (44 − 20) / 2 = 12. Row 1 holds 60: 60 + 12 = 72, at y 44,
    /// content at 44 + 6 = 50.
    @Test func listRowsHaveTheMinimumHeightAndInsets() throws {
        let layout = try layOut(
            List {
                Color.red.frame(height: 20)
                Color.blue.frame(height: 60)
            }.listStyle(.plain), width: 390, height: 800)
        expectFrame(layout, "List", [0, 0, 390, 800])
        expectFrame(layout, "List/VStack[0]/ListRow[0]", [0, 0, 390, 44])
        expectFrame(layout, "List/VStack[0]/ListRow[0]/frame[0]", [16, 12, 358, 20])
        expectFrame(layout, "List/VStack[0]/ListRow[1]", [0, 44, 390, 72])
        expectFrame(layout, "List/VStack[0]/ListRow[1]/frame[0]", [16, 50, 358, 60])
    }

    /// A `ForEach` in a list makes one row per element: three rows of 10 points are 44 each, at 0, 44 and 88.
    @Test func forEachMakesOneRowPerElement() throws {
        let layout = try layOut(List(0..<3, id: \.self) { _ in Color.red.frame(height: 10) }.listStyle(.plain), width: 200, height: 300)
        expectFrame(layout, "List/VStack[0]/ListRow[2]", [0, 88, 200, 44])
        expectFrame(layout, "List/VStack[0]/ListRow[2]/frame[0]", [16, 105, 168, 10])
    }

    /// A form is inset grouped: each section 35 points below the last and 16 from the sides (358 of 390), its
    /// header a row without the minimum height (10 + 12 = 22), its rows 44 tall with content 358 − 32 = 326
    /// wide at x 16 + 16 = 32. Section 0: header [16, 35, 358, 22], its content at y 35 + 6 = 41; the row at
    /// 35 + 22 = 57, its 20-point content at 57 + 12 = 69; the section ends at 57 + 44 = 101. Section 1 starts
    /// at 101 + 35 = 136: its 30-point content at 136 + 7 = 143.
    @Test func formSectionsAreInsetGrouped() throws {
        let layout = try layOut(
            Form {
                Section {
                    Color.red.frame(height: 20)
                } header: {
                    Color.gray.frame(height: 10)
                }
                Section {
                    Color.blue.frame(height: 30)
                }
            }, width: 390, height: 600)
        expectFrame(layout, "Form/VStack[0]/Section[0]", [0, 0, 390, 101])
        expectFrame(layout, "Form/VStack[0]/Section[0]/Section[0]/ListRow[0]", [16, 35, 358, 22])
        expectFrame(layout, "Form/VStack[0]/Section[0]/Section[0]/ListRow[0]/frame[0]", [32, 41, 326, 10])
        expectFrame(layout, "Form/VStack[0]/Section[0]/Section[0]/ListRow[1]", [16, 57, 358, 44])
        expectFrame(layout, "Form/VStack[0]/Section[0]/Section[0]/ListRow[1]/frame[0]", [32, 69, 326, 20])
        expectFrame(layout, "Form/VStack[0]/Section[1]/Section[0]/ListRow[0]", [16, 136, 358, 44])
        expectFrame(layout, "Form/VStack[0]/Section[1]/Section[0]/ListRow[0]/frame[0]", [32, 143, 326, 30])
    }

    /// A toggle is its label and a 51 × 31 switch at the trailing edge, as wide as offered: at 390 the switch
    /// is at 390 − 51 = 339, the 20-point label centred at (31 − 20) / 2 = 5.5. In a list row the 31 points
    /// and 6 + 6 of insets are 43, so the row keeps its 44 and the toggle sits at (44 − 31) / 2 = 6.5.
    @Test func toggleIsLabelAndSwitch() throws {
        let toggle = Toggle(isOn: .constant(true)) { Color.red.frame(width: 100, height: 20) }
        let alone = try layOut(toggle, width: 390)
        expectFrame(alone, "ControlRow", [0, 0, 390, 31])
        expectFrame(alone, "ControlRow/frame[0]", [0, 5.5, 100, 20])
        expectFrame(alone, "ControlRow/frame[1]", [339, 0, 51, 31])
        let row = try layOut(List { toggle }.listStyle(.plain), width: 390, height: 500)
        expectFrame(row, "List/VStack[0]/ListRow[0]", [0, 0, 390, 44])
        expectFrame(row, "List/VStack[0]/ListRow[0]/ControlRow[0]", [16, 6.5, 358, 31])
    }

    /// The switch shows its state, as iOS draws it: on, a 27-point white thumb 2 points in from the trailing end
    /// of the 51 × 31 track at 339 (x 339 + 51 − 2 − 27 = 361); off, 2 points in from the leading end (341);
    /// right to left, the off thumb moves to the trailing end of the mirrored track (0 + 51 − 2 − 27 = 22).
    @Test func theSwitchsThumbShowsItsState() throws {
        func thumb(_ isOn: Bool, _ direction: LayoutDirection = .leftToRight) throws -> CGRect? {
            var environment = EnvironmentValues()
            environment.layoutDirection = direction
            let layout = try layOut(Toggle(isOn: .constant(isOn)) { Color.red.frame(width: 100, height: 20) }, width: 390, environment: environment)
            return layout["ControlRow/frame[1]/ZStack[0]/padding[1]/frame[0]"]
        }
        #expect(try thumb(true) == CGRect(x: 361, y: 2, width: 27, height: 27))
        #expect(try thumb(false) == CGRect(x: 341, y: 2, width: 27, height: 27))
        #expect(try thumb(false, .rightToLeft) == CGRect(x: 22, y: 2, width: 27, height: 27))
    }

    /// The label keeps all the width the control leaves (390 − 51 − 8 = 331), as on iOS, where an `HStack`
    /// with a `Spacer` would offer the flexible label only half of it: a colour of at most 300 takes 300.
    @Test func toggleLabelTakesTheWidthTheSwitchLeaves() throws {
        let layout = try layOut(
            Toggle(isOn: .constant(true)) { Color.red.frame(maxWidth: 300).frame(height: 20) }, width: 390)
        expectFrame(layout, "ControlRow/frame[0]", [0, 5.5, 300, 20])
    }

    /// A stepper is its label and a 94 × 32 control: at 300 the control is at 300 − 94 = 206.
    @Test func stepperIsLabelAndControl() throws {
        let layout = try layOut(
            Stepper(value: .constant(1), in: 0...5) { Color.red.frame(width: 100, height: 20) }, width: 300)
        expectFrame(layout, "ControlRow", [0, 0, 300, 32])
        expectFrame(layout, "ControlRow/frame[1]", [206, 0, 94, 32])
    }

    /// A determinate progress view is a 4-point bar as wide as offered; an indeterminate one a 20 × 20 spinner.
    @Test func progressViewsAreABarOrASpinner() throws {
        let bar = try layOut(ProgressView(value: 0.5), width: 200)
        expectFrame(bar, "VStack", [0, 0, 200, 4])
        let spinner = try layOut(ProgressView(), width: 200)
        expectFrame(spinner, "VStack", [0, 0, 20, 20])
    }

    /// A tab view lays its first tab out above a 49-point tab bar: 844 − 49 = 795 for the tab.
    @Test func tabViewLeavesRoomForTheTabBar() throws {
        let layout = try layOut(
            TabView {
                Color.red.tabItem { Text("One") }
                Color.blue.tabItem { Text("Two") }
            }, width: 390, height: 844)
        expectFrame(layout, "TabView/Color[0]", [0, 0, 390, 795])
        expectFrame(layout, "TabView/TabBar[1]", [0, 795, 390, 49])
    }

    /// A navigation stack lays its root out in the space offered; a link is its label.
    @Test func navigationStackShowsItsRoot() throws {
        let layout = try layOut(
            NavigationStack {
                List { NavigationLink("Detail") { Color.red } }.navigationTitle("Title").listStyle(.plain)
            }, width: 390, height: 700)
        expectFrame(layout, "List", [0, 0, 390, 700])
        expectFrame(layout, "List/VStack[0]/ListRow[0]", [0, 0, 390, 44])
    }

    /// A geometry reader takes the space offered and builds its content with the size: half of 300 is 150.
    @Test func geometryReaderReportsTheRootSize() throws {
        let layout = try layOut(
            GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2, height: 10) }, width: 300, height: 200)
        expectFrame(layout, "GeometryReader", [0, 0, 300, 200])
        expectFrame(layout, "GeometryReader/ZStack[0]/frame[0]", [0, 0, 150, 10])
    }

    /// `position(x:y:)` takes the space offered and centres the view on the point: 50 − 20 / 2 = 40,
    /// 40 − 10 / 2 = 35.
    @Test func positionCentresTheViewOnThePoint() throws {
        let layout = try layOut(Color.red.frame(width: 20, height: 10).position(x: 50, y: 40), width: 200, height: 100)
        expectFrame(layout, "position", [0, 0, 200, 100])
        expectFrame(layout, "position/frame[0]", [40, 35, 20, 10])
    }

    /// An object supplied by `environmentObject(_:)` or, observable, by `environment(_:)` is what the views
    /// inside read: a width of 42 and one of 24.
    @Test func suppliedObjectsAreReadInside() throws {
        let layout = try layOut(
            VStack(spacing: 0) {
                SuppliedWidthReader()
                ObservedWidthReader()
            }
            .environmentObject(WidthModel(width: 42))
            .environment(ObservableWidth(width: 24)))
        expectFrame(layout, "VStack/frame[0]", [0, 0, 42, 10])
        expectFrame(layout, "VStack/frame[1]", [9, 10, 24, 10])
    }

    /// SwiftUI's collection helpers for `onDelete` and `onMove`: moving offset 0 to before 3 gives b, c, a, d.
    @Test func offsetsRemoveAndMove() {
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: [0], toOffset: 3)
        #expect(letters == ["b", "c", "a", "d"])
        letters.remove(atOffsets: [0, 3])
        #expect(letters == ["c", "a"])
    }
}

/// A model supplied through `environmentObject(_:)`.
final class WidthModel: ObservableObject {
    @Published var width: CGFloat
    init(width: CGFloat) { self.width = width }
}

/// An `@Observable` model supplied through `environment(_:)`.
@Observable
final class ObservableWidth {
    var width: CGFloat
    init(width: CGFloat) { self.width = width }
}

/// A view reading the supplied `WidthModel`.
struct SuppliedWidthReader: View {
    @EnvironmentObject var model: WidthModel
    var body: some View { Color.red.frame(width: model.width, height: 10) }
}

/// A view reading the supplied `ObservableWidth`.
struct ObservedWidthReader: View {
    @Environment(ObservableWidth.self) var model
    var body: some View { Color.blue.frame(width: model.width, height: 10) }
}
