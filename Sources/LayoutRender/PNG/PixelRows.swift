/// Where the encoder reads an image's rows of premultiplied RGBA pixels: a bitmap in memory, or a
/// function that composes each row when asked, so that a composed image (a diff strip three images
/// wide) never has to exist whole.
enum PixelRows {
    /// Rows of `width` pixels one after the other.
    case bitmap(UnsafeRawPointer)
    /// Writes row `y` (its `width` × 4 bytes) into the buffer; called for different rows at once, from
    /// several threads.
    case composed((_ y: Int, _ pixels: UnsafeMutableRawPointer) -> Void)

    /// Calls `body` with a function from a row index to that row's pixels, valid until the call after
    /// next (so a row can be compared with the one before); the function is for one thread (each slice gets its own).
    func withRowAccess<T>(width: Int, _ body: (@escaping (Int) -> UnsafeRawPointer) -> T) -> T {
        switch self {
        case .bitmap(let base):
            return body { base + $0 * width * 4 }
        case .composed(let write):
            // Two rows, used in turn.
            let rowBytes = max(1, width * 4)
            let buffers = UnsafeMutableRawPointer.allocate(byteCount: 2 * rowBytes, alignment: 16)
            defer { buffers.deallocate() }
            var calls = 0
            return body { y in
                let buffer = buffers + (calls & 1) * rowBytes
                calls += 1
                write(y, buffer)
                return UnsafeRawPointer(buffer)
            }
        }
    }
}
