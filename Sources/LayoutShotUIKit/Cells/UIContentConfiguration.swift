#if !canImport(UIKit)
/// What a content view shows, as UIKit's protocol: a value that makes its view (on the main actor) and updates
/// itself for a state.
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// The configuration as it looks in `state`.
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view showing a content configuration, as UIKit's protocol.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (else a cell makes a new view for it).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Every configuration, as UIKit's default.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}
#endif
