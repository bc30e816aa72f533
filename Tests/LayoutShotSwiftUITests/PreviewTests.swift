#if !canImport(SwiftUI)
import LayoutShotSwiftUI
import Testing

/// A preview is a value (file, line, name, traits, view) laid out as its traits say, a matrix cell's context
/// filling what they leave open.
@MainActor
struct PreviewTests {
    static func box(_ traits: LayoutShotPreviewTrait...) -> LayoutShotPreview {
        LayoutShotPreview("Box", file: "Views/Box.swift", line: 7, traits: traits) { Color.red.frame(width: 40, height: 30) }
    }

    @Test func sizeThatFitsProposesNothingAndTheViewTakesItsIdealSize() throws {
        let (proposal, _) = try Self.box(.sizeThatFitsLayout).settings()
        #expect(proposal == ProposedViewSize(width: nil, height: nil))
        // The frame's ideal size is its own: 40 × 30.
        #expect(try Self.box(.sizeThatFitsLayout).layout().size == CGSize(width: 40, height: 30))
    }

    @Test func theDeviceLayoutProposesTheScreenLessItsSafeArea() throws {
        // iPhone SE (3rd generation): 375 × 667 upright, 20 at the top for the status bar → 375 × (667 − 20) = 647.
        let small = try Self.box(.previewDevice("iPhone SE (3rd generation)")).settings().proposal
        #expect(small == ProposedViewSize(width: 375, height: 647))
        // iPhone 16 Pro, the default: 402 × 874 less 62 at the top and 34 at the bottom → 402 × 778.
        #expect(try Self.box().settings().proposal == ProposedViewSize(width: 402, height: 778))
        // On its side: 874 × 402 less 62 left and right and 21 at the bottom → 750 × 381.
        #expect(try Self.box(.landscapeLeft).settings().proposal == ProposedViewSize(width: 750, height: 381))
        #expect(try Self.box(.fixedLayout(width: 200, height: 100)).settings().proposal == ProposedViewSize(width: 200, height: 100))
    }

    @Test func traitsWinOverTheContextAndTheLastOfAKindWins() throws {
        let context = PreviewContext(deviceName: "iPhone SE (3rd generation)", dynamicTypeSize: .xSmall, layoutDirection: .rightToLeft)
        let preview = Self.box(.dynamicTypeSize(.accessibility2), .previewLayout(.sizeThatFits), .previewLayout(.fixed(width: 10, height: 20)))
        let (proposal, environment) = try preview.settings(in: context)
        #expect(proposal == ProposedViewSize(width: 10, height: 20))
        #expect(environment.dynamicTypeSize == .accessibility2)
        #expect(environment.layoutDirection == .rightToLeft)
        #expect(try Self.box(.layoutDirection(.leftToRight)).settings(in: context).environment.layoutDirection == .leftToRight)
        #expect(try Self.box().settings(in: context).proposal == ProposedViewSize(width: 375, height: 647))
    }

    @Test func anUnknownDeviceNamesThePreviewAndTheNearestNames() {
        let error = #expect(throws: LayoutShotPreviewError.self) { try Self.box(.previewDevice("iPhone SE")).layout() }
        #expect(error?.description.hasPrefix(#"Views/Box.swift:7 "Box": no device is called "iPhone SE"; known names close to it: iPhone SE (3rd generation)"#) == true)
    }

    @Test func aPreviewThatCannotBeLaidOutNamesItsFileAndLine() {
        let broken = LayoutShotPreview(nil, file: "Broken.swift", line: 3, index: 2, traits: []) {
            BrokenLayout(rule: .nanSize) { Color.blue }
        }
        let error = #expect(throws: LayoutShotPreviewError.self) { try broken.layout() }
        #expect(error?.description.hasPrefix("Broken.swift:3 (preview 2): the preview cannot be laid out: BrokenLayout") == true)
    }

    @Test func theSnapshotNameIsTheFileAndTheNameOrIndex() {
        #expect(Self.box().snapshotName == "Views.Box.Box")
        let unnamed = LayoutShotPreview(nil, file: "Card View.swift", line: 1, index: 3, traits: []) { EmptyView() }
        #expect(unnamed.snapshotName == "Card-View.3")
        let named = LayoutShotPreview("Dark, RTL é", file: "A/B.swift", line: 1) { EmptyView() }
        #expect(named.snapshotName == "A.B.Dark--RTL--")
    }

    @Test func theSheetShowsEachPreviewAtItsSizeUnderItsCaption() throws {
        let sheet = try ViewHost.layout(
            LayoutShotPreviewSheet([Self.box(.sizeThatFitsLayout), Self.box(.fixedLayout(width: 100, height: 50))]),
            proposal: ProposedViewSize(width: nil, height: nil))
        // Both boxes are 40 × 30; the fixed layout's box sits in a 100 × 50 frame.
        let sizes = sheet.views.filter { $0.typeName == "Color" }.map(\.frame.size)
        #expect(sizes == [CGSize(width: 40, height: 30), CGSize(width: 40, height: 30)])
        #expect(sheet.views.contains { $0.frame.size == CGSize(width: 100, height: 50) })
        let texts = sheet.views.compactMap { view -> String? in if case .text(let string, _) = view.role { string } else { nil } }
        #expect(texts.contains("Views/Box.swift:7") && texts.contains("sizeThatFitsLayout") && texts.contains("fixedLayout(100×50)"))
    }
}
#endif
