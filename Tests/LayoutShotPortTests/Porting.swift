import LayoutShotPort

/// Ports `files` (path → text) as one set, in the order given.
func port(_ files: KeyValuePairs<String, String>) -> PortResult {
    Porter.port(files.map { PortSource(path: $0.key, text: $0.value) })
}

/// Ports a single file named `A.swift`.
func port(_ text: String) -> PortResult {
    port(["A.swift": text])
}

/// The text of the ported file at `path`.
func ported(_ result: PortResult, _ path: String = "A.swift") -> String {
    result.files.first { $0.path == path }?.text ?? "<no file \(path)>"
}
