#if !canImport(UIKit)
import LayoutCore

extension UICollectionViewFlowLayout {
    /// Maps to and from the layout's scroll axis (`v`) and the axis its lines run along (`u`).
    var scrollAxis: AxisMapper {
        AxisMapper(direction: scrollDirection == .vertical ? .vertical : .horizontal)
    }
}
#endif
