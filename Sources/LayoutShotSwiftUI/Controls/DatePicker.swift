import Foundation

/// A control for selecting an absolute date, as SwiftUI's `DatePicker` in its iOS compact style: the label at
/// the leading edge and the date, as a text, at the trailing edge, as wide as offered.
public struct DatePicker<Label: View> {
    let label: Label
    let date: Date

    /// A date picker with a custom label.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.label = label()
        date = selection.wrappedValue
    }

    /// A date picker over a range, with a custom label.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        date = selection.wrappedValue
    }

    /// The date and time parts a picker shows, as SwiftUI's `DatePickerComponents`.
    public typealias Components = DatePickerComponents
}

/// The date and time parts a date picker shows; inert.
public struct DatePickerComponents: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// A set from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 2)
}

extension DatePicker {
    /// A date picker from a date on, with a custom label.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        date = selection.wrappedValue
    }
}

extension DatePicker where Label == Text {
    /// A date picker from a date on, with a text label.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        label = Text(title)
        date = selection.wrappedValue
    }

    /// A date picker with a text label from a key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        label = Text(titleKey)
        date = selection.wrappedValue
    }

    /// A date picker with a text label.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        label = Text(title)
        date = selection.wrappedValue
    }

    /// A date picker over a range, with a text label.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        label = Text(title)
        date = selection.wrappedValue
    }
}

extension DatePicker: View {
    /// The label and the date in a control row.
    public var body: some View {
        _ControlRow(label: label, control: Text(date.formatted(date: .abbreviated, time: .shortened)).fixedSize())
    }
}

/// A button that toggles the edit mode, as SwiftUI's `EditButton`: laid out as its title, "Edit".
public struct EditButton {
    /// Creates the button.
    public init() {}
}

extension EditButton: View {
    /// The title.
    public var body: some View { Text("Edit") }
}
