import Foundation
import Testing
@testable import OpenCoreGraphics

/// The sequential decisions of a recording's frames: repeats, changed regions, and `previous` disposal.
@Suite struct APNGFramePlannerTests {
    /// A 12×10 opaque grey image with the given rectangles painted in red.
    func image(_ rects: [PixelRegion]) -> CGImage {
        var pixels = [UInt8](repeating: 0, count: 12 * 10 * 4)
        for y in 0..<10 {
            for x in 0..<12 {
                let red = rects.contains { x >= $0.x && x < $0.x + $0.width && y >= $0.y && y < $0.y + $0.height }
                pixels.replaceSubrange(
                    (y * 12 + x) * 4..<(y * 12 + x) * 4 + 4, with: red ? [255, 0, 0, 255] : [90, 90, 90, 255])
            }
        }
        return CGImage(width: 12, height: 10, premultipliedRGBA: pixels)!
    }

    /// The steps as text: "repeat", or "x,y w×h base dispose".
    func describe(_ step: APNGFramePlanner.Step, images: [CGImage]) -> String {
        switch step {
        case .repeatLastFrame: return "repeat"
        case .frame(let plan):
            let base =
                plan.base.map { base in images.firstIndex { $0 === base }.map { "base \($0)" } ?? "base ?" }
                ?? "no base"
            return
                "\(plan.region.x),\(plan.region.y) \(plan.region.width)×\(plan.region.height) \(base) \(plan.disposeOfPrevious)"
        }
    }

    @Test func framesCoverWhatChangedAndRepeatsLengthenTheLastFrame() {
        let big = PixelRegion(x: 1, y: 1, width: 8, height: 7), dot = PixelRegion(x: 10, y: 8, width: 1, height: 1)
        let images = [image([]), image([]), image([big]), image([big, dot]), image([big, dot])]
        var planner = APNGFramePlanner()
        let steps = images.map { describe(planner.plan($0), images: images) }
        #expect(steps == ["0,0 12×10 no base none", "repeat", "1,1 8×7 base 0 none", "10,8 1×1 base 2 none", "repeat"])
    }

    @Test func contentReturningToAnEarlierStateDisposesOfThePreviousFrame() {
        // A big block appears for one frame, then goes, and a dot appears: drawn over what the canvas had
        // before the block (dispose `previous`), the last frame holds only the dot.
        let big = PixelRegion(x: 0, y: 0, width: 9, height: 9), dot = PixelRegion(x: 11, y: 9, width: 1, height: 1)
        let images = [image([]), image([big]), image([dot])]
        var planner = APNGFramePlanner()
        let steps = images.map { describe(planner.plan($0), images: images) }
        #expect(steps == ["0,0 12×10 no base none", "0,0 9×9 base 0 none", "11,9 1×1 base 0 previous"])
    }

    @Test func anImageEqualToTheRestoredCanvasIsAOnePixelFrame() {
        let big = PixelRegion(x: 2, y: 2, width: 5, height: 5)
        let images = [image([]), image([big]), image([])]
        var planner = APNGFramePlanner()
        let steps = images.map { describe(planner.plan($0), images: images) }
        #expect(steps == ["0,0 12×10 no base none", "2,2 5×5 base 0 none", "0,0 1×1 base 0 previous"])
    }

    @Test func repeatsStopAtTheDelayLimit() {
        let images = Array(repeating: image([]), count: 6)
        var planner = APNGFramePlanner(maximumRepeats: 2)
        let steps = images.map { describe(planner.plan($0), images: [images[0]]) }
        #expect(steps == ["0,0 12×10 no base none", "repeat", "repeat", "0,0 1×1 base 0 none", "repeat", "repeat"])
    }

    @Test func anImageOfAnotherSizeStartsOver() {
        var planner = APNGFramePlanner()
        _ = planner.plan(image([]))
        let other = randomImage(width: 3, height: 2, seed: 1)
        #expect(describe(planner.plan(other), images: [other]) == "0,0 3×2 no base none")
    }
}
