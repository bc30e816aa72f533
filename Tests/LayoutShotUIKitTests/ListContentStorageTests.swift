import LayoutCore
@testable import LayoutShotUIKit
import Testing

/// A list cell that records the states its configuration update hands `updateConfiguration(using:)`.
final class StateRecordingListCell: UICollectionViewListCell {
    var states: [UICellConfigurationState] = []

    override func updateConfiguration(using state: UICellConfigurationState) {
        states.append(state)
    }
}

/// What the list content path keeps while it shares and reuses work: copies of a configuration stay apart, a
/// content view lays out again whenever what it lays out for changes, a text style's font is resized for a text
/// size other than the one it was made at, and the configuration update still hands its state to whoever reads it.
@MainActor
struct ListContentStorageTests {
    /// Copies share their values until one changes: the changed copy alone shows the change.
    @Test func aChangedCopyLeavesTheOriginal() {
        var original = UIListContentConfiguration.cell()
        original.text = "Original"
        var copy = original
        #expect(copy == original)
        copy.text = "Copy"
        copy.textProperties.numberOfLines = 2
        copy.directionalLayoutMargins.leading = 40
        #expect(original.text == "Original" && copy.text == "Copy")
        #expect(original.textProperties.numberOfLines == 0 && copy.textProperties.numberOfLines == 2)
        #expect(original.directionalLayoutMargins.leading == 16 && copy.directionalLayoutMargins.leading == 40)
        #expect(copy != original)
    }

    /// Two configurations made apart with the same values are equal and hash alike; a different style is not equal.
    @Test func equalityIsByValue() {
        var one = UIListContentConfiguration.cell()
        var two = UIListContentConfiguration.cell()
        one.text = "Row"
        two.text = "Row"
        #expect(one == two)
        #expect(one.hashValue == two.hashValue)
        var header = UIListContentConfiguration.header()
        header.text = "Row"
        #expect(header != one)
    }

    /// A content view laid out once lays out again for a new size and a new text size: in a 390 × 44 view the Body
    /// line (17 points at Large, 61/3 tall on the 3× grid) is centred between the 11-point margins, at
    /// y = 11 + (44 − 22 − 61/3) / 2; at 390 × 88, y = 11 + (88 − 22 − 61/3) / 2, 22 lower; at Accessibility Large
    /// Body is 33 points.
    @Test func aContentViewLaysOutAgainWhenItsSizeOrTextSizeChanges() throws {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Title"
        let view = UIListContentView(configuration: configuration)
        view.traitOverrides.displayScale = 3
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        view.layoutSubviews()
        let short = view.textLabel.frame
        #expect(view.textLabel.font.pointSize == 17)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 88)
        view.layoutSubviews()
        #expect(abs(view.textLabel.frame.minY - (short.minY + 22)) < 1e-9)
        view.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        view.layoutSubviews()
        #expect(view.textLabel.font.pointSize == 33)
    }

    /// A Body font made at Large is 17 points; shown at Accessibility Extra Large it is 40 (Apple's Dynamic Type
    /// table), bold kept; shown at Large it stays 17.
    @Test func aTextStyleFontIsResizedForAnotherTextSize() {
        let body = UIFont.preferredFont(.body, at: .large)
        #expect(body.adjusted(to: .large, adjusts: true).pointSize == 17)
        #expect(body.adjusted(to: .accessibilityExtraLarge, adjusts: true).pointSize == 40)
        let bold = body.withWeight(.bold)
        let shown = bold.adjusted(to: .accessibilityExtraLarge, adjusts: true)
        #expect(shown.pointSize == 40 && shown.weight == .bold)
        #expect(body.adjusted(to: .accessibilityExtraLarge, adjusts: false).pointSize == 17)
    }

    /// An app's list cell overriding `updateConfiguration(using:)` gets the state, selection included, though it
    /// sets no handler and shows a list content configuration.
    @Test func anOverridingCellStillGetsItsState() {
        let cell = StateRecordingListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = "Row"
        cell.contentConfiguration = content
        cell.isSelected = true
        cell.updateConfigurationIfNeeded()
        #expect(cell.states.count == 1)
        #expect(cell.states.first?.isSelected == true)
    }

    /// A background configuration of the host's list cell is still updated for the state: a sidebar row's, clear,
    /// shows its selected colour (system blue) once the cell is selected.
    @Test func aSelectedCellsBackgroundIsUpdated() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        cell.backgroundConfiguration = .listSidebarCell()
        cell.isSelected = true
        cell.updateConfigurationIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemBlue)
    }
}
