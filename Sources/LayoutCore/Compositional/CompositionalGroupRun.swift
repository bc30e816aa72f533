/// Consecutive group instances of a section laid out alike: the slots each places, their size, the item the
/// first one's first slot holds, and how many there are.
struct CompositionalGroupRun {
    var template: CompositionalGroupTemplate
    var size: Size2D
    var firstItem: Int
    var count: Int
}
