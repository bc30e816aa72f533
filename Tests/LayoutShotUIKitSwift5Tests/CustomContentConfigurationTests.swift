// A custom content configuration and its content view written as an app writes them (a struct configuration,
// a view class laying out its label by hand), in Swift 5 language mode: the cell shows the configuration's
// view, which the host draws with its label's text at the label's frame.
import LayoutCore
import LayoutShotUIKit
import Testing

struct BadgeConfiguration: UIContentConfiguration, Hashable {
    var title = ""

    func makeContentView() -> UIView & UIContentView { BadgeContentView(configuration: self) }

    func updated(for state: UIConfigurationState) -> BadgeConfiguration {
        guard let state = state as? UICellConfigurationState, state.isSelected else { return self }
        var updated = self
        updated.title = title + "!"
        return updated
    }
}

final class BadgeContentView: UIView, UIContentView {
    private let label = UILabel()
    var configuration: UIContentConfiguration {
        didSet { apply() }
    }

    init(configuration: BadgeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        addSubview(label)
        apply()
    }

    required init?(coder: NSCoder) { nil }

    private func apply() {
        label.text = (configuration as? BadgeConfiguration)?.title
        label.font = .systemFont(ofSize: 15)
    }

    override func layoutSubviews() {
        label.frame = CGRect(x: 10, y: 0, width: bounds.width - 20, height: bounds.height)
    }
}

final class Badges: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "badge", for: indexPath)
        cell.contentConfiguration = BadgeConfiguration(title: "Badge \(indexPath.item)")
        cell.isSelected = indexPath.item == 1
        return cell
    }
}

@MainActor
struct CustomContentConfigurationTests {
    /// Items 100 × 40 in a flow layout: the label spans x 10 to 90 and the cell's height; a 15-pt line is
    /// 15 × 1.193 = 17.895 high, centred: (40 − 17.895) / 2 = 11.0525. The selected cell's configuration was
    /// updated for its state before it was drawn.
    @Test func theCustomViewsLabelIsDrawnAtItsFrame() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        let host = LayoutHost(layout: layout, viewport: CGSize(width: 320, height: 100), dataSource: Badges())
        let cells = try host.resolveContent().attributes.filter { $0.kind == .cell }
        let lines = cells.map { cell in
            (cell.content?.marks ?? []).compactMap { mark -> (String, Rect2D)? in
                if case .text(let text, _, let line, _, _) = mark { return (text, line) }
                return nil
            }
        }
        try #require(lines.map { $0.map(\.0) } == [["Badge 0"], ["Badge 1!"]])
        #expect(lines[0][0].1.x == 10 && abs(lines[0][0].1.y - 11.0525) < 1e-9)
    }
}
