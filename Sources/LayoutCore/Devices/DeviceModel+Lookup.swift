extension DeviceModel {
    /// Every name `named(_:)` knows: the models of `all`, then the `multitaskingWindows`.
    public static var known: [DeviceModel] { all + multitaskingWindows }

    /// The known model or multitasking window called `name`, ignoring case (`iphone 14 pro` is `iPhone 14 Pro`),
    /// else `nil`.
    public static func named(_ name: String) -> DeviceModel? {
        let key = name.lowercased()
        return known.first { $0.name.lowercased() == key }
    }

    /// The `limit` known names closest to `name`, ignoring case, for the message of a misspelt name: those that
    /// contain it first (`iPad Air` is short for `iPad Air (5th generation)`), then by fewest characters to change,
    /// ties in table order.
    public static func nearestNames(to name: String, limit: Int = 3) -> [String] {
        let query = name.lowercased()
        let ranked = known.enumerated().map { index, model in
            let candidate = model.name.lowercased()
            let contains = !query.isEmpty && candidate.contains(query) ? 0 : 1
            return (contains: contains, distance: editDistance(Array(query), Array(candidate)), index: index, name: model.name)
        }
        return ranked.sorted { ($0.contains, $0.distance, $0.index) < ($1.contains, $1.distance, $1.index) }
            .prefix(limit).map(\.name)
    }

    /// The Levenshtein distance between `a` and `b`: insertions, deletions and substitutions of one character.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
