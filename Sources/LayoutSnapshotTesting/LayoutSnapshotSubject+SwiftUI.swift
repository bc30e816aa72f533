import LayoutShotSwiftUI

extension LayoutSnapshotSubject where Value == ViewLayout {
    /// A SwiftUI view laid out by `ViewHost` for `proposal`, as SwiftUI lays it out.
    @MainActor
    public static func view<V: View>(
        _ view: V, proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues()
    ) -> LayoutSnapshotSubject {
        LayoutSnapshotSubject(kind: "a SwiftUI view", takesMatrix: false) { _ in
            try ViewHost.layout(view, proposal: proposal, environment: environment)
        }
    }
}
