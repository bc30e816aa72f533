import SwiftUI

/// A profile: the header, a row of counts, and a bio.
struct ProfileScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ProfileHeader(name: "Ada Lovelace", role: "Analyst")
            HStack {
                Stat(value: "128", label: "Posts")
                Stat(value: "4.2k", label: "Followers")
                Stat(value: "310", label: "Following")
            }
            Text("Writes about engines, numbers and the poetry of both.")
                .padding(.horizontal)
            Spacer()
        }
    }
}

/// One count and its label, stacked.
private struct Stat: View {
    var value: String
    var label: String

    var body: some View {
        VStack {
            Text(value).font(.title2)
            Text(label).font(.caption)
        }
        .frame(maxWidth: .infinity)
    }
}

#Preview {
    ProfileScreen()
}

#if DEBUG
#Preview("Landscape", traits: .landscapeLeft) {
    ProfileScreen()
}
#endif

struct ProfileScreen_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ProfileScreen()
                .previewDevice("iPhone SE (3rd generation)")
                .previewDisplayName("Small phone")
            ProfileScreen()
                .environment(\.dynamicTypeSize, .accessibility2)
                .previewDisplayName("Accessibility text")
            Stat(value: "42", label: "Answers")
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Stat")
        }
    }
}
