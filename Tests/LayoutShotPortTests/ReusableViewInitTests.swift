import Testing

/// A cell's own `init()`: UIKit's `UIView.init()` is not required, LayoutShotUIKit's reusable views' is.
@Suite struct ReusableViewInitTests {
    @Test func aCellsOwnInitBecomesRequired() {
        let text = """
            import UIKit
            open class Cell: UICollectionViewCell {
                public init() {
                    super.init(frame: .zero)
                }
                public override init(frame: CGRect) { super.init(frame: frame) }
                public required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            class Header: UICollectionReusableView {
                override init() { super.init(frame: .zero) }
                convenience init(title: String) { self.init() }
            }
            class Base: UICollectionViewCell {}
            final class Sub: Base {
                convenience init() { self.init(frame: .zero) }
            }

            """
        let result = port(text)
        #expect(result.problems.isEmpty)
        let output = ported(result)
        #expect(output.contains("    required public init() {\n        super.init(frame: .zero)"), "\(output)")
        #expect(output.contains("    required init() { super.init(frame: .zero) }"), "\(output)")
        #expect(output.contains("    required convenience init() { self.init(frame: .zero) }"), "\(output)")
        #expect(output.contains("    convenience init(title: String) { self.init() }"))
        #expect(result.rewrites.filter { $0.message.hasPrefix("'required' added") }.map(\.line) == [3, 10, 15])
    }

    @Test func otherViewsAndRequiredInitsAreLeftAsWritten() {
        let text = """
            import UIKit
            class Badge: UIView {
                init() { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Cell: UICollectionViewCell {
                required init() { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }

            """
        let result = port(text)
        #expect(result.rewrites.filter { $0.message.hasPrefix("'required' added") }.isEmpty)
        #expect(ported(result).contains("    init() { super.init(frame: .zero) }"))
    }
}
