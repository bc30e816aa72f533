#!/usr/bin/env bash
# Release-mode benchmark of the rasterizer and PNG encoder alone: a 1170×2532 canvas (@3x iPhone)
# with 200 rounded rects and 200 eight-glyph labels of quadratic curves (~12 px high), rendered and
# encoded N times (default 9); prints the medians. The drawing is one `Canvas` on one core (the
# scene renderer splits into bands on all cores); encoding uses all cores. Builds in a scratch
# package that links only LayoutCore, CPNG, CDeflate and LayoutRender's Raster and PNG folders, so work in
# progress elsewhere in the package cannot break it.
#
#   Benchmarks/raster-bench.sh [RUNS]
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
runs="${1:-9}"
work="${TMPDIR:-/tmp}/layoutshot-raster-bench"
mkdir -p "$work/Sources/LayoutRender" "$work/Sources/RasterBench"
ln -sfn "$root/Sources/LayoutCore" "$work/Sources/LayoutCore"
ln -sfn "$root/Sources/CPNG" "$work/Sources/CPNG"
ln -sfn "$root/Sources/CDeflate" "$work/Sources/CDeflate"
ln -sfn "$root/Sources/LayoutRender/Raster" "$work/Sources/LayoutRender/Raster"
ln -sfn "$root/Sources/LayoutRender/PNG" "$work/Sources/LayoutRender/PNG"
ln -sfn "$root/Sources/LayoutRender/Parallel.swift" "$work/Sources/LayoutRender/Parallel.swift"

cat > "$work/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RasterBench",
    targets: [
        .target(name: "LayoutCore"),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng"),
        .target(name: "CDeflate"),
        .target(name: "LayoutRender", dependencies: ["LayoutCore", "CPNG", "CDeflate"]),
        .executableTarget(
            name: "RasterBench", dependencies: ["LayoutRender", "LayoutCore"],
            linkerSettings: [.linkedLibrary("m")]),
    ]
)
SWIFT

cat > "$work/Sources/RasterBench/main.swift" <<'SWIFT'
import Glibc
import LayoutCore
import LayoutRender

func milliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
}

/// A glyph-like outline: an oval of 8 quadratic curves with a reversed counter inside.
func glyph(x: Double, y: Double, width: Double, height: Double) -> Path {
    func oval(_ rx: Double, _ ry: Double) -> Path {
        var path = Path()
        let (cx, cy) = (x + width / 2, y + height / 2)
        let reach = 1 / cos(Double.pi / 8)
        for i in 0...8 {
            let angle = Double(i) * Double.pi / 4
            let point = Point(x: cx + rx * cos(angle), y: cy + ry * sin(angle))
            if i == 0 {
                path.move(to: point)
            } else {
                let middle = angle - Double.pi / 8
                path.quad(to: point, control: Point(x: cx + rx * reach * cos(middle), y: cy + ry * reach * sin(middle)))
            }
        }
        path.close()
        return path
    }
    var path = oval(width / 2, height / 2)
    path.append(contentsOf: oval(width / 4, height / 3).reversed())
    return path
}

let runs = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 9
let palette = ["#1E88E5", "#43A047", "#FB8C00", "#8E24AA", "#E53935CC", "#00ACC1"].map { RGBAColor(hex: $0)! }
var cells: [(rect: Rect, color: RGBAColor, label: Path)] = []
for i in 0..<200 {
    let rect = Rect(x: 10 + Double(i % 4) * 290 + 0.37, y: 8 + Double(i / 4) * 50.4, width: 276, height: 44)
    var label = Path()
    for g in 0..<8 { label.append(contentsOf: glyph(x: rect.x + 12 + Double(g) * 8.3, y: rect.y + 16.2, width: 7, height: 12)) }
    cells.append((rect, palette[i % palette.count], label))
}

var renderTimes: [Double] = [], encodeTimes: [Double] = []
var bytes = 0
for _ in 0..<runs {
    let start = milliseconds()
    var canvas = Canvas(width: 1170, height: 2532, background: .white)
    for cell in cells {
        canvas.fill(Path(roundedRect: cell.rect, cornerRadius: 12), color: cell.color)
        canvas.fill(cell.label, color: .black)
    }
    let rendered = milliseconds()
    bytes = try PNGCodec.encode(canvas.bitmap).count
    renderTimes.append(rendered - start)
    encodeTimes.append(milliseconds() - rendered)
}
func median(_ values: [Double]) -> String {
    let value = values.sorted()[values.count / 2]
    return String(Double(Int(value * 100)) / 100)
}
print("{\"runs\": \(runs), \"renderMs\": \(median(renderTimes)), \"encodeMs\": \(median(encodeTimes)), \"pngBytes\": \(bytes)}")
SWIFT

cd "$work"
swift build -c release --product RasterBench > build.log || { cat build.log; exit 1; }
".build/release/RasterBench" "$runs"
