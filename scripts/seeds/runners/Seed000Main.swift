import LayoutCore
import LayoutShotUIKit

/// Heights for JYWaterfallFlowLayout, implementing two of its delegate's optional methods as an iOS app does
/// (the port keeps them as they are). That protocol is not main-actor isolated, so its methods are
/// `nonisolated` here (as on iOS in Swift 6).
final class WaterfallDelegate: NSObject, UICollectionViewDelegate, UICollectionViewDataSource, JYWaterfallFlowLayoutDelegate {
    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    nonisolated func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: JYWaterfallFlowLayout,
        heightForItemAt indexPath: IndexPath, itemWidth: CGFloat
    ) -> CGFloat {
        itemWidth * CGFloat(1 + (indexPath.item * 7 + indexPath.section * 3) % 5) / 4
    }
    nonisolated func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: JYWaterfallFlowLayout, columnNumberAt section: Int
    ) -> Int { section == 0 ? 2 : 3 }
}

@MainActor
func run() {
    let layout = JYWaterfallFlowLayout()
    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    SeedReport.run("000 JYWaterfallFlowLayout", layout: layout, delegate: WaterfallDelegate(), offsets: [0, 400])
}

MainActor.assumeIsolated { run() }
