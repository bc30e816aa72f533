/// Why a preview could not be laid out, naming it by its file and line.
public enum LayoutShotPreviewError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `.previewDevice` names a device LayoutShot does not know; `nearest` are the known names closest to it.
    case unknownDevice(preview: String, name: String, nearest: [String])
    /// The preview's view broke a rule of SwiftUI's layout.
    case layout(preview: String, fault: ViewLayoutFault)

    /// The preview (`Views/CardView.swift:12 "Compact"`), what went wrong and what to do.
    public var description: String {
        switch self {
        case let .unknownDevice(preview, name, nearest):
            "\(preview): no device is called \"\(name)\"; known names close to it: \(nearest.joined(separator: ", "))"
        case let .layout(preview, fault):
            "\(preview): the preview cannot be laid out: \(fault)"
        }
    }
}
