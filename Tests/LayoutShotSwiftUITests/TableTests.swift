import Foundation
import LayoutShotSwiftUI
import Testing

/// A `Table` on an iPhone is a plain list of its first column (see `Table` for the source); the other columns,
/// headers, selection and sort order are not laid out. Frames worked by hand at 390 wide.
@MainActor
struct TableTests {
    struct Person: Identifiable {
        let id: Int
        let name: String
    }

    static let people = [Person(id: 1, name: "Ada"), Person(id: 5, name: "Grace")]

    /// The first column's content is each row: 10 and 50 points tall. Row 0: max(44, 10 + 12) = 44, content
    /// at (44 − 10) / 2 = 17; row 1: 50 + 12 = 62 at y 44, content at 44 + 6 = 50; content 390 − 32 = 358 wide.
    @Test func aTableIsAPlainListOfItsFirstColumn() throws {
        let table = Table(Self.people) {
            TableColumn("Size") { person in Color.red.frame(height: CGFloat(person.id) * 10) }
            TableColumn("Name", value: \.name)
        }
        let layout = try layOut(table, width: 390, height: 800)
        expectFrame(layout, "Table", [0, 0, 390, 800])
        expectFrame(layout, "Table/VStack[0]/ListRow[0]", [0, 0, 390, 44])
        expectFrame(layout, "Table/VStack[0]/ListRow[0]/frame[0]", [16, 17, 358, 10])
        expectFrame(layout, "Table/VStack[0]/ListRow[1]", [0, 44, 390, 62])
        expectFrame(layout, "Table/VStack[0]/ListRow[1]/frame[0]", [16, 50, 358, 50])
        // The table, its column, its background (a plain list's), and per row the row, the frame, the colour and
        // the separator below it: no text of the second column.
        #expect(layout.views.count == 11)
        #expect(!layout.views.contains { $0.typeName == "Text" })
    }

    /// Rows written out, in a section, with a selection and a sort order: the same rows.
    @Test func explicitRowsInASectionAreTheSameRows() throws {
        let table = Table(selection: .constant(Set<Int>()), sortOrder: .constant([KeyPathComparator(\Person.name)])) {
            TableColumn("Size", value: \.id) { person in Color.red.frame(height: CGFloat(person.id) * 10) }
            TableColumn("Name") { person in Text(person.name) }
                .width(60)
        } rows: {
            Section {
                ForEach(Self.people) { TableRow($0) }
            }
        }
        let layout = try layOut(table, width: 390, height: 800)
        expectFrame(layout, "Table/VStack[0]/Section[0]/ListRow[1]", [0, 44, 390, 62])
        expectFrame(layout, "Table/VStack[0]/Section[0]/ListRow[1]/frame[0]", [16, 50, 358, 50])
    }
}
