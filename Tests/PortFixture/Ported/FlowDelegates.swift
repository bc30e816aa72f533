import LayoutShotUIKit

/// Sizes items.
public class ItemSizingDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 10, height: 20)
    }
}

/// Sets section insets and line spacing only: items take the flow layout's size.
public class InsetOnlyDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        7
    }
}

/// Declares the conformance; only its subclass sizes items.
public class BaseFlowDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) throws -> CGSize {
        throw UnimplementedOptionalRequirement("collectionView(_:layout:sizeForItemAt:)")
    }
}

/// Sizes items, though its superclass declares the conformance.
public class SubclassSizingDelegate: BaseFlowDelegate {
    public override func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 30, height: 40)
    }
}

/// Conforms in an extension.
public class ExtensionSizingDelegate: NSObject {}

extension ExtensionSizingDelegate: UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 50, height: 60)
    }
}
