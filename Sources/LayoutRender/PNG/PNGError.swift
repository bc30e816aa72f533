/// Why PNG data could not be decoded or a bitmap could not be encoded.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The input had no bytes at all.
    case empty
    /// The input does not start with the PNG signature.
    case notPNG
    /// The data ends before the image does; carries libpng's message.
    case truncated(String)
    /// The data is damaged (bad CRC, bad chunk, bad compressed stream); carries libpng's message.
    case corrupt(String)
    /// The image is larger than the codec accepts.
    case tooLarge(width: Int, height: Int)
    /// A bitmap with no pixels cannot be a PNG.
    case emptyImage(width: Int, height: Int)
    /// The deflate encoder could not run (out of memory); carries why.
    case encodingFailed(String)

    /// A one-line explanation for people.
    public var description: String {
        switch self {
        case .empty: "empty input: no PNG data"
        case .notPNG: "not a PNG file (missing PNG signature)"
        case .truncated(let message): "truncated PNG data: \(message)"
        case .corrupt(let message): "corrupt PNG data: \(message)"
        case .tooLarge(let width, let height):
            "PNG image \(width)×\(height) is larger than the \(PNGCodec.maximumPixelCount) pixels accepted"
        case .emptyImage(let width, let height): "cannot encode a \(width)×\(height) image as PNG"
        case .encodingFailed(let message): "PNG encoding failed: \(message)"
        }
    }
}
