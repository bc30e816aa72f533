import LayoutShotSwiftUI

// The list row and scrolling modifiers as iOS code writes them: this file compiling is the test (it is compiled
// in the Swift 5 mode too, by LayoutShotSwiftUISwift5Tests, which lays it out).

struct ListChromeSpellings: View {
    var body: some View {
        List {
            Section("Rows") {
                Text("Insets").listRowInsets(EdgeInsets(top: 4, leading: 24, bottom: 4, trailing: 8))
                Text("Default insets").listRowInsets(nil)
                Text("Background").listRowBackground(Color.yellow.opacity(0.3))
                Text("Shape background").listRowBackground(RoundedRectangle(cornerRadius: 8).fill(.blue))
                Text("No separator").listRowSeparator(.hidden)
                Text("No top separator").listRowSeparator(.hidden, edges: .top)
            }
            .listSectionSeparator(.hidden, edges: .bottom)
            Section {
                Text("Visible").listSectionSeparator(.visible)
            } header: {
                Text("Mixed Case").textCase(nil)
            } footer: {
                Text("lower").environment(\.textCase, .uppercase)
            }
        }
        .listStyle(.plain)
        .scrollContentBackground(.hidden)
        .background(Color.mint)
        .defaultScrollAnchor(.bottom)
    }
}
