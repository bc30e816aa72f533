import ArgumentParser
import LayoutCore
import LayoutSpec

/// `layoutshot layout SPEC`: prints the layout output of docs/formats.md.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout", abstract: "Print every element's attributes as JSON, effects applied at the offset.")

    @Argument(help: "The spec file (JSON or YAML).")
    var spec: String

    @Option(help: "Content offset X,Y at which scroll effects are evaluated (default: the spec's offset).")
    var offset: PointArgument?

    @Option(name: .customLong("scroll-to-section"), help: "Use the offset that brings section K under the pinned header.")
    var scrollToSection: Int?

    func validate() throws {
        if offset != nil, scrollToSection != nil {
            throw ValidationError("give either --offset or --scroll-to-section, not both")
        }
    }

    func run() throws {
        let spec = try SpecLoading.load(self.spec)
        let layout = spec.computeLayout()
        var at = offset?.point ?? spec.offset
        if let section = scrollToSection {
            guard let engine = layout.engine else {
                throw CLIError.badInput(
                    "\(self.spec): --scroll-to-section applies to the engine's kinds, not to kind \"\(spec.layout.kind.rawValue)\"")
            }
            guard let target = engine.offsetToShow(section: section) else {
                throw CLIError.badInput("\(self.spec): --scroll-to-section \(section): the spec has \(engine.configuration.sections.count) sections")
            }
            at = target
        }
        print(LayoutJSON.encode(LayoutDocument(layout, at: at)), terminator: "")
    }
}
