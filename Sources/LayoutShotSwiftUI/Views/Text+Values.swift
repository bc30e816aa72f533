import Foundation

extension Text {
    /// A text view of a localized string key from a bundle (shown as the key: there are no string tables here).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle?, comment: StaticString? = nil) {
        self.init(verbatim: key.key)
    }

    /// A text view of a date in `style`: the date in Foundation's abbreviated format.
    public init(_ date: Date, style: DateStyle) {
        switch style.name {
        case "time": self.init(verbatim: date.formatted(date: .omitted, time: .shortened))
        default: self.init(verbatim: date.formatted(date: .abbreviated, time: .omitted))
        }
    }

    /// A text view of a value formatted by `format`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// A text view of a value formatted by a formatter.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// A text view of the time within a range, as a timer: its start.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(verbatim: timerInterval.lowerBound.formatted(date: .omitted, time: .shortened))
    }

    /// A predefined style used to display a date, as SwiftUI's `Text.DateStyle`.
    public struct DateStyle: Sendable {
        let name: String
        /// The date.
        public static let date = DateStyle(name: "date")
        /// The time.
        public static let time = DateStyle(name: "time")
        /// The time from now.
        public static let relative = DateStyle(name: "relative")
        /// The offset from now.
        public static let offset = DateStyle(name: "offset")
        /// A timer.
        public static let timer = DateStyle(name: "timer")
    }
}

extension Image {
    /// An image used only for decoration: a named image.
    public init(decorative name: String) { self.init(name) }
}
