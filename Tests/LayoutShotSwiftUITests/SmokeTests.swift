import LayoutShotSwiftUI
import Testing

struct Smoke: View {
    var body: some View {
        VStack {
            Text("Hello")
            HStack {
                Color.red.frame(width: 50, height: 50)
                Spacer()
                Text("World").padding()
            }
        }
    }
}

@MainActor
@Test func smoke() throws {
    let layout = try ViewHost.layout(Smoke(), proposal: ProposedViewSize(width: 390, height: nil))
    print(layout)
}
