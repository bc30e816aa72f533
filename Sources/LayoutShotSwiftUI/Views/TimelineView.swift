import Foundation

/// A view that updates according to a schedule, as SwiftUI's `TimelineView`: its content is built once, for a
/// fixed date (the reference date, 1 January 2001), so that a snapshot does not depend on when it is taken.
public struct TimelineView<Schedule: TimelineSchedule, Content: View> {
    let content: (TimelineViewDefaultContext) -> Content

    /// A view whose content is made for each date of `schedule` (here, once).
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.content = content
    }

    /// What a timeline view's content is made for.
    public typealias Context = TimelineViewDefaultContext
}

/// What a timeline view's content is made for, as SwiftUI's `TimelineView.Context` (one type for every timeline
/// view, so that the content's type can be inferred from the closure).
public struct TimelineViewDefaultContext {
    /// The date the content is made for: the reference date here.
    public let date: Date
}

extension TimelineView: View {
    /// The content for the reference date.
    public var body: Content { content(TimelineViewDefaultContext(date: Date(timeIntervalSinceReferenceDate: 0))) }
}

/// A type that provides a sequence of dates for a timeline view, as SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule {}

/// The built-in schedules; each is only a name here (a timeline is drawn for one date).
public struct _TimelineSchedule: TimelineSchedule {}

extension TimelineSchedule where Self == _TimelineSchedule {
    /// Updates at the display's rate.
    public static var animation: _TimelineSchedule { _TimelineSchedule() }
    /// Updates at the display's rate, at most every `minimumInterval` seconds, unless paused.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> _TimelineSchedule {
        _TimelineSchedule()
    }
    /// Updates at the start of every minute.
    public static var everyMinute: _TimelineSchedule { _TimelineSchedule() }
    /// Updates every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> _TimelineSchedule { _TimelineSchedule() }
    /// Updates at `dates`.
    public static func explicit<S: Sequence>(_ dates: S) -> _TimelineSchedule where S.Element == Date { _TimelineSchedule() }
}
