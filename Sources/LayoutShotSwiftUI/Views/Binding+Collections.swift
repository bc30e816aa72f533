import Foundation

extension Binding {
    /// The binding with an animation: itself (nothing animates here).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// Creates views from bindings to the elements of identifiable data, as `ForEach($items) { $item in … }`.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], C.Element: Identifiable, C.Index: Hashable, ID == C.Element.ID {
        self.init(bindings(data), id: \.wrappedValue.id, content: content)
    }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The bound value's identity.
    public var id: Value.ID { wrappedValue.id }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as SwiftUI's extension does (for `onDelete`).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to before `destination`, as SwiftUI's extension does (for `onMove`).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moved = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        insert(contentsOf: moved, at: index(startIndex, offsetBy: destination - before))
    }
}
