import Benchmark
import Foundation
import OpenUIKit

/// Twenty lines of text at 17 pt in a 300-point-wide label: a paragraph of words, different in each
/// iteration so nothing comes from a cache.
func twentyLines(_ iteration: Int) -> String {
    let words = ["table", "view", "cell", "label", "layer", "render", "shape", "glyph", "font", "line"]
    return (0..<130).map { words[($0 * 7 + iteration) % words.count] }.joined(separator: " ") + " \(iteration)"
}

/// A 20-line label and a 2x bitmap context to draw it in.
@MainActor
final class LabelBench {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 440))
    let context = CGContext(
        data: nil, width: 600, height: 880, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!

    init() {
        label.numberOfLines = 0
        label.text = twentyLines(0)
        let size = label.sizeThatFits(CGSize(width: 300, height: 0))
        precondition(Int((size.height / label.font.lineHeight).rounded()) == 20, "not 20 lines: \(size)")
        context.scaleBy(x: 2, y: 2)
    }

    /// Sets a new text, measures it and draws it.
    func measureAndDraw(_ iteration: Int) {
        label.text = twentyLines(iteration)
        _ = label.sizeThatFits(CGSize(width: 300, height: 0))
        UIGraphicsPushContext(context)
        label.drawText(in: label.bounds)
        UIGraphicsPopContext()
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal], maxDuration: .seconds(3), maxIterations: 2_000)

    Benchmark("Label: a new 20-line text measured (sizeThatFits) and drawn (drawText(in:)) into a 2x context") {
        benchmark in
        let bench = await MainActor.run { LabelBench() }
        var iteration = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            iteration += 1
            await bench.measureAndDraw(iteration)
        }
    }
}
