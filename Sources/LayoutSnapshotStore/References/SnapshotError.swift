import LayoutPipeline
import LayoutRender
import LayoutSpec

/// Why a snapshot could not be checked or recorded, as opposed to a snapshot that differs.
///
/// Every case names the file involved, so a message alone tells the user which file to look at.
public enum SnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The spec could not be read, is invalid, or asks for an image beyond the pixel limit.
    case spec(SpecError)
    /// A reference file exists but could not be read.
    case unreadableReference(path: String, reason: String)
    /// A reference image is not a PNG, is truncated or is damaged.
    case corruptReference(path: String, PNGError)
    /// A reference layout (`NAME.layout.json`) is not valid layout output.
    case invalidReference(SpecError)
    /// A reference text file (`NAME.svg`) is not UTF-8 text; `reason` says where.
    case invalidText(path: String, reason: String)
    /// A rendered image could not be encoded as PNG.
    case encoding(path: String, PNGError)
    /// A reference or an artifact could not be written.
    case write(AtomicFile.WriteError)
    /// A layout's picture is beyond the pixel limits (or asks for an unusable scale).
    case picture(PictureError)
    /// A reference was left as it was because another reference of the same snapshot could not be written.
    indirect case notReplaced(path: String, because: SnapshotError)
    /// A snapshot directory could not be listed.
    case unreadableDirectory(path: String, reason: String)
    /// A symbolic link stands where the report writes a folder, and it cannot be removed.
    case linkInReport(path: String, reason: String)
    /// Two inputs have one reference name, so they would share references (`ReferenceNames`): two spec files of one
    /// folder (`a.json`, `a.yaml`), or two snapshots of a test run (`named: "size (small)"` and `"size (large)"`).
    case sameName(name: String, first: String, second: String)
    /// A spec's references (`other`, `a.actual.json`) are where another spec (`spec`, `a.json`) writes and
    /// deletes its failure artifacts (`artifacts`, `a.actual`), so a run of one would lose the other's references.
    case artifactName(spec: String, artifacts: String, other: String)
    /// A spec's name (`other`, `a.json.json`) is the file name of another spec (`spec`, `a.json`), so no
    /// `--filter` selects one of them alone.
    case nameIsFileName(spec: String, other: String)
    /// A record mode given on the command line or in the environment is not one of the four.
    case invalidRecordMode(source: String, value: String)
    /// A snapshot named in a test (`name`, `feed.a.actual`) ends in the suffix of the failure artifacts
    /// (`suffix`, `.actual`) of another name (`owner`, `feed.a`), so a run of one would lose the other's references.
    case artifactLikeName(name: String, owner: String, suffix: String)

    /// `file: what is wrong`, ready to print.
    public var description: String {
        switch self {
        case .spec(let error): error.description
        case let .unreadableReference(path, reason): "\(path): cannot read the reference: \(reason)"
        case let .corruptReference(path, error): "\(path): bad reference image: \(error)"
        case .invalidReference(let error): "bad reference layout: \(error)"
        case let .invalidText(path, reason): "\(path): bad reference: \(reason)"
        case let .encoding(path, error): "\(path): cannot encode the image: \(error)"
        case .write(let error): error.description
        case .picture(let error): error.message(subject: "the picture") + " (snapshot fewer offsets or at a lower scale)"
        case let .notReplaced(path, cause): "\(path): left as it was, because the snapshot's references are replaced together and \(cause)"
        case let .unreadableDirectory(path, reason): "\(path): cannot list snapshots: \(reason)"
        case let .linkInReport(path, reason):
            "\(path): is a symbolic link where the report writes a folder, and it cannot be removed: \(reason)"
        case let .sameName(name, first, second):
            "\(first) and \(second) have the same name, so both would write \(name).png, \(name).svg and "
                + "\(name).layout.json; give them different names"
        case let .artifactName(spec, artifacts, other):
            "\(other) and \(spec) cannot share a folder: the references of \(other) would be the failure artifacts "
                + "of \(spec) (\(artifacts).png, …), which a run writes and deletes; rename \(other)"
        case let .nameIsFileName(spec, other):
            "\(other) and \(spec) cannot share a folder: the name of \(other) is the file name of \(spec), so "
                + "no --filter selects one of them alone; rename \(other)"
        case let .artifactLikeName(name, owner, suffix):
            "the name \(name) ends in \(suffix), so its references would be the failure artifacts of \(owner) "
                + "(\(owner)\(suffix).png, …), which a failing \(owner) writes and a passing one deletes; "
                + "choose a name that does not end in \(SnapshotDirectory.artifactSuffixes.joined(separator: " or "))"
        case let .invalidRecordMode(source, value):
            "\(source): unknown record mode \"\(value)\"; use one of \(RecordMode.allCases.map(\.rawValue).joined(separator: ", "))"
        }
    }
}
