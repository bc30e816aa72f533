import LayoutShotUIKit
import Testing

/// The Visual Format Language, frames worked by hand (standard spaces: 8 between views, 20 to the superview).
@MainActor
@Suite struct VisualFormatTests {
    @Test func aFeedCellsFormatsPlaceItsViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let title = UIView(), date = UIView(), separator = UIView()
        for view in [title, date, separator] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let views: [String: Any] = ["title": title, "date": date, "separator": separator]
        var constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[title]-|", metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-[date(==width)]", metrics: ["width": 100], views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|[separator]|", metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-[title(30)]-[date(20)]-20-[separator(==1)]", metrics: nil, views: views)
        NSLayoutConstraint.activate(constraints)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        // x: 20 in from each side; y: 20, then 20 + 30 + 8 = 58, then 58 + 20 + 20 = 98.
        #expect(title.frame == CGRect(x: 20, y: 20, width: 280, height: 30))
        #expect(date.frame == CGRect(x: 20, y: 58, width: 100, height: 20))
        #expect(separator.frame == CGRect(x: 0, y: 98, width: 320, height: 1))
    }

    @Test func aFormatNamingAnUnknownViewGivesNoConstraints() {
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[nobody]-|", metrics: nil, views: [:]).isEmpty)
    }
}

/// Controls the sample screens use, at UIKit's sizes.
@MainActor
@Suite struct ControlSizeTests {
    @Test func aSwitchIsFiftyOneByThirtyOneAndASearchBarFiftySixHigh() {
        let toggle = UISwitch(frame: CGRect(x: 5, y: 6, width: 200, height: 200))
        #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
        #expect(UISearchBar(frame: .zero).sizeThatFits(CGSize(width: 390, height: 1000)) == CGSize(width: 390, height: 56))
    }
}
