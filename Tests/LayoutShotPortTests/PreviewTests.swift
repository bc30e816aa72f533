import LayoutShotPort
import Testing

/// Previews of SwiftUI files are kept: each `#Preview` becomes a static member of the registry enum where it was
/// written, each view of a `PreviewProvider`'s `previews` a preview in an extension of the provider, and the
/// registry file lists them all in file order.
@Suite struct PreviewTests {
    static let registry = "LayoutShotPreviews.swift"

    @Test func aPreviewMacroBecomesARegistryMember() {
        let text = """
            import SwiftUI

            struct V: View { var body: some View { Text("v") } }

            // The compact one.
            #Preview("Compact", traits: .sizeThatFitsLayout, .landscapeLeft) {
                V()
            }
            """
        let result = port(["Views/V.swift": text])
        #expect(result.problems.isEmpty)
        #expect(ported(result, "Views/V.swift") == """
            import LayoutShotSwiftUI

            struct V: View { var body: some View { Text("v") } }

            // The compact one.
            extension LayoutShotPreviews {
                static let preview_Views_V_swift_1: [LayoutShotPreview] = [LayoutShotPreview("Compact", file: "Views/V.swift", line: 6, index: 1, traits: [.sizeThatFitsLayout, .landscapeLeft]) {
                V()
            }]
            }
            """)
        #expect(result.rewrites.contains { $0.line == 6 && $0.message.contains("kept as 'LayoutShotPreviews.preview_Views_V_swift_1'") })
        #expect(ported(result, Self.registry).contains("        all += LayoutShotPreviews.preview_Views_V_swift_1\n"))
    }

    @Test func aProvidersGroupIsOnePreviewPerView() {
        let text = """
            import SwiftUI

            struct Card_Previews: PreviewProvider {
                static var previews: some View {
                    Group {
                        Card()
                            .previewLayout(.sizeThatFits)
                            .previewDisplayName("Fits")
                        Card().previewDevice("iPhone SE (3rd generation)").environment(\\.layoutDirection, .rightToLeft)
                        Card().environment(\\.dynamicTypeSize, .accessibility3)
                        Card().dynamicTypeSize(.xSmall).previewInterfaceOrientation(.landscapeRight)
                    }
                }
            }
            """
        let result = port(["Card.swift": text])
        let output = ported(result, "Card.swift")
        #expect(output.hasPrefix("import LayoutShotSwiftUI\n\nstruct Card_Previews: PreviewProvider {"))
        let previews = output.split(separator: "\n").filter { $0.contains("LayoutShotPreview(") }.map {
            String($0.trimmingPrefix(while: { $0 == " " }).prefix { $0 != "{" })
        }
        #expect(previews == [
            #"LayoutShotPreview("Fits", file: "Card.swift", line: 6, index: 1, traits: [.previewLayout(.sizeThatFits)]) "#,
            #"LayoutShotPreview(nil, file: "Card.swift", line: 9, index: 2, traits: [.previewDevice("iPhone SE (3rd generation)"), .layoutDirection(.rightToLeft)]) "#,
            #"LayoutShotPreview(nil, file: "Card.swift", line: 10, index: 3, traits: [.dynamicTypeSize(.accessibility3)]) "#,
            #"LayoutShotPreview(nil, file: "Card.swift", line: 11, index: 4, traits: [.dynamicTypeSize(.xSmall), .previewInterfaceOrientation(.landscapeRight)]) "#,
        ])
        #expect(output.contains("extension Card_Previews {\n    nonisolated static let layoutShotPreviews: [LayoutShotPreview] = ["))
        #expect(output.contains("static let preview_Card_swift_1: [LayoutShotPreview] = Card_Previews.layoutShotPreviews"))
    }

    @Test func aProviderWhoseBodyIsNotOnlyViewsIsOnePreview() {
        let text = """
            import SwiftUI

            struct P: PreviewProvider {
                static var previews: some View {
                    let name = "x"
                    Text(name)
                }
            }
            """
        let output = ported(port(text))
        #expect(output.contains(#"LayoutShotPreview(nil, file: "A.swift", line: 3, index: 1, traits: []) { P.previews }"#))
    }

    @Test func theRegistryListsFilesInOrderWithTheirConditions() {
        let a = """
            import SwiftUI
            #Preview { Text("a") }
            #if DEBUG
            #Preview("debug") { Text("b") }
            #elseif TESTING
            #else
            #Preview { Text("c") }
            #endif
            #if os(iOS)
            #Preview { Text("iOS only, left as written") }
            #endif
            """
        let result = port(["A.swift": a, "B.swift": "import SwiftUI\n#Preview { Text(\"d\") }\n"])
        #expect(ported(result, Self.registry).contains("""
                    all += LayoutShotPreviews.preview_A_swift_1
                    #if (DEBUG)
                    all += LayoutShotPreviews.preview_A_swift_2
                    #endif
                    #if !(DEBUG) && !(TESTING)
                    all += LayoutShotPreviews.preview_A_swift_3
                    #endif
                    all += LayoutShotPreviews.preview_B_swift_1
                    return all
            """))
        #expect(ported(result).contains(#"LayoutShotPreview(nil, file: "A.swift", line: 7, index: 3, traits: []) { Text("c") }"#))
        #expect(ported(result).contains("#Preview { Text(\"iOS only, left as written\") }"))
    }

    @Test func aPreviewWithPreviewableStateIsRemovedSayingWhy() {
        let text = "import SwiftUI\n#Preview {\n    @Previewable @State var on = true\n    Text(\"x\")\n}\n#Preview(\"kept\") { Text(\"y\") }\n"
        let result = port(text)
        #expect(!ported(result).contains("Previewable"))
        #expect(result.rewrites.contains { $0.line == 2 && $0.message.contains("'@Previewable'") })
        #expect(ported(result, Self.registry).contains("all += LayoutShotPreviews.preview_A_swift_2\n"))
    }

    @Test func theRegistryIsWrittenWhenAskedEvenEmptyUnderItsName() {
        let result = Porter.port([PortSource(path: "A.swift", text: "struct A {}\n")], previewRegistry: "MyPreviews", writesRegistry: true)
        #expect(result.files.map(\.path) == ["A.swift", "MyPreviews.swift"])
        #expect(ported(result, "MyPreviews.swift").contains("enum MyPreviews {"))
        #expect(port("struct A {}\n").files.count == 1)
    }

    @Test func aFileWhereTheRegistryGoesIsAProblem() {
        let result = port(["LayoutShotPreviews.swift": "struct X {}\n", "A.swift": "import SwiftUI\n#Preview { Text(\"a\") }\n"])
        #expect(result.problems.map(\.file) == ["LayoutShotPreviews.swift"])
        #expect(result.problems.first?.message.contains("--preview-registry") == true)
    }
}
