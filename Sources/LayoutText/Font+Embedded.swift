extension Font {
    /// DejaVu Sans (Book) subset to ASCII, Latin-1 and `× → ← ↑ ↓ – — … • ✓ ✗ ≤ ≥`;
    /// parsed once, on first use.
    ///
    /// Deterministic on every machine, unlike system fonts. Licence: Sources/LayoutText/Font/LICENSE.txt.
    public static let embedded: Font = {
        guard let data = Base64.decode(EmbeddedFontData.base64) else {
            fatalError("EmbeddedFontData.base64 is not valid base64; regenerate it with tools/font/embed-font.py")
        }
        do {
            return try Font(data: data)
        } catch {
            fatalError("the embedded font does not parse (\(error)); regenerate it with tools/font/embed-font.py")
        }
    }()
}
