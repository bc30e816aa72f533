/// The version of LayoutShot: what `layoutshot --version` prints and what the changelog's latest
/// release names.
public enum LayoutShotVersion {
    /// The current release.
    public static let current = "0.1.0"
}
