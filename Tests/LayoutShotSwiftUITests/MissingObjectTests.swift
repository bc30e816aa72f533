import LayoutShotSwiftUI
import Testing

/// An object read with `@EnvironmentObject` or `@Environment(Model.self)` that no ancestor supplies stops a
/// SwiftUI app; the host reports it as a fault naming the view and the type instead, before the body runs.
@MainActor
struct MissingObjectTests {
    @Test func aMissingEnvironmentObjectIsAFaultNamingTheViewAndTheType() {
        let fault = #expect(throws: ViewLayoutFault.self) {
            try layOut(VStack { Color.red; SuppliedWidthReader() }, width: 100)
        }
        #expect(fault == .missingEnvironmentObject(path: "VStack/SuppliedWidthReader[1]", type: "WidthModel"))
        #expect(fault?.description.contains(".environmentObject(_:)") == true)
    }

    @Test func aMissingObservableObjectIsAFault() {
        let fault = #expect(throws: ViewLayoutFault.self) {
            try layOut(HStack { ObservedWidthReader() }.environmentObject(WidthModel(width: 1)), width: 100)
        }
        #expect(fault == .missingEnvironmentObject(path: "HStack/ObservedWidthReader[0]", type: "ObservableWidth"))
    }

    /// A preview whose view misses its object fails naming its file and line, as any fault does.
    @Test func aPreviewMissingItsObjectNamesItsFileAndLine() {
        let preview = LayoutShotPreview("Reader", file: "Reader.swift", line: 9) { SuppliedWidthReader() }
        let error = #expect(throws: LayoutShotPreviewError.self) { try preview.layout() }
        #expect(error?.description.contains("Reader.swift:9") == true)
        #expect(error?.description.contains("SuppliedWidthReader: reads an object of type WidthModel") == true)
    }
}
