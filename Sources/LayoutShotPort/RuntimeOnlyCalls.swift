import SwiftSyntax

/// Calls that only the Objective-C runtime can answer: key-value coding and observing, associated objects,
/// method swizzling. There is nothing to rewrite them to that keeps their meaning, so the tool reports them.
enum RuntimeOnlyCalls {
    /// Why each call cannot be ported, by key or (for those matched by name alone) by base name.
    static let reasons: [String: String] = [
        "value(forKey:)": "key-value coding looks a property up by name through the Objective-C runtime; read the property directly",
        "value(forKeyPath:)": "key-value coding looks a property up by name through the Objective-C runtime; read the property directly",
        "setValue(_:forKey:)": "key-value coding sets a property by name through the Objective-C runtime; set the property directly",
        "setValue(_:forKeyPath:)": "key-value coding sets a property by name through the Objective-C runtime; set the property directly",
        "addObserver(_:forKeyPath:options:context:)": "key-value observing needs the Objective-C runtime; use a didSet or a closure the owner calls",
        "removeObserver(_:forKeyPath:)": "key-value observing needs the Objective-C runtime; use a didSet or a closure the owner calls",
        "removeObserver(_:forKeyPath:context:)": "key-value observing needs the Objective-C runtime; use a didSet or a closure the owner calls",
        "observe": "key-value observing ('observe(\\\\.property)') needs the Objective-C runtime; use a didSet or a closure the owner calls",
        "objc_setAssociatedObject": "associated objects need the Objective-C runtime; use a stored property",
        "objc_getAssociatedObject": "associated objects need the Objective-C runtime; use a stored property",
        "class_getInstanceMethod": "method swizzling needs the Objective-C runtime",
        "method_exchangeImplementations": "method swizzling needs the Objective-C runtime",
        "method_setImplementation": "method swizzling needs the Objective-C runtime",
        "class_addMethod": "method swizzling needs the Objective-C runtime",
    ]

    /// Why `call` cannot be ported, unless the ported files declare a function of that name themselves.
    static func reason(_ call: FunctionCallExprSyntax, declared: Set<String>) -> String? {
        let base: String
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            base = member.declName.baseName.text
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            base = reference.baseName.text
        } else {
            return nil
        }
        let key = FunctionKey.of(base: base, call: call)
        if declared.contains(key) { return nil }
        if let reason = reasons[key] { return "'\(key)': \(reason)" }
        if base == "observe", call.arguments.first?.expression.is(KeyPathExprSyntax.self) == true {
            return "'observe(_:options:changeHandler:)': \(reasons["observe"]!)"
        }
        if base.hasPrefix("objc_") || base.hasPrefix("class_") || base.hasPrefix("method_"), let reason = reasons[base] {
            return "'\(base)': \(reason)"
        }
        return nil
    }
}
