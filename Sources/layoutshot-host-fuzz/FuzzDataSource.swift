import LayoutShotUIKit

/// Item counts per section that the case changes between passes (followed by `reloadData`).
final class FuzzDataSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section < counts.count ? counts[section] : 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    static func randomCounts(_ random: inout FuzzRandom) -> [Int] {
        (0..<Int.random(in: 0...4, using: &random)).map { _ in
            random.chance(0.05) ? [-1, 500, 3000].randomElement(using: &random)! : Int.random(in: 0...30, using: &random)
        }
    }
}
