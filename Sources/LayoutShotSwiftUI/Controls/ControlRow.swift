/// A control's row as iOS lays out a switch, stepper or compact date picker beside its label: the control at
/// its own size at the trailing edge, the label offered the rest of the width (less 8 points between them), both
/// centred vertically, the row as wide as offered. The label keeps all the width the control leaves, as iOS's
/// labels do (an `HStack` with a `Spacer` would split it between the label and the spacer and wrap the label).
struct _ControlRow<Label: View, Control: View>: View, PrimitiveView {
    let label: Label
    let control: Control

    var body: Never { fatalError("a control row has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] {
        var inner = environment
        inner.stackAxis = .horizontal
        let node = ViewNode(typeName: "ControlRow", content: .container(LayoutBox(ControlRowLayout())), environment: environment)
        var labels = LayoutShotSwiftUI.makeNodes(label, inner)
        if labels.count != 1 {
            let row = ViewNode(typeName: "HStack", content: .container(LayoutBox(HStackLayout())), environment: inner)
            row.adopt(labels)
            labels = [row]
        }
        node.adopt(labels + LayoutShotSwiftUI.makeNodes(control, inner).prefix(1))
        return [node]
    }
}

/// `_ControlRow`'s layout (subviews: the label, then the control).
struct ControlRowLayout: Layout, BuiltInLayout {
    /// The space between the label and the control: the default spacing (see `ViewSpacing`).
    static let spacing = ViewSpacing.defaultDistance

    private func labelWidth(_ width: CGFloat, control: CGSize) -> CGFloat { max(0, width - control.width - Self.spacing) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.count == 2 else { return proposal.replacingUnspecifiedDimensions() }
        let control = subviews[1].sizeThatFits(.unspecified)
        let width = proposal.width ?? subviews[0].sizeThatFits(.unspecified).width + Self.spacing + control.width
        let label = subviews[0].sizeThatFits(ProposedViewSize(width: labelWidth(width, control: control), height: nil))
        return CGSize(width: width, height: max(label.height, control.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2 else { return }
        let control = subviews[1].sizeThatFits(.unspecified)
        let offered = ProposedViewSize(width: labelWidth(bounds.width, control: control), height: nil)
        let label = subviews[0].sizeThatFits(offered)
        subviews[0].place(at: CGPoint(x: bounds.minX, y: bounds.midY - label.height / 2), proposal: offered)
        subviews[1].place(
            at: CGPoint(x: bounds.maxX - control.width, y: bounds.midY - control.height / 2), proposal: .unspecified)
    }
}
