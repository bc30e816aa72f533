import LayoutShotSwiftUI
import Testing

/// `listStyle(_:)` decides how a `List`'s sections are inset and spaced (see `ListRowsStyle` for the figures and
/// their sources); rows, headers and footers are the same in every style. Frames worked by hand at 390 wide.
@MainActor
struct ListStyleTests {
    /// Two sections: a 10-point header and a 20-point row, then a 30-point row. The header is a row without the
    /// minimum: 10 + 6 + 6 = 22; the rows are 44 (20 + 12 and 30 + 12 are less), their content centred:
    /// (44 − 20) / 2 = 12 and (44 − 30) / 2 = 7 below the row's top; the header's content 6 below.
    static func sections() -> some View {
        List {
            Section {
                Color.red.frame(height: 20)
            } header: {
                Color.gray.frame(height: 10)
            }
            Section {
                Color.blue.frame(height: 30)
            }
        }
    }

    /// Plain: no inset, no spacing. Section 0 is 22 + 44 = 66 tall, the header's content at x 16, 358 wide;
    /// section 1 at y 66, its content at 66 + 7 = 73.
    @Test func plainSectionsRunTheFullWidthOneAfterAnother() throws {
        let layout = try layOut(Self.sections().listStyle(.plain), width: 390, height: 800)
        expectFrame(layout, "List/VStack[0]/Section[0]", [0, 0, 390, 66])
        expectFrame(layout, "List/VStack[0]/Section[0]/ListRow[0]", [0, 0, 390, 22])
        expectFrame(layout, "List/VStack[0]/Section[0]/ListRow[0]/frame[0]", [16, 6, 358, 10])
        expectFrame(layout, "List/VStack[0]/Section[0]/ListRow[1]/frame[0]", [16, 34, 358, 20])
        expectFrame(layout, "List/VStack[0]/Section[1]/ListRow[0]", [0, 66, 390, 44])
        expectFrame(layout, "List/VStack[0]/Section[1]/ListRow[0]/frame[0]", [16, 73, 358, 30])
    }

    /// Grouped: the full width, 35 points above each section. Section 0 is 35 + 66 = 101 tall, its header at
    /// y 35 (content at 41), its row at 57 (content at 69); section 1's row at 101 + 35 = 136 (content at 143).
    @Test(arguments: [true, false])
    func groupedSectionsAreSpacedNotInset(byTypeName: Bool) throws {
        let list = byTypeName ? AnyView(Self.sections().listStyle(GroupedListStyle())) : AnyView(Self.sections().listStyle(.grouped))
        let layout = try layOut(list, width: 390, height: 800)
        expectFrame(layout, "List/VStack[0]/Section[0]", [0, 0, 390, 101])
        expectFrame(layout, "List/VStack[0]/Section[0]/Section[0]/ListRow[0]", [0, 35, 390, 22])
        expectFrame(layout, "List/VStack[0]/Section[0]/Section[0]/ListRow[0]/frame[0]", [16, 41, 358, 10])
        expectFrame(layout, "List/VStack[0]/Section[0]/Section[0]/ListRow[1]/frame[0]", [16, 69, 358, 20])
        expectFrame(layout, "List/VStack[0]/Section[1]/Section[0]/ListRow[0]", [0, 136, 390, 44])
        expectFrame(layout, "List/VStack[0]/Section[1]/Section[0]/ListRow[0]/frame[0]", [16, 143, 358, 30])
    }

    /// Inset: 16 points in from each side (390 − 32 = 358, content 358 − 32 = 326 at x 32), no spacing:
    /// section 0 is 66 tall, section 1's row at 66 (content at 73).
    @Test func insetSectionsAreInsetNotSpaced() throws {
        let layout = try layOut(Self.sections().listStyle(.inset), width: 390, height: 800)
        expectFrame(layout, "List/VStack[0]/Section[0]", [0, 0, 390, 66])
        expectFrame(layout, "List/VStack[0]/Section[0]/Section[0]/ListRow[0]", [16, 0, 358, 22])
        expectFrame(layout, "List/VStack[0]/Section[0]/Section[0]/ListRow[1]/frame[0]", [32, 34, 326, 20])
        expectFrame(layout, "List/VStack[0]/Section[1]/Section[0]/ListRow[0]", [16, 66, 358, 44])
        expectFrame(layout, "List/VStack[0]/Section[1]/Section[0]/ListRow[0]/frame[0]", [32, 73, 326, 30])
    }

    /// Inset grouped, and the styles that look so on an iPhone (automatic, the default on iOS 16 and later;
    /// sidebar): 16 in and 35 above. Section 0: header [16, 35, 358, 22], row content at [32, 69, 326, 20];
    /// section 1's row at 101 + 35 = 136, content at [32, 143, 326, 30].
    @Test(arguments: ["insetGrouped", "automatic", "sidebar", "none", "InsetGroupedListStyle()"])
    func insetGroupedSectionsAreInsetAndSpaced(style: String) throws {
        let list: AnyView = switch style {
        case "insetGrouped": AnyView(Self.sections().listStyle(.insetGrouped))
        case "automatic": AnyView(Self.sections().listStyle(.automatic))
        case "sidebar": AnyView(Self.sections().listStyle(.sidebar))
        case "InsetGroupedListStyle()": AnyView(Self.sections().listStyle(InsetGroupedListStyle()))
        default: AnyView(Self.sections())
        }
        let layout = try layOut(list, width: 390, height: 800)
        expectFrame(layout, "List/VStack[0]/Section[0]", [0, 0, 390, 101])
        expectFrame(layout, "List/VStack[0]/Section[0]/Section[0]/ListRow[0]", [16, 35, 358, 22])
        expectFrame(layout, "List/VStack[0]/Section[0]/Section[0]/ListRow[1]/frame[0]", [32, 69, 326, 20])
        expectFrame(layout, "List/VStack[0]/Section[1]/Section[0]/ListRow[0]", [16, 136, 358, 44])
        expectFrame(layout, "List/VStack[0]/Section[1]/Section[0]/ListRow[0]/frame[0]", [32, 143, 326, 30])
    }

    /// Rows outside any section are one section of their own in a grouped style, as iOS groups them: in the
    /// default style, 35 below the top and 16 in, two 44-point rows (content at 35 + 12 = 47 and 79 + 12 = 91).
    /// The style is an environment value: set around a navigation stack, it reaches the list inside.
    @Test func looseRowsAreOneSectionAndTheStyleReachesNestedLists() throws {
        let rows = List {
            Color.red.frame(height: 20)
            Color.blue.frame(height: 20)
        }
        let grouped = try layOut(NavigationStack { rows }, width: 390, height: 800)
        expectFrame(grouped, "List/VStack[0]/Section[0]", [0, 0, 390, 123])
        expectFrame(grouped, "List/VStack[0]/Section[0]/Section[0]/ListRow[0]/frame[0]", [32, 47, 326, 20])
        expectFrame(grouped, "List/VStack[0]/Section[0]/Section[0]/ListRow[1]/frame[0]", [32, 91, 326, 20])
        let plain = try layOut(NavigationStack { rows }.listStyle(.plain), width: 390, height: 800)
        expectFrame(plain, "List/VStack[0]/ListRow[1]", [0, 44, 390, 44])
        expectFrame(plain, "List/VStack[0]/ListRow[1]/frame[0]", [16, 56, 358, 20])
    }
}
