import SwiftSyntax

/// `value.init()` on a metatype value (`let type: UIViewController.Type = …; type.init()`): UIKit's classes answer it
/// through the Objective-C runtime; without it Swift needs a `required init()`, which LayoutShotUIKit's
/// `UIViewController` cannot declare without breaking subclasses that declare initializers of their own. The call
/// becomes a call of a function added to its file, which compares the metatype with each class of the set that
/// `Class()` makes and makes that class; any other type stops the program naming the call's place and the type.
enum MetatypeFactory {
    /// The function added to a file that makes such a call.
    static let functionName = "layoutShotPortInit"

    /// How `Class()` comes to compile for a class.
    enum Construction: Equatable {
        /// It does not.
        case none
        /// Through a designated `init()` (inherited only by a subclass that declares no designated initializer).
        case designated
        /// Through a convenience `init()` (inherited also by a subclass that overrides every designated one).
        case convenience
        /// Through a `required init()`, which every subclass has.
        case required
    }

    /// LayoutShotUIKit's classes the set's classes derive from, with how `init()` makes each and their designated
    /// initializers. UIKit's `init()` of these comes from `NSObject`; LayoutShotUIKit declares it a convenience
    /// initializer of `UIViewController` and `UIView`, and a required one of `UICollectionReusableView`.
    static let roots: [String: (construction: Construction, designated: Set<String>)] = {
        let controller: (Construction, Set<String>) = (.convenience, ["init(nibName:bundle:)", "init(coder:)"])
        let view: (Construction, Set<String>) = (.convenience, ["init(frame:)", "init(coder:)"])
        let reusable: (Construction, Set<String>) = (.required, ["init(frame:)", "init(coder:)"])
        return [
            "UIViewController": controller, "UINavigationController": controller, "UITabBarController": controller,
            "UIView": view, "UICollectionReusableView": reusable, "UICollectionViewCell": reusable,
            "UICollectionViewListCell": reusable,
        ]
    }()

    /// The call that replaces `base.init()`, made at `site` (`Folder/File.swift:12`).
    static func call(base: String, site: String) -> String {
        "\(functionName)(\(base), \"\(site)\")"
    }

    /// The set's classes that `Class()` makes and any file can name, sorted.
    static func constructible(in index: PortIndex) -> [String] {
        index.classes.values.filter {
            $0.file >= 0 && $0.isNameable && root(of: $0, in: index) != nil && construction(of: $0, in: index).construction != .none
        }
            .map(\.name).sorted()
    }

    /// The function added to a file: one case per class of `names`.
    static func declaration(_ names: [String]) -> String {
        let cases = names.map { "    case ObjectIdentifier(\($0).self): return \($0)() as! T\n" }.joined()
        return """

            /// Added by layoutshot-port: `value.init()` on a metatype value needs a `required init()` without the
            /// Objective-C runtime, so such calls in this file make the ported classes that `init()` constructs here.
            @MainActor
            fileprivate func \(functionName)<T>(_ type: T.Type, _ site: String) -> T {
                switch ObjectIdentifier(type) {
            \(cases)    default:
                    fatalError("\\(site): '\\(type).init()' through a metatype value: layoutshot-port makes only the ported classes that 'init()' constructs and every file can name, and \\(type) is not one of them")
                }
            }

            """
    }

    /// How `Class()` compiles for `info`, and the designated initializers a subclass must override to inherit
    /// its convenience ones.
    static func construction(of info: ClassInfo, in index: PortIndex) -> (construction: Construction, designated: Set<String>) {
        let parent: (construction: Construction, designated: Set<String>)
        if let superclass = index.superclass(of: info) {
            parent = construction(of: superclass, in: index)
        } else if let root = root(of: info, in: index) {
            parent = roots[root]!
        } else {
            parent = (.none, [])
        }
        let designated = Set(info.initializers.filter { !$0.isConvenience }.map(\.key))
        if parent.construction == .required { return (.required, designated.isEmpty ? parent.designated : designated) }
        if let own = info.initializers.first(where: \.takesNoArguments) {
            let kind: Construction = own.isRequired ? .required : (own.isConvenience ? .convenience : .designated)
            return (kind, designated.isEmpty ? parent.designated : designated)
        }
        if designated.isEmpty { return parent }
        if parent.construction == .convenience, designated.isSuperset(of: parent.designated) { return (.convenience, designated) }
        return (.none, designated)
    }

    /// The LayoutShotUIKit class of ``roots`` that `info` derives from, through the set's classes.
    static func root(of info: ClassInfo, in index: PortIndex) -> String? {
        guard index.superclassCycle(from: info) == nil else { return nil }
        var current = info
        while let parent = index.superclass(of: current) { current = parent }
        guard let first = current.inherited.first else { return nil }
        let resolved = index.resolved(first)
        let name = resolved.hasPrefix("UIKit.") ? String(resolved.dropFirst(6)) : resolved
        return roots[name] == nil ? nil : name
    }

    /// Whether code anywhere in the module can name the class: neither it nor a type around it is generic or
    /// private, and it is not declared inside a function or closure.
    static func isNameable(_ node: ClassDeclSyntax) -> Bool {
        guard node.genericParameterClause == nil, !isPrivate(node) else { return false }
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(CodeBlockSyntax.self) || ancestor.is(ClosureExprSyntax.self) || ancestor.is(AccessorBlockSyntax.self) {
                return false
            }
            let isType = ancestor.is(ClassDeclSyntax.self) || ancestor.is(StructDeclSyntax.self)
                || ancestor.is(EnumDeclSyntax.self) || ancestor.is(ExtensionDeclSyntax.self)
            if isType, let decl = ancestor.asProtocol(WithModifiersSyntax.self), isPrivate(decl) { return false }
            if isType, let generic = ancestor.asProtocol(WithGenericParametersSyntax.self), generic.genericParameterClause != nil {
                return false
            }
            current = ancestor.parent
        }
        return true
    }

    private static func isPrivate(_ decl: some WithModifiersSyntax) -> Bool {
        decl.hasModifier("private") || decl.hasModifier("fileprivate")
    }
}
