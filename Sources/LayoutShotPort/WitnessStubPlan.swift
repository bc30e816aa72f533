import SwiftSyntax

/// An optional requirement implemented only by a subclass of the conforming class. On iOS the call is an
/// Objective-C message and finds the subclass's method; in Swift the conformance's witness is fixed by the class
/// that declares the conformance, which would use the throwing default. So that class gets a throwing stub of
/// the requirement, and the subclass's method becomes its `override`.
enum WitnessStubPlan {
    static func plan(into index: inout PortIndex, note: (Int, any SyntaxProtocol, String) -> PortNote) {
        let classes = index.classes.values.filter { $0.file >= 0 }.sorted { $0.name < $1.name }
        for root in classes {
            let own = index.protocolClosure(root.inherited + root.extensionConformances)
            let inherited = index.superclass(of: root).map { conformances(of: $0, index: index) } ?? []
            for proto in own.subtracting(inherited).sorted() {
                for key in index.protocolRequirements[proto] ?? [] {
                    // UIKit's own signature for UIKit's protocol, though the set declares a requirement of that name.
                    let uikit = UIKitOptionalMethods.requirements[key].flatMap { $0.protocolName == proto ? $0 : nil }
                    guard let requirement = uikit ?? index.optionalRequirements[key] else { continue }
                    if root.bodyMethods[key] != nil || root.extensionMethods[key] != nil { continue }
                    let implementers = firstImplementers(of: key, below: root, classes: classes, index: index)
                    guard !implementers.isEmpty else { continue }
                    // A subclass's method already marked `override` overrides one that `root` inherits from outside
                    // the set (UIView's `gestureRecognizerShouldBegin(_:)`): that one is `root`'s witness already.
                    if implementers.contains(where: { $0.bodyMethods[key]?.hasModifier("override") == true }) { continue }
                    if implementers.contains(where: { subclass in
                        (subclass.bodyMethods[key] ?? subclass.extensionMethods[key]?.decl)
                            .map { UIKitOptionalMethods.isOtherOverload($0, of: requirement) } ?? false
                    }) { continue }
                    for subclass in implementers {
                        guard subclass.bodyMethods[key] == nil, let (file, decl) = subclass.extensionMethods[key] else { continue }
                        index.problems.append(note(file, decl, """
                            '\(key)' implements an optional requirement of '\(proto)' in an extension of the subclass \
                            '\(subclass.name)' of the conforming class '\(root.name)': Swift finds it through the protocol \
                            only as an override, which an extension cannot declare; move it into the class body
                            """))
                    }
                    index.witnessStubs[root.name, default: []].append(requirement)
                    for subclass in implementers {
                        if let method = subclass.bodyMethods[key] { index.addOverride.insert(method.id) }
                    }
                }
            }
        }
    }

    /// The `@objc` protocols `info` and its superclasses in the set conform to.
    static func conformances(of info: ClassInfo, index: PortIndex) -> Set<String> {
        var result = index.protocolClosure(info.inherited + info.extensionConformances)
        if let parent = index.superclass(of: info) { result.formUnion(conformances(of: parent, index: index)) }
        return result
    }

    /// The subclasses of `root` that implement `key` with no class in between implementing it.
    private static func firstImplementers(
        of key: String, below root: ClassInfo, classes: [ClassInfo], index: PortIndex
    ) -> [ClassInfo] {
        var found: [ClassInfo] = []
        for child in classes where index.superclass(of: child)?.name == root.name {
            if child.bodyMethods[key] != nil || child.extensionMethods[key] != nil {
                found.append(child)
            } else {
                found += firstImplementers(of: key, below: child, classes: classes, index: index)
            }
        }
        return found
    }
}
