/// A rule of SwiftUI's layout that a view's layout broke, naming the view by its path (`VStack/TagLayout[1]`).
/// SwiftUI would draw something undefined; the host reports it instead and draws nothing.
public enum ViewLayoutFault: Error, Hashable, Sendable, CustomStringConvertible {
    /// A view answered a proposal with a size that is not one: NaN, negative, or infinite for a proposal that is
    /// not infinite in that dimension. `method` is a user layout's `sizeThatFits`, else the built-in view's name.
    case invalidSize(path: String, method: String, proposal: ProposedViewSize, size: CGSize)
    /// A layout proposed NaN to a subview.
    case invalidProposal(container: String, subview: String, proposal: ProposedViewSize)
    /// A layout placed a subview at a point that is not finite.
    case invalidPosition(container: String, subview: String, position: CGPoint)
    /// A layout placed a subview more than once in one `placeSubviews` call.
    case placedTwice(container: String, subview: String, times: Int)
    /// A layout's `placeSubviews` did not place a subview.
    case neverPlaced(container: String, subview: String)
    /// `place(at:anchor:proposal:)` was called outside the parent's `placeSubviews`.
    case placedOutsidePlaceSubviews(subview: String)
    /// A view ended up infinitely large or far: a flexible view offered an infinite size.
    case infiniteFrame(path: String, proposal: ProposedViewSize)
    /// A view was given a value no layout can use (a negative font size, a frame of infinite width, more
    /// grid columns than a grid may have): `argument` is what was given, `requirement` what it must be.
    case invalidArgument(path: String, argument: String, requirement: String)
    /// The view tree is deeper than `limit` (views nested in views, or a body that holds itself): laying it out
    /// would overflow the stack.
    case tooDeep(path: String, limit: Int)
    /// The view at `path` reads an object of `type` with `@EnvironmentObject` or `@Environment(type.self)` that
    /// no ancestor supplied (SwiftUI stops the app there): its body is not evaluated.
    case missingEnvironmentObject(path: String, type: String)

    /// What happened, where, and what to do.
    public var description: String {
        switch self {
        case let .invalidSize(path, method, proposal, size):
            return "\(path): \(method) returned \(Self.format(size)) for the proposal \(proposal); a size must be finite "
                + "and not negative (infinite only where the proposal is infinite)"
        case let .invalidProposal(container, subview, proposal):
            return "\(container): proposed \(proposal) to \(subview); a proposal must not be NaN"
        case let .invalidPosition(container, subview, position):
            return "\(container): placeSubviews(in:proposal:subviews:cache:) placed \(subview) at "
                + "(\(position.x), \(position.y)); a position must be finite"
        case let .placedTwice(container, subview, times):
            return "\(container): placeSubviews(in:proposal:subviews:cache:) placed \(subview) \(times) times; "
                + "place each subview exactly once"
        case let .neverPlaced(container, subview):
            return "\(container): placeSubviews(in:proposal:subviews:cache:) never placed \(subview); "
                + "place each subview exactly once"
        case let .placedOutsidePlaceSubviews(subview):
            return "\(subview): place(at:anchor:proposal:) was called outside its container's "
                + "placeSubviews(in:proposal:subviews:cache:); place subviews only from there"
        case let .infiniteFrame(path, proposal):
            return "\(path): laid out infinitely large for the proposal \(proposal); offer it a finite size "
                + "(a frame, or a finite proposal)"
        case let .invalidArgument(path, argument, requirement):
            return "\(path): \(argument); \(requirement)"
        case let .tooDeep(path, limit):
            return "\(path): the view tree is deeper than \(limit) levels; a body that contains its own view "
                + "recurses without end, and deeper trees would overflow the stack"
        case let .missingEnvironmentObject(path, type):
            return "\(path): reads an object of type \(type) that no enclosing view supplies; supply one with "
                + ".environmentObject(_:) (an ObservableObject) or .environment(_:) (an @Observable object) around it"
        }
    }

    static func format(_ size: CGSize) -> String {
        "\(ProposedViewSize.format(size.width)) × \(ProposedViewSize.format(size.height))"
    }
}
