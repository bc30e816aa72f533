import Foundation

#if canImport(Glibc)
    import Glibc
    /// The system's `open(2)`, which `InputFile.open` would otherwise shadow.
    private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { Glibc.open(path, flags) }
#elseif canImport(Darwin)
    import Darwin
    /// The system's `open(2)`, which `InputFile.open` would otherwise shadow.
    private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { Darwin.open(path, flags) }
#endif

/// Reading a file the user named, with the reason in words when it cannot be read: spec files,
/// reference images, layout references and the images `diff` compares all come through here, so none
/// is read before its size is known to be within a limit.
public enum InputFile {
    /// The largest file read at all: a PNG of the largest picture (2²⁶ pixels) stored without compression
    /// is 256 MiB, and the layout output of a spec at the element limit about 130 MiB.
    public static let maximumBytes = 320 << 20

    /// Why a file cannot be read.
    public enum Problem: Error, Equatable, Sendable {
        /// Nothing is at the path.
        case missing
        /// The path is a directory.
        case directory
        /// The file exists but cannot be read (permissions, a device, a FIFO).
        case unreadable
        /// The file holds `bytes`, more than the `limit` its kind may have; it was not read.
        case tooLarge(bytes: Int, limit: Int)

        /// `no such file`, `is a directory, not <expected>`, `cannot be read` or
        /// `is 3 GiB (… bytes); <expected> may have at most 32 MiB`.
        public func reason(expected: String) -> String {
            switch self {
            case .missing: "no such file"
            case .directory: "is a directory, not \(expected)"
            case .unreadable: "cannot be read"
            case let .tooLarge(bytes, limit):
                "is \(InputFile.describe(bytes: bytes)) (\(bytes) bytes); \(expected) may have at most \(InputFile.describe(bytes: limit))"
            }
        }
    }

    /// The bytes of the regular file at `path`, or why they cannot be had. Only regular files are read,
    /// so a FIFO or a device never blocks the caller; a symbolic link is read as the file it points to.
    /// A file of more than `maximumBytes` (at most `InputFile.maximumBytes`) is refused from its size,
    /// before any of it is read.
    public static func read(_ path: String, maximumBytes: Int = InputFile.maximumBytes) -> Result<[UInt8], Problem> {
        open(path, maximumBytes: maximumBytes).flatMap { $0.readAll() }
    }

    /// The regular file at `path` opened for reading piece by piece, as `read` would read it, or why it cannot
    /// be: refused from its size past `maximumBytes` (at most `InputFile.maximumBytes`), nothing read yet.
    public static func open(_ path: String, maximumBytes: Int = InputFile.maximumBytes) -> Result<Opened, Problem> {
        let limit = min(maximumBytes, Self.maximumBytes)
        // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below as not a regular file.
        let descriptor = systemOpen(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT, ENOTDIR: return .failure(.missing)
            case EISDIR: return .failure(.directory)
            default: return .failure(.unreadable)
            }
        }
        var status = stat()
        // fstat of the opened file: the type and size that count are the linked file's, and the file read.
        guard fstat(descriptor, &status) == 0 else {
            close(descriptor)
            return .failure(.unreadable)
        }
        let problem: Problem? =
            switch status.st_mode & S_IFMT {
            case S_IFDIR: .directory
            case S_IFREG: Int(status.st_size) > limit ? .tooLarge(bytes: Int(status.st_size), limit: limit) : nil
            default: .unreadable
            }
        if let problem {
            close(descriptor)
            return .failure(problem)
        }
        return .success(Opened(descriptor: descriptor, size: Int(status.st_size), limit: limit))
    }

    /// A regular file opened by `open`, within its size limit; closed when the last reference to it goes.
    public final class Opened: Sendable {
        private let descriptor: Int32
        /// The file's size when it was opened.
        public let size: Int
        /// The most bytes it may have.
        let limit: Int

        fileprivate init(descriptor: Int32, size: Int, limit: Int) {
            self.descriptor = descriptor
            self.size = size
            self.limit = limit
        }

        deinit { close(descriptor) }

        /// The whole file; refused if it has grown past its limit since it was opened.
        public func readAll() -> Result<[UInt8], Problem> {
            // Read one byte past the size, and never more than the limit, in case the file grows meanwhile.
            var bytes = [UInt8](repeating: 0, count: min(size, limit) + 1)
            let count = bytes.withUnsafeMutableBytes { read(into: $0, at: 0) }
            guard let count else { return .failure(.unreadable) }
            guard count <= limit else { return .failure(.tooLarge(bytes: count, limit: limit)) }
            bytes.removeLast(bytes.count - count)
            return .success(bytes)
        }

        /// Fills `buffer` from byte `offset` of the file, fewer bytes only at its end; how many were read, nil
        /// when reading failed.
        func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Int? {
            var count = 0
            while count < buffer.count {
                let got = pread(descriptor, buffer.baseAddress! + count, buffer.count - count, off_t(offset + count))
                if got < 0, errno == EINTR { continue }
                guard got >= 0 else { return nil }
                if got == 0 { break }
                count += got
            }
            return count
        }
    }

    /// `320 MiB`, `3 GiB`, `1.5 GiB`, `900 KiB`, `12 bytes`.
    static func describe(bytes: Int) -> String {
        let units: [(String, Double)] = [("GiB", Double(1 << 30)), ("MiB", Double(1 << 20)), ("KiB", Double(1 << 10))]
        for (unit, size) in units where Double(bytes) >= size {
            let value = (Double(bytes) / size * 10).rounded() / 10
            return (value == value.rounded() ? String(Int(value)) : String(value)) + " " + unit
        }
        return "\(bytes) bytes"
    }
}
