import ArgumentParser
import LayoutCore

/// A point given on the command line as `X,Y`.
struct PointArgument: ExpressibleByArgument {
    let point: Point2D

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
            let y = Double(parts[1].trimmingCharacters(in: .whitespaces)), x.isFinite, y.isFinite
        else { return nil }
        point = Point2D(x: x, y: y)
    }
}

/// Several points given as `X,Y;X,Y;...`.
struct PointListArgument: ExpressibleByArgument {
    let points: [Point2D]

    init?(argument: String) {
        var points: [Point2D] = []
        for part in argument.split(separator: ";") {
            guard let point = PointArgument(argument: String(part)) else { return nil }
            points.append(point.point)
        }
        guard !points.isEmpty else { return nil }
        self.points = points
    }
}
