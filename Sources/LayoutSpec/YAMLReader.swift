import Yams

/// Reads YAML (with the same keys as JSON) into a `SpecValue`, resolving scalars by YAML 1.1 core tags.
enum YAMLReader {
    static func parse(_ text: String, file: String) throws(SpecError) -> SpecValue {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw syntaxError(error, file: file)
        } catch {
            throw SpecError.unreadable(file: file, reason: "YAML could not be read: \(error)")
        }
        guard let root else { throw SpecError.unreadable(file: file, reason: "the file is empty; expected a YAML mapping") }
        return try convert(root, file: file, depth: 0)
    }

    private static func syntaxError(_ error: YamlError, file: String) -> SpecError {
        let firstLine = String(describing: error).split(separator: "\n").first.map(String.init) ?? "invalid YAML"
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            return .syntax(file: file, line: mark.line, column: mark.column, message: "invalid YAML: \(problem)")
        default:
            return .unreadable(file: file, reason: "invalid YAML: \(firstLine)")
        }
    }

    private static func convert(_ node: Node, file: String, depth: Int) throws(SpecError) -> SpecValue {
        guard depth < 512 else {
            throw SpecError.syntax(
                file: file, line: node.mark?.line ?? 0, column: node.mark?.column ?? 0, message: "nesting too deep")
        }
        switch node {
        case .scalar(let scalar):
            switch node.tag.rawValue {
            case "tag:yaml.org,2002:null": return .null
            case "tag:yaml.org,2002:bool": return node.bool.map(SpecValue.bool) ?? .string(scalar.string)
            case "tag:yaml.org,2002:int", "tag:yaml.org,2002:float":
                return node.float.map(SpecValue.number) ?? .string(scalar.string)
            default: return .string(scalar.string)
            }
        case .sequence(let sequence):
            var values: [SpecValue] = []
            for child in sequence { values.append(try convert(child, file: file, depth: depth + 1)) }
            return .array(values)
        case .mapping(let mapping):
            var pairs: [(key: String, value: SpecValue)] = []
            var seen = Set<String>()
            for (key, value) in mapping {
                let name = key.string ?? String(describing: key)
                guard seen.insert(name).inserted else {
                    throw SpecError.syntax(
                        file: file, line: key.mark?.line ?? 0, column: key.mark?.column ?? 0,
                        message: "duplicate key \"\(name)\"")
                }
                pairs.append((name, try convert(value, file: file, depth: depth + 1)))
            }
            return .object(pairs)
        case .alias:
            throw SpecError.syntax(
                file: file, line: node.mark?.line ?? 0, column: node.mark?.column ?? 0,
                message: "YAML aliases are not supported in spec files")
        }
    }
}
