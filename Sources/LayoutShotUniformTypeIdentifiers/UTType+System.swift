#if !canImport(UniformTypeIdentifiers)
// The common system types, with the identifiers Apple documents for them (UTType, "System-declared uniform type
// identifiers").
extension UTType {
    /// The base type of all files and folders, `public.item`.
    public static let item = UTType.system("public.item")
    /// The base type of documents and media, `public.content`.
    public static let content = UTType.system("public.content")
    /// The base type of byte streams, `public.data`.
    public static let data = UTType.system("public.data")
    /// Text of any encoding, `public.text`.
    public static let text = UTType.system("public.text")
    /// Text without markup, `public.plain-text`.
    public static let plainText = UTType.system("public.plain-text")
    /// Plain text in UTF-8, `public.utf8-plain-text`.
    public static let utf8PlainText = UTType.system("public.utf8-plain-text")
    /// JavaScript Object Notation, `public.json`.
    public static let json = UTType.system("public.json")
    /// A URL, `public.url`.
    public static let url = UTType.system("public.url")
    /// A file URL, `public.file-url`.
    public static let fileURL = UTType.system("public.file-url")
    /// The base type of images, `public.image`.
    public static let image = UTType.system("public.image")
    /// A PNG image, `public.png`.
    public static let png = UTType.system("public.png")
    /// A JPEG image, `public.jpeg`.
    public static let jpeg = UTType.system("public.jpeg")
    /// A PDF document, `com.adobe.pdf`.
    public static let pdf = UTType.system("com.adobe.pdf")
    /// The base type of audiovisual media, `public.audiovisual-content`.
    public static let audiovisualContent = UTType.system("public.audiovisual-content")
    /// A folder, `public.folder`.
    public static let folder = UTType.system("public.folder")

    /// The system types above, for `init?(_:)`.
    static let systemTypes: [UTType] = [
        .item, .content, .data, .text, .plainText, .utf8PlainText, .json, .url, .fileURL, .image, .png, .jpeg, .pdf,
        .audiovisualContent, .folder,
    ]
}
#endif
