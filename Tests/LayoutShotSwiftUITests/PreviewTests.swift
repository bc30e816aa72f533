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

    @Test func theSheetShowsEachPreviewAsItsSnapshotUnderItsCaption() throws {
        let broken = LayoutShotPreview("Broken", file: "B.swift", line: 2, traits: [.previewDevice("iPhone 99")]) { EmptyView() }
        let sheet = LayoutShotPreviewSheet([Self.box(.sizeThatFitsLayout), Self.box(.fixedLayout(width: 100, height: 50)), broken], columns: 2).layout()
        let captions = sheet.views.filter { $0.path.hasPrefix("PreviewSheet/caption[0]/") && $0.typeName == "Text" }
        let texts = captions.compactMap { view -> String? in if case .text(let string, _) = view.role { string } else { nil } }
        #expect(texts == ["Box", "Views/Box.swift:7", "sizeThatFitsLayout"])
        // Cell 0 starts at the 24-point margin; its 40 × 30 box sits right under the caption and 6 points of space.
        let caption = try #require(sheet.views.first { $0.path == "PreviewSheet/caption[0]/VStack" }?.frame)
        #expect(caption.origin == CGPoint(x: 24, y: 24))
        let box = try #require(sheet.views.first { $0.path == "PreviewSheet/preview[0]/frame" }?.frame)
        #expect(box == CGRect(x: 24, y: 24 + caption.height + 6, width: 40, height: 30))
        // Cell 1 is 32 points right of cell 0 (as wide as its caption or its box, whichever is wider); its box is
        // centred in the 100 × 50 area: (100 − 40) / 2 = 30 and (50 − 30) / 2 = 10 in.
        let secondCaption = try #require(sheet.views.first { $0.path == "PreviewSheet/caption[1]/VStack" }?.frame)
        let area = try #require(sheet.views.first { $0.path == "PreviewSheet/area[1]" }?.frame)
        #expect(area == CGRect(x: 24 + max(caption.width, 40) + 32, y: 24 + secondCaption.height + 6, width: 100, height: 50))
        #expect(sheet.views.first { $0.path == "PreviewSheet/preview[1]/frame" }?.frame
            == CGRect(x: area.minX + 30, y: area.minY + 10, width: 40, height: 30))
        // The third starts the second row, and shows why it has no layout.
        let error = sheet.views.compactMap { view -> String? in
            guard view.path.hasPrefix("PreviewSheet/preview[2]/"), case .text(let string, _) = view.role else { return nil }
            return string
        }
        #expect(error.first?.hasPrefix(#"B.swift:2 "Broken": no device is called "iPhone 99""#) == true)
    }
}
