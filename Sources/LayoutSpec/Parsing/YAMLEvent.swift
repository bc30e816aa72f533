import CYaml

/// One libyaml parser event, copied out of the C struct so the struct can be freed at once.
enum YAMLEvent {
    /// Where an event starts, 1-based like every position in our messages.
    struct Mark {
        let line: Int
        let column: Int

        init(_ mark: yaml_mark_t) {
            line = Int(mark.line) + 1
            column = Int(mark.column) + 1
        }
    }

    case streamStart, streamEnd, documentStart(Mark), documentEnd
    case alias(anchor: String, Mark)
    /// `tag` is the explicit tag, or `tag:yaml.org,2002:str` for a quoted scalar, or nil when the plain
    /// scalar's type is to be resolved from its text (as Yams does).
    case scalar(text: String, tag: String?, anchor: String?, Mark)
    case sequenceStart(anchor: String?, Mark), sequenceEnd
    case mappingStart(anchor: String?, Mark), mappingEnd

    /// The next event of `parser`, or nil with the parser's error set.
    static func next(_ parser: UnsafeMutablePointer<yaml_parser_t>) -> YAMLEvent? {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else { return nil }
        defer { yaml_event_delete(&event) }
        let mark = Mark(event.start_mark)
        switch event.type {
        case YAML_STREAM_START_EVENT: return .streamStart
        case YAML_DOCUMENT_START_EVENT: return .documentStart(mark)
        case YAML_DOCUMENT_END_EVENT: return .documentEnd
        case YAML_ALIAS_EVENT: return .alias(anchor: string(event.data.alias.anchor) ?? "", mark)
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: Int(scalar.length)), as: UTF8.self)
            let tag = scalar.quoted_implicit == 1 ? "tag:yaml.org,2002:str" : string(scalar.tag)
            return .scalar(text: text, tag: tag, anchor: string(scalar.anchor), mark)
        case YAML_SEQUENCE_START_EVENT: return .sequenceStart(anchor: string(event.data.sequence_start.anchor), mark)
        case YAML_SEQUENCE_END_EVENT: return .sequenceEnd
        case YAML_MAPPING_START_EVENT: return .mappingStart(anchor: string(event.data.mapping_start.anchor), mark)
        case YAML_MAPPING_END_EVENT: return .mappingEnd
        default: return .streamEnd
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
