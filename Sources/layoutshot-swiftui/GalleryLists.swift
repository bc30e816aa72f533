import LayoutShotSwiftUI

// The gallery's lists, written as app code is: a settings form (inset grouped, on the grouped grey) and a plain
// list scrolled to its middle, its current section's header pinned at the top.

struct SettingsForm: View {
    var body: some View {
        Form {
            Section("Account") {
                Text("Ada Lovelace")
                Toggle("Show my status", isOn: .constant(true))
                Text("Highlighted").listRowBackground(Color.yellow.opacity(0.35))
            }
            Section {
                Stepper("Reminders: 3", value: .constant(3))
                Text("Sounds")
            } header: {
                Text("Notifications")
            } footer: {
                Text("Reminders repeat until you open them.")
            }
        }
    }
}

struct PinnedHeaderList: View {
    let sections = [("Fruit", ["Apple", "Banana", "Cherry", "Date", "Fig"]), ("Vegetables", ["Kale", "Leek", "Okra", "Pea"])]

    var body: some View {
        List {
            ForEach(sections, id: \.0) { section in
                Section {
                    ForEach(section.1, id: \.self) { Text($0) }
                } header: {
                    Text(section.0).font(.headline)
                }
            }
        }
        .listStyle(.plain)
        .defaultScrollAnchor(.center)
    }
}
