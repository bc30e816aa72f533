#if !canImport(UIKit)
import LayoutCore

extension LayoutHost {
    /// Builds a full-screen collection view of `device` held in `orientation` for `layout` (`UIView.adopt`: the
    /// screen's size, safe area, size classes, idiom and scale, with `textSize` and `direction`) and keeps
    /// `dataSource` and `delegate` alive.
    public convenience init(
        layout: UICollectionViewLayout, device: DeviceModel, orientation: DeviceModel.Orientation = .portrait,
        textSize: TextSizeCategory = .large, direction: UserInterfaceDirection = .leftToRight,
        dataSource: any UICollectionViewDataSource, delegate: (any UICollectionViewDelegate)? = nil,
        sizeProvider: SelfSizingProvider? = nil, options: Options = Options()
    ) {
        let size = device.screen(orientation).size
        self.init(
            layout: layout, viewport: CGSize(width: size.width, height: size.height), dataSource: dataSource, delegate: delegate,
            sizeProvider: sizeProvider, options: options)
        collectionView.adopt(device, orientation, textSize: textSize, direction: direction)
    }
}
#endif
