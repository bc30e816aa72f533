import SwiftSyntax

/// What the porting tool knows of the whole input set before it rewrites any file: the `@objc` protocols and
/// their optional requirements, the classes and their hierarchy, the methods declared, and the plans that move
/// code between files (overrides out of extensions, stubs into superclasses).
struct PortIndex {
    /// Optional requirements by key, UIKit's (``UIKitOptionalMethods``) and the set's; a key declared by two
    /// protocols of the set keeps the first, and one of the set's replaces UIKit's.
    var optionalRequirements: [String: OptionalRequirement] = [:]
    /// Every `@objc` protocol of the set, and UIKit's with optional methods, with the names it inherits.
    var objcProtocols: [String: [String]] = [:]
    /// The optional requirement keys each `@objc` protocol declares itself.
    var protocolRequirements: [String: [String]] = [:]
    /// Every class of the set by qualified name.
    var classes: [String: ClassInfo] = [:]
    /// The names `@objc(Name)` gives the set's classes: runtime name → qualified class name.
    var objcNames: [String: String] = [:]
    /// The `required init`s the set declares, by key (`init(coder:)`).
    var requiredInits: Set<String> = []
    /// The set's non-generic type aliases: name → the type they name, as written.
    var typealiases: [String: String] = [:]
    /// The key of every function the set declares (a runtime-looking call to one of these is the app's own).
    var declaredFunctionKeys: Set<String> = []
    /// The names declared `private` or `fileprivate` in each file.
    var privateNames: [Int: Set<String>] = [:]
    /// The members some declaration of the set overrides, by ``OverridableMovePlan/key(of:)``.
    var overriddenKeys: Set<String> = []
    /// Extension members to move into their class's body, by class name, in the order met.
    var movedOverrides: [String: [(file: Int, item: MemberBlockItemSyntax)]] = [:]
    /// The extension members being moved.
    var movedIDs: Set<SyntaxIdentifier> = []
    /// Throwing stubs of optional requirements to add to a class, by class name.
    var witnessStubs: [String: [OptionalRequirement]] = [:]
    /// Subclass methods that become `override`s of such a stub.
    var addOverride: Set<SyntaxIdentifier> = []
    /// What the planning found it cannot port.
    var problems: [PortNote] = []
    /// Whether some file of the set imports a module that becomes LayoutShotUIKit: then the set is a UIKit
    /// module, whose files that do not import it see UIKit all the same on iOS (a framework's umbrella header).
    var importsUIKit = false

    /// The requirement a call or selector names: by key, or by base name when that is unique among the set's
    /// requirements (else among UIKit's).
    func requirement(named key: String) -> OptionalRequirement? {
        if let found = optionalRequirements[key] { return found }
        guard !key.contains("(") else { return nil }
        let matches = optionalRequirements.values.filter { FunctionKey.base(of: $0.key) == key }
        let own = matches.filter { !$0.isUIKit }
        if !own.isEmpty { return own.count == 1 ? own[0] : nil }
        return matches.count == 1 ? matches[0] : nil
    }

    /// The `@objc` protocols `names` amount to, with those they inherit.
    func protocolClosure(_ names: [String]) -> Set<String> {
        var result: Set<String> = []
        var pending = names.map(resolved).filter { objcProtocols[$0] != nil }
        while let name = pending.popLast() {
            guard result.insert(name).inserted else { continue }
            pending += (objcProtocols[name] ?? []).map(resolved).filter { objcProtocols[$0] != nil }
        }
        return result
    }

    /// The class of the set a name refers to: by qualified name, or by its last component when unique.
    func classNamed(_ name: String) -> ClassInfo? {
        let name = resolved(name)
        if let found = classes[name], found.file >= 0 { return found }
        let matches = classes.values.filter { $0.file >= 0 && $0.name.split(separator: ".").last.map(String.init) == name }
        return matches.count == 1 ? matches[0] : nil
    }

    /// The superclass in the set of `info`, if its first inherited name is a class of the set.
    func superclass(of info: ClassInfo) -> ClassInfo? {
        guard superclassCycle(from: info) == nil else { return nil }
        return info.inherited.first.flatMap { classNamed($0) }
    }

    /// The names around a cycle of superclasses that `info`'s chain runs into (`A → B → A`), `nil` when it ends: a
    /// half-finished edit can write one, and a walk up the chain would never stop.
    func superclassCycle(from info: ClassInfo) -> [String]? {
        var chain = [info.name]
        var current = info
        while let parent = current.inherited.first.flatMap({ classNamed($0) }) {
            if let start = chain.firstIndex(of: parent.name) { return Array(chain[start...]) + [parent.name] }
            chain.append(parent.name)
            current = parent
        }
        return nil
    }

    /// The name a type alias of the set stands for, through aliases of aliases (a cycle stops where it closes).
    func resolved(_ name: String) -> String {
        var current = name
        var seen: Set<String> = [name]
        while let next = typealiases[current], seen.insert(next).inserted { current = next }
        return current
    }

    /// What extensions of a type alias (`extension Parent: P {}`) declare goes to the class it names.
    mutating func mergeExtensionsOfAliases() {
        for alias in typealiases.keys.sorted() {
            guard let spelt = classes[alias], spelt.file < 0, let target = classNamed(alias), target.name != alias else { continue }
            classes[target.name]?.extensionConformances += spelt.extensionConformances
            classes[target.name]?.extensionMethods.merge(spelt.extensionMethods) { own, _ in own }
            classes[alias] = nil
        }
    }

    /// Whether `requirement` returns an optional, spelt so or through a type alias of the set.
    func returnsOptional(_ requirement: OptionalRequirement?) -> Bool {
        guard let requirement else { return false }
        if requirement.returnsOptional { return true }
        let signature = requirement.signature
        guard let arrow = signature.indices.last(where: { signature[$0...].hasPrefix("->") }) else { return false }
        let type = resolved(String(signature[arrow...].dropFirst(2)).trimmingSpaces)
        return type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
    }
}
