import Testing

@Suite struct UserDefaultsKeyValueCodingTests {
    @Test func keyValueCodingOnAUserDefaultsBecomesItsObjectAndSetMethods() {
        let text = """
            import UIKit
            final class Settings: UIViewController {
                private let userDefaults: UserDefaults
                init(userDefaults: UserDefaults) { self.userDefaults = userDefaults; super.init(nibName: nil, bundle: nil) }
                func rate() -> Int { self.userDefaults.value(forKey: "rate") as? Int ?? 60 }
                func store(_ rate: Int) { userDefaults.setValue(rate, forKey: "rate") }
                func other(defaults: UserDefaults?) -> Any? { defaults?.value(forKey: "x") }
            }
            let standard = UserDefaults.standard.value(forKey: "a")
            extension UserDefaults {
                func path(_ key: String) -> String? { value(forKey: key) as? String ?? self.value(forKey: "p") as? String }
            }

            """
        let result = port(text)
        #expect(result.problems.isEmpty)
        let output = ported(result)
        #expect(output.contains("self.userDefaults.object(forKey: \"rate\") as? Int ?? 60"))
        #expect(output.contains("userDefaults.set(rate, forKey: \"rate\")"))
        #expect(output.contains("defaults?.object(forKey: \"x\")"))
        #expect(output.contains("UserDefaults.standard.object(forKey: \"a\")"))
        #expect(output.contains("object(forKey: key) as? String ?? self.object(forKey: \"p\")"))
        #expect(result.rewrites.filter { $0.message.contains("on a 'UserDefaults'") }.map(\.line) == [5, 6, 7, 9, 11, 11])
    }

    @Test func aReceiverNotStaticallyAUserDefaultsIsStillRefused() {
        let text = """
            import UIKit
            final class Settings {
                let userDefaults: UserDefaults = .standard
                let core: AnyObject
                init(core: AnyObject) { self.core = core }
                func a() -> Any? { core.value(forKey: "rate") }
                func b(userDefaults: NSObject) -> Any? { userDefaults.value(forKey: "rate") }
                func c() -> Any? {
                    let userDefaults = makeStore()
                    return userDefaults.value(forKey: "rate")
                }
                func d() { [self.core].forEach { userDefaults in userDefaults.setValue(1, forKey: "rate") } }
                func e() -> Any? { inherited.value(forKey: "rate") }
            }
            extension UIView {
                func f() -> Any? { value(forKey: "frame") }
            }

            """
        let result = port(text)
        #expect(result.problems.map(\.line) == [6, 7, 10, 12, 13, 16])
        #expect(result.problems.allSatisfy { $0.message.contains("key-value coding") })
    }

    @Test func aFileDeclaringItsOwnUserDefaultsTypeIsNotRewritten() {
        let text = "import UIKit\nfinal class UserDefaults: NSObject {}\nlet v = UserDefaults.standard.value(forKey: \"a\")\n"
        #expect(port(text).problems.map(\.line) == [3])
    }
}
