/// Where the encoder reads an image's rows of premultiplied RGBA pixels: a bitmap in memory, or a
/// function that composes each row when asked, so that a composed image (a diff strip three images
/// wide) never has to exist whole.
enum PixelRows {
    /// Rows of `width` pixels one after the other.
    case bitmap(UnsafeRawPointer)
    /// Writes row `y` (its `width` × 4 bytes) into the buffer; called for different rows at once, from
    /// several threads.
    case composed((_ y: Int, _ pixels: UnsafeMutableRawPointer) -> Void)

    /// Calls `body` with a function from a row index to that row's pixels, valid until its next call;
    /// the function is for one thread (each slice gets its own).
    func withRowAccess<T>(width: Int, _ body: (@escaping (Int) -> UnsafeRawPointer) -> T) -> T {
        switch self {
        case .bitmap(let base):
            return body { base + $0 * width * 4 }
        case .composed(let write):
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: max(1, width * 4), alignment: 16)
            defer { buffer.deallocate() }
            return body { y in
                write(y, buffer)
                return UnsafeRawPointer(buffer)
            }
        }
    }
}
