// The review program scripts/apple-sample/review.py builds with the ported sample: SampleReview PNG REPORT [SKIPPED_TYPE,...]: a screen
// that stops the program is named on standard error before it loads, and left out of the next run.
import Foundation
import LayoutPipeline
import LayoutRender
import LayoutShotUIKit
import Sample

let arguments = CommandLine.arguments
guard arguments.count == 3 || arguments.count == 4 else {
    FileHandle.standardError.write(Data("usage: SampleReview PNG REPORT [SKIPPED_TYPE,...]\n".utf8))
    exit(2)
}
let skipped = arguments.count == 4 ? Set(arguments[3].split(separator: ",").map(String.init)) : []
let status = MainActor.assumeIsolated { Review.run(png: arguments[1], report: arguments[2], skipping: skipped) }
exit(status)
