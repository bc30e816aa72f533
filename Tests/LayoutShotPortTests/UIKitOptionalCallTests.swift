import Foundation
import Testing

/// UIKit's optional methods are ported as a library's optional requirements are: LayoutShotUIKit declares them
/// throwing, with defaults that throw, so a call is made with `try?`/`try!` and "not implemented" stays `nil`.
@Suite struct UIKitOptionalCallTests {
    @Test func callsAreMadeWithTry() {
        let text = """
            let s = delegate?.collectionView?(cv, layout: self, sizeForItemAt: ip) ?? itemSize
            let implemented = delegate?.collectionView?(cv, layout: self, sizeForItemAt: ip) != nil
            let n = dataSource!.numberOfSections!(in: cv)
            let h = handler?(1)
            delegate?.scrollViewDidScroll?(sv)

            """
        let expected = """
            let s = (try? delegate?.collectionView(cv, layout: self, sizeForItemAt: ip)) ?? itemSize
            let implemented = (try? delegate?.collectionView(cv, layout: self, sizeForItemAt: ip)) != nil
            let n = try! dataSource!.numberOfSections(in: cv)
            let h = handler?(1)
            _ = try? delegate?.scrollViewDidScroll(sv)

            """
        let result = port(text)
        #expect(result.problems.isEmpty)
        #expect(ported(result) == expected)
    }

    @Test func respondsShapesBecomeOneTryCall() {
        let text = """
            func f() {
                if delegate.responds(to: #selector(UICollectionViewDelegateFlowLayout.collectionView(_:layout:sizeForItemAt:))) {
                    size = delegate.collectionView!(cv, layout: self, sizeForItemAt: ip)
                }
                let gap = delegate.responds(to: #selector(UICollectionViewDelegateFlowLayout.collectionView(_:layout:minimumLineSpacingForSectionAt:))) ? delegate.collectionView!(cv, layout: self, minimumLineSpacingForSectionAt: 0) : minimumLineSpacing
                guard dataSource?.responds(to: #selector(UICollectionViewDataSource.numberOfSections(in:))) ?? false else { return }
                count = dataSource!.numberOfSections!(in: cv)
            }

            """
        let expected = """
            func f() {
                if let optionalResult2 = try? delegate.collectionView(cv, layout: self, sizeForItemAt: ip) {
                    size = optionalResult2
                }
                let gap = (try? delegate.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: 0)) ?? minimumLineSpacing
                guard let optionalResult1 = try? dataSource?.numberOfSections(in: cv) else { return }
                count = optionalResult1
            }

            """
        let result = port(text)
        #expect(result.problems.isEmpty)
        #expect(ported(result) == expected)
    }

    @Test func aMethodImplementedOnlyInASubclassGetsAStubItOverrides() {
        let text = """
            import UIKit

            class Base: NSObject, UICollectionViewDelegateFlowLayout {}
            class Sub: Base {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize { .zero }
            }

            """
        let expected = """
            import LayoutShotUIKit

            class Base: NSObject, UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) throws -> CGSize {
                    throw UnimplementedOptionalRequirement("collectionView(_:layout:sizeForItemAt:)")
                }
            }
            class Sub: Base {
                override func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize { .zero }
            }

            """
        let result = port(text)
        #expect(result.problems.isEmpty)
        #expect(ported(result) == expected)
    }

    /// `UIView` has its own `gestureRecognizerShouldBegin(_:)`, which a subclass overrides: that is the conforming
    /// class's method already, so no stub.
    @Test func aSubclassOverridingAnInheritedMethodGetsNoStub() {
        let text = """
            class Base: UIView, UIGestureRecognizerDelegate {}
            class Sub: Base {
                override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
            }

            """
        let result = port(text)
        #expect(result.problems.isEmpty)
        #expect(ported(result) == text)
    }

    /// UIKit has two `gestureRecognizer(_:shouldReceive:)`; the stub is the touch one, so a subclass implementing
    /// the event one gets none (it would not override it).
    @Test func aStubIsMadeOnlyForTheOverloadTheSubclassImplements() {
        let touch = """
            class Base: NSObject, UIGestureRecognizerDelegate {}
            class Sub: Base {
                func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { false }
            }

            """
        #expect(ported(port(touch)).contains("throw UnimplementedOptionalRequirement(\"gestureRecognizer(_:shouldReceive:)\")"))
        let event = touch.replacingOccurrences(of: "shouldReceive touch: UITouch", with: "shouldReceive event: UIEvent")
        #expect(ported(port(event)) == event)
    }

    @Test func aSubclassImplementingInAnExtensionIsReported() {
        let text = """
            class Base: NSObject, UIScrollViewDelegate {}
            class Sub: Base {}
            extension Sub {
                func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            }

            """
        #expect(port(text).problems.map(\.line) == [4])
    }

    /// A library protocol's requirement of the same name as UIKit's is the library's.
    @Test func theSetsOwnRequirementWinsOverUIKits() {
        let text = """
            @objc protocol Scrolling {
                @objc optional func scrollViewDidScroll(_ scrollView: UIScrollView) -> Int
            }
            let n = d?.scrollViewDidScroll?(sv) ?? 0

            """
        let result = port(text)
        #expect(ported(result).contains("let n = (try? d?.scrollViewDidScroll(sv)) ?? 0"))
        #expect(ported(result).contains("throw UnimplementedOptionalRequirement(\"scrollViewDidScroll(_:)\")"))
    }
}

@Suite struct ProtocolPropertyOwnershipTests {
    @Test func weakGoesFromPropertyRequirementsAndStaysElsewhere() {
        let text = """
            @objc public protocol Focused: class {
                /// The delegate.
                weak var focusDelegate: FocusDelegate? { get set }
            }
            protocol Plain: AnyObject {
                weak var other: Plain? { get }
                unowned var owner: Plain { get }
            }
            class Holder {
                weak var delegate: Plain?
            }

            """
        let expected = """
            public protocol Focused: class {
                /// The delegate.
                var focusDelegate: FocusDelegate? { get set }
            }
            protocol Plain: AnyObject {
                var other: Plain? { get }
                var owner: Plain { get }
            }
            class Holder {
                weak var delegate: Plain?
            }

            """
        let result = port(text)
        #expect(result.problems.isEmpty)
        #expect(ported(result) == expected)
        #expect(result.rewrites.filter { $0.message.hasPrefix("'weak' removed") || $0.message.hasPrefix("'unowned' removed") }
            .map(\.line) == [3, 6, 7])
    }
}
