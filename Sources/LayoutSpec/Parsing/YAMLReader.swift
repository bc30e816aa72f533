import CYaml
import Yams

/// Reads YAML (with the same keys as JSON) into a `SpecValue` straight from libyaml's events, resolving
/// scalars by YAML 1.1 core tags as Yams does.
///
/// Composing from events rather than through `Yams.compose` is what bounds the cost: an alias shares its
/// anchor's value and adds the anchor's expanded size to a budget, so a billion-laughs file is refused at
/// the alias that crosses it instead of being expanded (Yams hashes complex keys in full, which an alias
/// bomb turns exponential before a node is returned). Complex keys are refused by JSON path.
struct YAMLReader {
    /// Upper bound on the values that aliases may add to a document once expanded; anchors that share
    /// insets or options between sections use a few dozen.
    static let aliasBudget = 100_000
    static let maximumDepth = 512

    private struct Anchored {
        let value: SpecValue
        /// Values in the expanded tree, this one included.
        let size: Int
        /// The text of a scalar, so an alias can stand for a mapping key.
        let text: String?
    }

    private enum PathStep {
        case key(String)
        case index(Int)
    }

    private let file: String
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private var anchors: [String: Anchored] = [:]
    private var expanded = 0
    private var path: [PathStep] = []

    /// Parses one YAML document into a value; an empty document is an error.
    static func parse(_ bytes: [UInt8], file: String) throws(SpecError) -> SpecValue {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else {
            throw SpecError.unreadable(file: file, reason: "YAML could not be read: out of memory")
        }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        return try bytes.withUnsafeBufferPointer { buffer throws(SpecError) in
            yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
            var reader = YAMLReader(file: file, parser: parser)
            return try reader.document()
        }
    }

    private init(file: String, parser: UnsafeMutablePointer<yaml_parser_t>) {
        self.file = file
        self.parser = parser
    }

    private func next() throws(SpecError) -> YAMLEvent {
        guard let event = YAMLEvent.next(parser) else { throw parserError() }
        return event
    }

    private func parserError() -> SpecError {
        let problem = parser.pointee.problem.map { String(cString: $0) } ?? "invalid YAML"
        switch parser.pointee.error {
        case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
            let mark = YAMLEvent.Mark(parser.pointee.problem_mark)
            return .syntax(file: file, line: mark.line, column: mark.column, message: "invalid YAML: \(problem)")
        default:
            return .unreadable(file: file, reason: "invalid YAML: \(problem)")
        }
    }

    private mutating func document() throws(SpecError) -> SpecValue {
        guard case .streamStart = try next(), case .documentStart = try next() else {
            throw SpecError.unreadable(file: file, reason: "the file is empty; expected a YAML mapping")
        }
        let root = try node(try next(), depth: 0).value
        _ = try next()
        if case .documentStart(let mark) = try next() {
            throw SpecError.syntax(
                file: file, line: mark.line, column: mark.column,
                message: "invalid YAML: a spec file holds one document, found a second one")
        }
        return root
    }

    private mutating func node(_ event: YAMLEvent, depth: Int) throws(SpecError) -> Anchored {
        switch event {
        case let .alias(anchor, mark):
            guard let anchored = anchors[anchor] else {
                throw SpecError.syntax(
                    file: file, line: mark.line, column: mark.column, message: "invalid YAML: undefined alias *\(anchor)")
            }
            expanded += anchored.size
            guard expanded <= Self.aliasBudget else {
                throw SpecError.syntax(
                    file: file, line: mark.line, column: mark.column,
                    message: "YAML aliases expand the document past \(Self.aliasBudget) values here; "
                        + "write the values out or use fewer aliases")
            }
            return anchored
        case let .scalar(text, tag, anchor, _):
            return register(Anchored(value: Self.resolve(text, tag: tag), size: 1, text: text), anchor: anchor)
        case let .sequenceStart(anchor, mark):
            try check(depth, mark)
            var values: [SpecValue] = []
            var size = 1
            while true {
                let child = try next()
                if case .sequenceEnd = child { break }
                path.append(.index(values.count))
                let element = try node(child, depth: depth + 1)
                path.removeLast()
                values.append(element.value)
                size += element.size
            }
            return register(Anchored(value: .array(values), size: size, text: nil), anchor: anchor)
        case let .mappingStart(anchor, mark):
            try check(depth, mark)
            var pairs: [(key: String, value: SpecValue)] = []
            var seen = Set<String>()
            var size = 1
            while true {
                let keyEvent = try next()
                if case .mappingEnd = keyEvent { break }
                let key = try self.key(keyEvent)
                guard seen.insert(key.name).inserted else {
                    throw SpecError.syntax(
                        file: file, line: key.mark.line, column: key.mark.column, message: "duplicate key \"\(key.name)\"")
                }
                path.append(.key(key.name))
                let value = try node(try next(), depth: depth + 1)
                path.removeLast()
                pairs.append((key.name, value.value))
                size += value.size
            }
            return register(Anchored(value: .object(pairs), size: size, text: nil), anchor: anchor)
        default:
            throw SpecError.unreadable(file: file, reason: "invalid YAML: unexpected end of the document")
        }
    }

    /// A mapping key: a scalar, or an alias of one. Anything else is a YAML complex key, which no spec uses.
    private mutating func key(_ event: YAMLEvent) throws(SpecError) -> (name: String, mark: YAMLEvent.Mark) {
        let what: String
        let mark: YAMLEvent.Mark
        switch event {
        case let .scalar(text, _, anchor, mark):
            _ = register(Anchored(value: .string(text), size: 1, text: text), anchor: anchor)
            return (text, mark)
        case let .alias(anchor, aliasMark):
            if let text = anchors[anchor]?.text { return (text, aliasMark) }
            (what, mark) = (anchors[anchor] == nil ? "an undefined alias" : "an alias of a collection", aliasMark)
        case let .sequenceStart(_, start): (what, mark) = ("a sequence", start)
        case let .mappingStart(_, start): (what, mark) = ("a mapping", start)
        default: (what, mark) = ("no scalar", YAMLEvent.Mark(parser.pointee.mark))
        }
        throw SpecError.invalid(
            file: file, path: pathString,
            message: "has a YAML complex key (\(what) at line \(mark.line), column \(mark.column)); keys must be plain strings")
    }

    private func check(_ depth: Int, _ mark: YAMLEvent.Mark) throws(SpecError) {
        guard depth < Self.maximumDepth else {
            throw SpecError.syntax(file: file, line: mark.line, column: mark.column, message: "nesting too deep")
        }
    }

    private mutating func register(_ anchored: Anchored, anchor: String?) -> Anchored {
        if let anchor { anchors[anchor] = anchored }
        return anchored
    }

    /// The JSON path of the value being read, spelled as `SpecReader` spells it.
    private var pathString: String {
        var result = ""
        for step in path {
            switch step {
            case .key(let key): result += result.isEmpty ? key : ".\(key)"
            case .index(let index): result += "[\(index)]"
            }
        }
        return result
    }

    /// A scalar's value by its YAML 1.1 core tag: null, bool, int, float or string.
    private static func resolve(_ text: String, tag: String?) -> SpecValue {
        let node = Node.scalar(.init(text, Tag(tag.map(Tag.Name.init(rawValue:)) ?? .implicit)))
        switch node.tag.rawValue {
        case "tag:yaml.org,2002:null": return .null
        case "tag:yaml.org,2002:bool": return node.bool.map(SpecValue.bool) ?? .string(text)
        case "tag:yaml.org,2002:int", "tag:yaml.org,2002:float": return node.float.map(SpecValue.number) ?? .string(text)
        default: return .string(text)
        }
    }
}
