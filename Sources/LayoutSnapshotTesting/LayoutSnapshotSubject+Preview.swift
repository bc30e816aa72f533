import LayoutShotSwiftUI

extension LayoutSnapshotSubject where Value == ViewLayout {
    /// A preview of a ported file (`LayoutShotPreviews.all`), laid out with its traits; a matrix's cell gives what
    /// its traits leave open (a preview's own device, text size or direction wins over the cell's). Its reference
    /// is named by its file and name (`LayoutShotPreview.snapshotName`) unless the assertion names it; a preview
    /// that cannot be laid out fails naming its file and line.
    @MainActor
    public static func preview(_ preview: LayoutShotPreview) -> LayoutSnapshotSubject {
        var subject = LayoutSnapshotSubject(kind: "a preview", takesMatrix: true) { combination in
            try preview.layout(in: PreviewContext(combination))
        }
        subject.defaultName = preview.snapshotName
        subject.input = "the preview at \(preview)"
        return subject
    }

    /// `previews` side by side on one captioned sheet (`LayoutShotPreviewSheet`): a picture to review every preview
    /// of a target at once, checked in like any reference.
    @MainActor
    public static func previewSheet(_ previews: [LayoutShotPreview], columns: Int = 4) -> LayoutSnapshotSubject {
        LayoutSnapshotSubject(kind: "a preview sheet", takesMatrix: true) { combination in
            LayoutShotPreviewSheet(previews, context: PreviewContext(combination), columns: columns).layout()
        }
    }
}

extension PreviewContext {
    /// The context of a matrix's cell: its device, orientation, text size and direction where it gives them.
    init(_ combination: SpecCombination?) {
        self.init()
        guard let combination else { return }
        if let device = combination.device { deviceName = device.name }
        if combination.orientation == .landscape { orientation = .landscapeLeft }
        if let textSize = combination.textSize { dynamicTypeSize = DynamicTypeSize(textSize) }
        if let direction = combination.direction { layoutDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight }
    }
}

extension DynamicTypeSize {
    /// The size UIKit calls `category`: the two lists name the same twelve sizes in the same order
    /// (https://developer.apple.com/documentation/swiftui/dynamictypesize).
    init(_ category: TextSizeCategory) {
        let position = TextSizeCategory.allCases.firstIndex(of: category)!
        self = DynamicTypeSize.allCases[DynamicTypeSize.allCases.index(DynamicTypeSize.allCases.startIndex, offsetBy: position)]
    }
}
