import LayoutCore
import LayoutShotUIKit

/// Tag widths for AlignFlowLayout through UIKit's flow delegate plus the article's content-size callback.
final class TagsDelegate: NSObject, UICollectionViewDataSource, AlignDelegateFlowLayout {
    var reportedContentSize: CGSize = .zero
    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: CGFloat(40 + (indexPath.item * 37 + indexPath.section * 11) % 90), height: 30)
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        collectionViewContentSize contentSize: CGSize
    ) {
        reportedContentSize = contentSize
    }
}

@MainActor
func run() {
    for direction in [AlignDirection.start, .end, .center, .dataEnd] {
        let layout = AlignFlowLayout()
        layout.direction = direction
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.headerReferenceSize = CGSize(width: 390, height: 30)
        SeedReport.run("001 AlignFlowLayout .\(direction)", layout: layout, delegate: TagsDelegate(), offsets: [0, 200])
    }
}

MainActor.assumeIsolated { run() }
