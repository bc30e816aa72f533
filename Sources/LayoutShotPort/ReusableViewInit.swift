import SwiftSyntax

/// `init()` in a cell or reusable view class of the set: LayoutShotUIKit's `UICollectionReusableView` declares a
/// `required init()` (the host makes a registered class from its type, which UIKit does through the Objective-C
/// runtime), so a subclass's own `init()`, legal on iOS where `UIView`'s is not required, must say `required` to
/// compile. It is the same initializer, called the same way; `required` only asks subclasses to keep one.
enum ReusableViewInit {
    /// LayoutShotUIKit's classes that have the `required init()`.
    static let reusableViews: Set<String> = [
        "UICollectionReusableView", "UICollectionViewCell", "UICollectionViewListCell", "UITableViewCell",
        "UITableViewHeaderFooterView",
    ]

    /// Whether `node` is an `init()` without parameters, not yet `required`, declared in the body of a class that
    /// derives (through the set's classes) from a reusable view.
    static func needsRequired(_ node: InitializerDeclSyntax, index: PortIndex) -> Bool {
        guard node.signature.parameterClause.parameters.isEmpty, node.optionalMark == nil, !node.hasModifier("required"),
            node.genericParameterClause == nil,
            let body = node.parent?.parent?.parent?.parent, let decl = body.as(ClassDeclSyntax.self)
        else { return false }
        let name = (decl.enclosingTypeNames + [decl.name.text]).joined(separator: ".")
        guard var info = index.classNamed(name) else { return false }
        var seen: Set<String> = [info.name]
        while let parent = index.superclass(of: info), seen.insert(parent.name).inserted { info = parent }
        guard let base = info.inherited.first else { return false }
        return reusableViews.contains(base) || reusableViews.contains(base.split(separator: ".").last.map(String.init) ?? base)
    }

    /// `node` with `required` first among its modifiers and `override` (implied by `required`) removed.
    static func addingRequired(to node: InitializerDeclSyntax) -> InitializerDeclSyntax {
        var node = node
        let kept = node.modifiers.filter { $0.name.tokenKind != .keyword(.override) }
        let leading = node.modifiers.first?.leadingTrivia ?? node.initKeyword.leadingTrivia
        var modifiers = [DeclModifierSyntax(name: .keyword(.required, leadingTrivia: leading, trailingTrivia: .space))]
        modifiers += kept.enumerated().map { position, modifier in position == 0 ? modifier.with(\.leadingTrivia, []) : modifier }
        if node.modifiers.isEmpty || kept.isEmpty { node.initKeyword = node.initKeyword.with(\.leadingTrivia, []) }
        node.modifiers = DeclModifierListSyntax(modifiers)
        return node
    }
}
