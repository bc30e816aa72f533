import LayoutShotSwiftUI

// Spellings real view code uses, written as on iOS: this file compiling is the test (the same file is compiled in
// the Swift 5 mode by LayoutShotSwiftUISwift5Tests). Each view is also laid out by CompileParityTests.

struct ParityItem: Identifiable {
    let id: Int
    let title: String
}

struct ParityStyles: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Backgrounds").background(Color.orange)
            Text("Styles").background(.blue)
            Text("Shapes").background(Circle().fill(Color.red))
            Text("In shape").background(Color.green, in: RoundedRectangle(cornerRadius: 8))
            Text("In capsule").background(.yellow, in: Capsule())
            Text("Overlay").overlay(Color.black.opacity(0.2))
            Text("Overlay style").overlay(.red)
            Text("Overlay shape").overlay(RoundedRectangle(cornerRadius: 4).stroke(Color.gray, lineWidth: 1))
            Text("Overlay aligned").overlay(alignment: .topTrailing) { Circle().frame(width: 6, height: 6) }
            Text("Border").border(Color.red)
            Text("Border width").border(.blue, width: 2)
            Text("Foreground").foregroundStyle(.secondary)
            Text("Foreground colour").foregroundStyle(Color.red)
            Text("Foreground dot").foregroundStyle(.red)
            Text("Foreground colour").foregroundColor(.white)
            Circle().fill(.blue).frame(width: 20, height: 20)
            Circle().fill(Color.blue.opacity(0.5)).frame(width: 20, height: 20)
            Rectangle().fill(.secondary).frame(height: 1)
            Capsule().stroke(.blue, lineWidth: 2).frame(width: 40, height: 10)
            RoundedRectangle(cornerRadius: 12, style: .continuous).fill(Color.accentColor)
                .frame(height: 30)
            Color.clear.frame(height: 4)
        }
        .padding()
        .background(Color(white: 0.95))
    }
}

struct ParityContent: View {
    let items: [ParityItem]

    var body: some View {
        VStack(spacing: 8) {
            HStack {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
                    .font(.title.bold())
                Label("Favourites", systemImage: "heart")
                Spacer(minLength: 0)
                Text("Edit").font(.headline.weight(.semibold))
            }
            Text("Title")
                .font(.title.bold())
                .frame(maxWidth: .infinity, alignment: .leading)
            ForEach(0..<3) { index in
                Text("Row \(index)")
            }
            ForEach(items) { item in
                row(item)
            }
            ForEach(items, id: \.id) { item in
                Text(item.title).lineLimit(1)
            }
            Group {
                Text("One")
                Text("Two")
            }
            .font(.caption)
            Spacer(minLength: 20)
            if items.isEmpty {
                Text("Nothing")
            } else {
                Text("\(items.count) items")
            }
            footer
        }
    }

    @ViewBuilder
    func row(_ item: ParityItem) -> some View {
        HStack(alignment: .firstTextBaseline) {
            Text(item.title).font(.body)
            Spacer()
            if item.id.isMultiple(of: 2) {
                Image(systemName: "checkmark")
            }
        }
    }

    @ViewBuilder
    var footer: some View {
        Divider()
        Button("Done") {}
        Button(action: {}) { Label("Share", systemImage: "square.and.arrow.up") }
    }
}

struct ParityModifiers: View {
    @State private var isOn = false
    var title = "Modifiers"

    var body: some View {
        VStack {
            Text(verbatim: title)
                .font(.system(size: 14, weight: .bold))
                .font(.system(.title, design: .rounded))
                .fontWeight(.bold)
                .multilineTextAlignment(.center)
                .lineLimit(2)
                .truncationMode(.tail)
                .minimumScaleFactor(0.5)
                .fixedSize(horizontal: false, vertical: true)
            Text("a") + Text("b").bold()
            Image(systemName: "person.circle")
                .resizable()
                .scaledToFit()
                .frame(width: 44, height: 44)
                .clipShape(Circle())
                .imageScale(.large)
                .symbolRenderingMode(.hierarchical)
            Text("Card")
                .padding(.horizontal)
                .padding(.vertical, 8)
                .frame(maxWidth: .infinity, minHeight: 44)
                .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 10))
                .background(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
                .cornerRadius(8)
                .shadow(radius: 4)
                .shadow(color: .black.opacity(0.1), radius: 2, x: 0, y: 1)
                .opacity(isOn ? 1 : 0.5)
                .foregroundStyle(.white.opacity(0.8))
                .tint(.blue)
                .contentShape(Rectangle())
                .onTapGesture { isOn.toggle() }
                .accessibilityLabel("Card")
                .layoutPriority(1)
            Circle()
                .strokeBorder(Color.blue, lineWidth: 2)
                .frame(width: 30, height: 30)
            Circle()
                .stroke(style: StrokeStyle(lineWidth: 2, dash: [4]))
                .frame(width: 30, height: 30)
            Circle()
                .trim(from: 0, to: 0.75)
                .stroke(Color.green, lineWidth: 4)
                .rotationEffect(.degrees(-90))
                .frame(width: 30, height: 30)
            Color.red
                .frame(height: 10)
                .mask { Capsule() }
        }
        .ignoresSafeArea()
        .edgesIgnoringSafeArea(.all)
    }
}

/// A model as apps declare one since iOS 17.
@Observable
final class ParitySettings {
    var name = "Ada"
    var notifications = true
    var volume = 0.5
    var count = 2
    var flavour = "Vanilla"
}

/// An app screen in the spellings of app view files: navigation, a form of controls, a list, toolbars,
/// presentations and state.
struct ParityAppScreen: View {
    @State private var settings = ParitySettings()
    @State private var items = [ParityItem(id: 1, title: "One"), ParityItem(id: 2, title: "Two")]
    @State private var isPresented = false
    @State private var path = NavigationPath()
    @Environment(\.dismiss) private var dismiss
    @FocusState private var nameFocused: Bool

    var body: some View {
        NavigationStack(path: $path) {
            Form {
                Section("Profile") {
                    TextField("Name", text: $settings.name)
                        .textInputAutocapitalization(.words)
                        .focused($nameFocused)
                    Toggle("Notifications", isOn: $settings.notifications)
                    Stepper("Count: \(settings.count)", value: $settings.count, in: 0...10)
                    Slider(value: $settings.volume, in: 0...1)
                    Picker("Flavour", selection: $settings.flavour) {
                        ForEach(["Vanilla", "Chocolate"], id: \.self) { Text($0) }
                    }
                    ProgressView(value: settings.volume)
                }
                Section {
                    ForEach(items) { item in
                        NavigationLink(value: item.id) { Label(item.title, systemImage: "star") }
                            .swipeActions { Button("Delete", role: .destructive) {} }
                    }
                    .onDelete { items.remove(atOffsets: $0) }
                    .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                } header: {
                    Text("Items")
                } footer: {
                    Text("Swipe to delete.")
                }
            }
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.inline)
            .navigationDestination(for: Int.self) { id in Text("Item \(id)") }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Done") { dismiss() } }
                ToolbarItem(placement: .cancellationAction) { EditButton() }
            }
            .sheet(isPresented: $isPresented) { ParityDetail(settings: settings) }
            .alert("Saved", isPresented: $isPresented) { Button("OK") {} }
            .task { await Task.yield() }
        }
    }
}

/// A detail view reading a model through `@Bindable`.
struct ParityDetail: View {
    @Bindable var settings: ParitySettings

    var body: some View {
        List {
            Toggle(isOn: $settings.notifications) { Text("Notifications") }
            TextField("Name", text: $settings.name)
        }
        .listStyle(.insetGrouped)
    }
}

/// A tab view of screens.
struct ParityTabs: View {
    var body: some View {
        TabView {
            ParityAppScreen().tabItem { Label("Settings", systemImage: "gear") }
            GeometryReader { proxy in Text("Width \(proxy.size.width)") }
                .tabItem { Label("Size", systemImage: "ruler") }
        }
    }
}
