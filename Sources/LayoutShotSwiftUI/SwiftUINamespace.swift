/// SwiftUI's names qualified by the module, as app code writes them to disambiguate (`SwiftUI.Label<Text,
/// Image>`, `SwiftUI.Color`): on Linux `SwiftUI` is this namespace of the module's own types.
public enum SwiftUI {
    /// `View`.
    public typealias View = LayoutShotSwiftUI.View
    /// `Layout`.
    public typealias Layout = LayoutShotSwiftUI.Layout
    /// `Shape`.
    public typealias Shape = LayoutShotSwiftUI.Shape
    /// `Text`.
    public typealias Text = LayoutShotSwiftUI.Text
    /// `Image`.
    public typealias Image = LayoutShotSwiftUI.Image
    /// `Color`.
    public typealias Color = LayoutShotSwiftUI.Color
    /// `Font`.
    public typealias Font = LayoutShotSwiftUI.Font
    /// `Angle`.
    public typealias Angle = LayoutShotSwiftUI.Angle
    /// `Animation`.
    public typealias Animation = LayoutShotSwiftUI.Animation
    /// `EdgeInsets`.
    public typealias EdgeInsets = LayoutShotSwiftUI.EdgeInsets
    /// `Alignment`.
    public typealias Alignment = LayoutShotSwiftUI.Alignment
    /// `Edge`.
    public typealias Edge = LayoutShotSwiftUI.Edge
    /// `EnvironmentValues`.
    public typealias EnvironmentValues = LayoutShotSwiftUI.EnvironmentValues
    /// `Spacer`.
    public typealias Spacer = LayoutShotSwiftUI.Spacer
    /// `Divider`.
    public typealias Divider = LayoutShotSwiftUI.Divider
    /// `Circle`.
    public typealias Circle = LayoutShotSwiftUI.Circle
    /// `Rectangle`.
    public typealias Rectangle = LayoutShotSwiftUI.Rectangle
    /// `RoundedRectangle`.
    public typealias RoundedRectangle = LayoutShotSwiftUI.RoundedRectangle
    /// `Capsule`.
    public typealias Capsule = LayoutShotSwiftUI.Capsule
    /// `Path`.
    public typealias Path = LayoutShotSwiftUI.Path
    /// `Label`.
    public typealias Label<Title: LayoutShotSwiftUI.View, Icon: LayoutShotSwiftUI.View> = LayoutShotSwiftUI.Label<Title, Icon>
    /// `Button`.
    public typealias Button<Label: LayoutShotSwiftUI.View> = LayoutShotSwiftUI.Button<Label>
    /// `Toggle`.
    public typealias Toggle<Label: LayoutShotSwiftUI.View> = LayoutShotSwiftUI.Toggle<Label>
    /// `NavigationLink`.
    public typealias NavigationLink<Label: LayoutShotSwiftUI.View, Destination: LayoutShotSwiftUI.View> =
        LayoutShotSwiftUI.NavigationLink<Label, Destination>
    /// `Section`.
    public typealias Section<Parent: LayoutShotSwiftUI.View, Content: LayoutShotSwiftUI.View, Footer: LayoutShotSwiftUI.View> =
        LayoutShotSwiftUI.Section<Parent, Content, Footer>
    /// `HStack`.
    public typealias HStack<Content: LayoutShotSwiftUI.View> = LayoutShotSwiftUI.HStack<Content>
    /// `VStack`.
    public typealias VStack<Content: LayoutShotSwiftUI.View> = LayoutShotSwiftUI.VStack<Content>
    /// `ZStack`.
    public typealias ZStack<Content: LayoutShotSwiftUI.View> = LayoutShotSwiftUI.ZStack<Content>
    /// `Binding`.
    public typealias Binding<Value> = LayoutShotSwiftUI.Binding<Value>
    /// `State`.
    public typealias State<Value> = LayoutShotSwiftUI.State<Value>
}
