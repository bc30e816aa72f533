#if !canImport(UIKit)
/// One batch update's element bookkeeping while the layout's update hooks run: the attributes before and after
/// the update, which element became which, and the defaults of the initial and final attributes.
@MainActor
final class UpdatePass {
    let mapping: UpdateMapping
    private let before: [ElementKey: UICollectionViewLayoutAttributes]
    private var after: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    private let sectionBefore: [Int: Int]
    /// Supplementary and decoration views the layout said it inserts (new keys) or deletes (old keys).
    private var insertedViews: Set<ElementKey> = []
    private var deletedViews: Set<ElementKey> = []

    /// `before`: copies of every element before the update.
    init(mapping: UpdateMapping, before: [UICollectionViewLayoutAttributes]) {
        self.mapping = mapping
        self.before = Self.byKey(before)
        sectionBefore = Dictionary(uniqueKeysWithValues: mapping.sectionAfter.map { ($0.value, $0.key) })
    }

    /// Copies of every element after the update.
    func setAfter(_ attributes: [UICollectionViewLayoutAttributes]) {
        after = Self.byKey(attributes)
    }

    /// Records the views the layout adds and removes of its own accord.
    func addLayoutChanges(inserted: [ElementKey], deleted: [ElementKey]) {
        insertedViews.formUnion(inserted)
        deletedViews.formUnion(deleted)
    }

    /// The element `old` is after the update, `nil` when it is gone (deleted, reloaded, in a deleted or reloaded
    /// section, or removed by the layout).
    func newKey(forOld old: ElementKey) -> ElementKey? {
        if old.category == .cell { return mapping.itemAfter[old.indexPath].map(old.moved(to:)) }
        guard !deletedViews.contains(old), old.indexPath.count == 2, let section = mapping.sectionAfter[old.indexPath[0]],
              !mapping.reloadedSections.contains(old.indexPath[0]) else { return nil }
        let new = old.moved(to: IndexPath(item: old.indexPath[1], section: section))
        return insertedViews.contains(new) ? nil : new
    }

    /// The element `new` was before the update, `nil` when it is new.
    func oldKey(forNew new: ElementKey) -> ElementKey? {
        if new.category == .cell { return mapping.itemBefore[new.indexPath].map(new.moved(to:)) }
        guard !insertedViews.contains(new), new.indexPath.count == 2, let section = sectionBefore[new.indexPath[0]],
              !mapping.reloadedSections.contains(section) else { return nil }
        let old = new.moved(to: IndexPath(item: new.indexPath[1], section: section))
        return deletedViews.contains(old) ? nil : old
    }

    /// The default initial attributes: the old attributes of an element that was there, the new ones with alpha
    /// 0 for a new element. Apple's reference says the base class returns `nil`; what devices show (inserted cells
    /// fade in, moved cells slide from their old place, and `super` returns attributes that layouts then adjust,
    /// as public write-ups about custom insertion animations rely on) is what the default reproduces.
    func initialAttributes(for key: ElementKey) -> UICollectionViewLayoutAttributes? {
        if let old = oldKey(forNew: key), let attributes = before[old] {
            return Self.copy(attributes, at: key.indexPath, alpha: nil)
        }
        guard let attributes = after[key] else { return nil }
        return Self.copy(attributes, at: key.indexPath, alpha: oldKey(forNew: key) == nil ? 0 : nil)
    }

    /// The default final attributes: the new attributes of an element that is still there, the old ones with
    /// alpha 0 for an element that is gone (inferred as for `initialAttributes(for:)`).
    func finalAttributes(for key: ElementKey) -> UICollectionViewLayoutAttributes? {
        if let new = newKey(forOld: key), let attributes = after[new] {
            return Self.copy(attributes, at: key.indexPath, alpha: nil)
        }
        guard let attributes = before[key] else { return nil }
        return Self.copy(attributes, at: key.indexPath, alpha: newKey(forOld: key) == nil ? 0 : nil)
    }

    private static func copy(
        _ attributes: UICollectionViewLayoutAttributes, at indexPath: IndexPath, alpha: CGFloat?
    ) -> UICollectionViewLayoutAttributes {
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        copy.indexPath = indexPath
        if let alpha { copy.alpha = alpha }
        return copy
    }

    private static func byKey(_ attributes: [UICollectionViewLayoutAttributes]) -> [ElementKey: UICollectionViewLayoutAttributes] {
        var result: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for element in attributes where result[element.elementKey] == nil { result[element.elementKey] = element }
        return result
    }
}
#endif
