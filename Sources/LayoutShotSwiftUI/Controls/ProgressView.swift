/// A view that shows the progress toward completion of a task, as SwiftUI's `ProgressView` in its iOS styles:
/// with a value, a bar 4 points tall as wide as offered under its label; without one, a 20 × 20 spinner.
public struct ProgressView<Label: View, CurrentValueLabel: View> {
    let label: Label?
    let isDeterminate: Bool

    /// The height of a determinate bar: 4 points, the height UIKit gives a default-style `UIProgressView`
    /// (its intrinsic height; Apple documents no figure).
    static var barHeight: CGFloat { 4 }
    /// The size of the indeterminate spinner: 20 × 20 points, the intrinsic size of a `UIActivityIndicatorView`
    /// in its medium style (Apple documents no figure).
    static var spinnerSide: CGFloat { 20 }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view.
    public init() {
        label = nil
        isDeterminate = false
    }

    /// A progress view showing `value` of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        label = nil
        isDeterminate = value != nil
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A progress view for a style's configuration: its fraction completed.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        label = nil
        isDeterminate = configuration.fractionCompleted != nil
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.label = label()
        isDeterminate = false
    }

    /// A progress view showing `value` of `total`, with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.label = label()
        isDeterminate = value != nil
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A progress view with a text label.
    public init<S: StringProtocol>(_ title: S) {
        label = Text(title)
        isDeterminate = false
    }

    /// A progress view showing `value` of `total`, with a text label.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        label = Text(title)
        isDeterminate = value != nil
    }
}

extension ProgressView: View {
    /// The label over the bar, or the spinner over the label.
    public var body: some View {
        if isDeterminate {
            VStack(alignment: .leading) {
                label
                Capsule().fill(Color.blue).frame(height: Self.barHeight).frame(maxWidth: .infinity)
            }
        } else {
            VStack {
                Circle().fill(Color.gray).frame(width: Self.spinnerSide, height: Self.spinnerSide)
                label
            }
        }
    }
}

/// A type that applies standard interaction behavior to all progress views, as SwiftUI's
/// `ProgressViewStyle`; a custom style compiles, and progress views keep their iOS layout.
public protocol ProgressViewStyle {
    /// A view representing the body of a progress view.
    associatedtype Body: View
    /// The properties of a progress view.
    typealias Configuration = ProgressViewStyleConfiguration
    /// Creates a view representing the body of a progress view.
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a progress view instance, as SwiftUI's `ProgressViewStyleConfiguration`.
public struct ProgressViewStyleConfiguration {
    /// The completed fraction of the task, between 0 and 1, if known.
    public let fractionCompleted: Double?
    /// A view that describes the task; empty here.
    public var label: EmptyView? { nil }
    /// A view that describes the current value; empty here.
    public var currentValueLabel: EmptyView? { nil }
}

/// The linear progress view style; inert.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}
    /// An empty body: the style is inert.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// The circular progress view style; inert.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}
    /// An empty body: the style is inert.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// The linear style.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The circular style.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
    /// A progress view style: inert.
    nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }
}
