import SwiftUI

/// A person's avatar, name and role, side by side.
struct ProfileHeader: View {
    var name: String
    var role: String

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "person.crop.circle")
                .resizable()
                .frame(width: 56, height: 56)
            VStack(alignment: .leading, spacing: 4) {
                Text(name).font(.headline)
                Text(role).font(.subheadline)
            }
            Spacer()
        }
        .padding()
    }
}

#Preview("Header", traits: .sizeThatFitsLayout) {
    ProfileHeader(name: "Ada Lovelace", role: "Analyst")
}

#Preview("Header, right to left", traits: .sizeThatFitsLayout) {
    ProfileHeader(name: "Ada Lovelace", role: "Analyst")
        .environment(\.layoutDirection, .rightToLeft)
}
