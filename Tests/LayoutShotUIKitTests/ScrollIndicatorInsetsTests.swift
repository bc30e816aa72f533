import LayoutShotUIKit
import Testing

/// A sticky-header layout sets `collectionView.scrollIndicatorInsets.left` in `prepare()`, the pre-iOS 13 name
/// for both indicators' insets.
@MainActor @Suite struct ScrollIndicatorInsetsTests {
    @Test func settingBothInsetsSetsEachAndAMemberSetsBoth() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.scrollIndicatorInsets == .zero)
        scrollView.scrollIndicatorInsets.left = 200
        #expect(scrollView.verticalScrollIndicatorInsets == UIEdgeInsets(top: 0, left: 200, bottom: 0, right: 0))
        #expect(scrollView.horizontalScrollIndicatorInsets == UIEdgeInsets(top: 0, left: 200, bottom: 0, right: 0))
        scrollView.verticalScrollIndicatorInsets.top = 5
        #expect(scrollView.scrollIndicatorInsets.top == 5)
        #expect(scrollView.horizontalScrollIndicatorInsets.top == 0)
    }
}
