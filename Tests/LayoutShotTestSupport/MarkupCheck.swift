import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads markup back the way its consumers do, for tests showing that no text from a spec or a file name
/// adds markup: SVG through an XML parser, HTML through a tokenizer that reads scalar by scalar as browsers do.
public enum MarkupCheck {
    /// One start tag: its name and attributes in order, values decoded.
    public struct Element: Equatable, Sendable {
        public var name: String
        public var attributes: [(name: String, value: String)]

        public static func == (a: Element, b: Element) -> Bool {
            a.name == b.name && a.attributes.map(\.name) == b.attributes.map(\.name) && a.attributes.map(\.value) == b.attributes.map(\.value)
        }

        /// The value of the first attribute called `name`, as a browser keeps it.
        public subscript(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
    }

    /// Why a parse failed.
    public struct ParseError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The elements of `text`, which must be well-formed XML, in document order.
    public static func xmlElements(_ text: String) throws -> [Element] {
        final class Collector: NSObject, XMLParserDelegate {
            var elements: [Element] = []
            func parser(
                _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]
            ) {
                elements.append(Element(name: name, attributes: attributes.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))
            }
        }
        let parser = XMLParser(data: Data(text.utf8))
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse() else {
            throw ParseError(description: "not well-formed XML at line \(parser.lineNumber): \(parser.parserError.map { "\($0)" } ?? "?")")
        }
        return collector.elements
    }

    /// The start tags of the HTML `text` as a browser's tokenizer finds them, reading scalar by scalar:
    /// comments and doctypes skipped, the content of `script` and `style` skipped as raw text.
    public static func htmlElements(_ text: String) -> [Element] {
        let s = Array(text.unicodeScalars)
        var i = 0
        var elements: [Element] = []
        func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{C}" }
        func isLetter(_ c: Unicode.Scalar) -> Bool { c.isASCII && c.properties.isAlphabetic }
        func skip(past marker: String) {
            let m = Array(marker.unicodeScalars)
            while i < s.count, !(i + m.count <= s.count && Array(s[i..<(i + m.count)]) == m) { i += 1 }
            i = min(s.count, i + m.count)
        }
        while i < s.count {
            guard s[i] == "<", i + 1 < s.count else { i += 1; continue }
            if s[i + 1] == "!" { i += 2; skip(past: i + 1 < s.count && s[i] == "-" && s[i + 1] == "-" ? "-->" : ">"); continue }
            if s[i + 1] == "/" { i += 2; skip(past: ">"); continue }
            guard isLetter(s[i + 1]) else { i += 1; continue }
            i += 1
            var name = ""
            while i < s.count, !isSpace(s[i]), s[i] != "/", s[i] != ">" { name.unicodeScalars.append(s[i]); i += 1 }
            var attributes: [(String, String)] = []
            while i < s.count, s[i] != ">" {
                if isSpace(s[i]) || s[i] == "/" { i += 1; continue }
                var attribute = ""
                while i < s.count, !isSpace(s[i]), s[i] != "/", s[i] != ">", s[i] != "=" || attribute.isEmpty {
                    attribute.unicodeScalars.append(s[i]); i += 1
                }
                while i < s.count, isSpace(s[i]) { i += 1 }
                var value = ""
                if i < s.count, s[i] == "=" {
                    i += 1
                    while i < s.count, isSpace(s[i]) { i += 1 }
                    if i < s.count, s[i] == "\"" || s[i] == "'" {
                        let quote = s[i]
                        i += 1
                        while i < s.count, s[i] != quote { value.unicodeScalars.append(s[i]); i += 1 }
                        i += 1
                    } else {
                        while i < s.count, !isSpace(s[i]), s[i] != ">" { value.unicodeScalars.append(s[i]); i += 1 }
                    }
                }
                attributes.append((attribute.lowercased(), decodeReferences(value)))
            }
            i += 1
            elements.append(Element(name: name.lowercased(), attributes: attributes))
            if ["script", "style"].contains(name.lowercased()) { skip(past: "</" + name.lowercased()) }
        }
        return elements
    }

    /// `text` with the character references markup writers use (`&amp;`, `&#39;`, `&#x202E;`) decoded, scalar by scalar.
    public static func decodeReferences(_ text: String) -> String {
        let s = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
        while i < s.count {
            guard s[i] == "&", let end = s[i...].firstIndex(of: ";") else { out.append(s[i]); i += 1; continue }
            var entity = String.UnicodeScalarView()
            entity.append(contentsOf: s[(i + 1)..<end])
            let name = String(entity)
            var decoded: Unicode.Scalar?
            if let value = named[name] {
                decoded = value.unicodeScalars.first
            } else if name.hasPrefix("#x") || name.hasPrefix("#X") {
                decoded = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if name.hasPrefix("#") {
                decoded = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init)
            }
            guard let decoded else { out.append(s[i]); i += 1; continue }
            out.append(decoded)
            i = end + 1
        }
        return String(out)
    }

    /// Names with markup characters, each followed by a combining mark (one `Character` with it), with bidi
    /// controls, controls XML forbids and plain ASCII attacks: what every markup writer is tested with.
    public static let hostileTexts: [String] = [
        "x\"\u{301} autofocus onfocus=alert(1) y=\"", "a'\u{301} onload='b", "<\u{301}script>1</script>", "&\u{301}amp;",
        ">\u{20D2}", "\u{202E}evil\u{202C}", "\u{2067}rtl\u{2069}", "bell\u{7}", "\"><img src=x onerror=alert(1)>", "tab\tcr\r",
    ]
}
