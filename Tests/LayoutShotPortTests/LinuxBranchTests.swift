import LayoutShotPort
import Testing

/// A clause after one that always holds on Linux is never compiled there: it is left as written, not refused.
struct LinuxBranchTests {
    @Test(arguments: ["os(Linux)", "!canImport(UIKit)", "canImport(Glibc)"])
    func theElseOfALinuxClauseIsLeftAsWritten(condition: String) {
        let text = "import UIKit\nfunc f(_ v: UIView) -> Any? {\n#if \(condition)\n    return nil\n#else\n    return v.value(forKey: \"x\")\n#endif\n}\n"
        let result = port(text)
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(result.files[0].text.contains("return v.value(forKey: \"x\")"))
    }

    /// The same call outside such an `#else` is still refused.
    @Test func theSameCallElsewhereIsStillRefused() {
        let result = port("import UIKit\nfunc f(_ v: UIView) -> Any? {\n#if os(iOS)\n    return nil\n#else\n    return v.value(forKey: \"x\")\n#endif\n}\n")
        #expect(result.problems.count == 1)
    }
}
