import Foundation
import LayoutShotCommandLine
import LayoutPipeline
import LayoutShotUIKit

/// 10,000 self-sizing cells sized by their own constraints: each a title and a wrapping subtitle pinned to its
/// content view's margins and to each other, fitted at a required width of 375 (`systemLayoutSizeFitting`).
@MainActor
enum AutoLayoutBench {
    static let count = 10_000

    /// A cell with two labels stacked by constraints.
    final class StoryCell: UICollectionViewCell {
        let title = UILabel(), subtitle = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            subtitle.numberOfLines = 0
            for label in [title, subtitle] {
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
            }
            let margins = contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                title.topAnchor.constraint(equalTo: margins.topAnchor),
                subtitle.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                subtitle.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                subtitle.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    /// `{"case": "autolayout-cells-10k", "cells", "solveMs", "totalHeight"}`: the median time to fit every cell.
    struct Result: Encodable {
        let `case`: String
        let cells: Int
        let solveMs: BenchmarkFigure
        let totalHeight: Int
    }

    static func measure(runs: Int) throws(BenchFailure) -> Result {
        let cells = (0..<count).map { item in
            let cell = StoryCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
            cell.title.text = "Story \(item)"
            cell.subtitle.text = String(repeating: "words that wrap ", count: 1 + item % 6)
            return cell
        }
        var total: CGFloat = 0
        let timings = Benchmark.measure(runs: runs) { timings in
            timings.time("solve") {
                total = cells.reduce(0) { sum, cell in
                    sum + cell.systemLayoutSizeFitting(
                        CGSize(width: 375, height: 44), withHorizontalFittingPriority: .required,
                        verticalFittingPriority: .fittingSizeLevel
                    ).height
                }
            }
        }
        guard total > CGFloat(count) * 20 else { throw BenchFailure(message: "the Auto Layout cells did not size from their constraints") }
        return Result(case: "autolayout-cells-10k", cells: count, solveMs: BenchmarkFigure(timings.median("solve")), totalHeight: Int(total))
    }
}
