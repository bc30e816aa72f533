import LayoutShotUIKit

/// Implements no optional method.
public class PlainDelegate: NSObject, WaterfallLayoutDelegate {
    public func name(of layout: WaterfallLayout) -> String { "plain" }
}

/// Implements the height and the pass callback.
public class FixedHeightDelegate: NSObject, WaterfallLayoutDelegate {
    public private(set) var passes = 0
    public func name(of layout: WaterfallLayout) -> String { "fixed" }
    public func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath) -> CGFloat {
        275
    }
    public func waterfallLayoutDidPrepare(_ layout: WaterfallLayout) {
        passes += 1
    }
}

/// Declares the conformance; only its subclass sizes items.
public class BaseDelegate: NSObject, WaterfallLayoutDelegate {
    public func name(of layout: WaterfallLayout) -> String { "base" }
    public func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath) throws -> CGFloat {
        throw UnimplementedOptionalRequirement("collectionView(_:layout:heightForItemAt:)")
    }
}

/// Implements the height, though its superclass declares the conformance.
public class SubclassHeightDelegate: BaseDelegate {
    public override func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath) -> CGFloat {
        CGFloat(300 + indexPath.item)
    }
}

/// Conforms in an extension.
public class ExtensionDelegate: NSObject {}

extension ExtensionDelegate: WaterfallLayoutDelegate {
    public func name(of layout: WaterfallLayout) -> String { "extension" }
    public func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout, columnsIn section: Int) -> Int {
        section + 3
    }
    public func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath) -> CGFloat {
        50
    }
}

/// Conforms to the inheriting protocol, sizing headers only.
public class HeaderDelegate: NSObject, WaterfallHeaderDelegate {
    public func name(of layout: WaterfallLayout) -> String { "header" }
    public func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout, headerHeightIn section: Int) -> CGFloat {
        44
    }
}
