import LayoutCore
import LayoutShotUIKit

/// Sizes, spacings and columns for PinCollectionLayout through the article's own delegate protocol.
/// The article's protocol is not main-actor isolated, so its methods are `nonisolated` here (as on iOS in Swift 6).
final class PinDelegate: NSObject, UICollectionViewDelegate, UICollectionViewDataSource, PinCollectionLayoutDelegate {
    func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 8 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    nonisolated func pinCollectionLayout_scrollDidScroll(section: Int) {}
    nonisolated func pinCollectionLayout_itemSize(at indexPath: IndexPath) -> CGSize? {
        indexPath.section == 1 ? CGSize(width: 185, height: 120) : CGSize(width: 370, height: 80)
    }
    nonisolated func pinCollectionLayout_horItemSpacing(at indexPath: IndexPath) -> CGFloat? { 10 }
    nonisolated func pinCollectionLayout_verItemSpacing(at indexPath: IndexPath) -> CGFloat? { 10 }
    nonisolated func pinCollectionLayout_sectionInset(at section: Int) -> UIEdgeInsets {
        UIEdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
    }
    nonisolated func pinCollectionLayout_column(at section: Int) -> Int { section == 1 ? 2 : 1 }
}

@MainActor
func run() {
    let delegate = PinDelegate()
    let layout = PinCollectionLayout()
    layout.pinSection = 1
    layout.headerReferenceSize = CGSize(width: 390, height: 44)
    layout.delegate = delegate
    SeedReport.run("003 PinCollectionLayout", layout: layout, delegate: delegate, offsets: [0, 300, 900, 1500])
}

MainActor.assumeIsolated { run() }
