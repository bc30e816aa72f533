/// One group instance of a section: the slots it places, its size, and the item its first slot holds.
struct CompositionalGroupInstance {
    var template: CompositionalGroupTemplate
    var size: Size
    var firstItem: Int
}
