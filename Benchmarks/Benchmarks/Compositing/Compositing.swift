import Benchmark
import BenchmarkSupport
import Foundation
import OpenUIKit

/// A typical transition scene: a 390×844 pt screen with ~20 layers — backgrounds, rounded cards, text,
/// a shape, a gradient, a few rotated and scaled — rendered at 2× (780×1688 px).
@MainActor
func makeTransitionScene() -> CALayer {
    CAMediaClock.reset()
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    root.backgroundColor = CGColor(gray: 0.96, alpha: 1)
    let bar = CALayer()
    bar.frame = CGRect(x: 0, y: 0, width: 390, height: 96)
    bar.backgroundColor = CGColor(red: 0.97, green: 0.97, blue: 0.98, alpha: 1)
    root.addSublayer(bar)
    let title = CATextLayer()
    title.string = "Movies"
    title.fontSize = 17
    title.foregroundColor = .black
    title.frame = CGRect(x: 150, y: 56, width: 90, height: 24)
    bar.addSublayer(title)
    for index in 0..<12 {
        let card = CALayer()
        card.frame = CGRect(x: 16, y: 110 + CGFloat(index) * 60, width: 358, height: 52)
        card.backgroundColor = .white
        card.cornerRadius = 10
        let thumbnail = CAGradientLayer()
        thumbnail.frame = CGRect(x: 8, y: 6, width: 40, height: 40)
        thumbnail.colors = [
            CGColor(red: 0.3, green: 0.5, blue: 0.9, alpha: 1), CGColor(red: 0.9, green: 0.4, blue: 0.6, alpha: 1),
        ]
        card.addSublayer(thumbnail)
        if index % 4 == 1 {
            card.transform = CATransform3DMakeRotation(0.05, 0, 0, 1)
        } else if index % 4 == 3 {
            card.transform = CATransform3DMakeScale(0.96, 0.96, 1)
        }
        root.addSublayer(card)
    }
    let badge = CAShapeLayer()
    badge.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 44, height: 44), transform: nil)
    badge.fillColor = CGColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
    badge.frame = CGRect(x: 330, y: 780, width: 44, height: 44)
    root.addSublayer(badge)
    CATransaction.flush()
    return root
}

/// A renderer of the scene that has drawn one frame already (so the backing stores are cached).
@MainActor
func makeRenderer(
    size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 2, caching: Bool = true
) -> CARenderer {
    let renderer = CARenderer(layer: makeTransitionScene(), size: size, scale: scale)
    renderer.cachesBackingStores = caching
    renderer.render()
    return renderer
}

/// A renderer of the scene with its fourth layer sliding right for `duration` seconds.
@MainActor
func makeSlidingRenderer(duration: TimeInterval) -> CARenderer {
    let root = makeTransitionScene()
    let slide = CABasicAnimation(keyPath: "position.x")
    slide.fromValue = 195
    slide.toValue = 585
    slide.duration = duration
    root.sublayers?[3].add(slide, forKey: "slide")
    return CARenderer(layer: root, size: CGSize(width: 390, height: 844), scale: 2)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal], maxDuration: .seconds(3), maxIterations: 200)

    Benchmark("Composite 780×1688 frame, ~20 layers, cached backing stores") { benchmark in
        let renderer = await makeRenderer()
        await measure(benchmark) { blackHole(renderer.render()) }
    }

    Benchmark("Per-frame overhead: snapshot and walk the scene into a 1×1 pt target") { benchmark in
        let renderer = await makeRenderer(size: CGSize(width: 1, height: 1), scale: 1)
        await measure(benchmark) { blackHole(renderer.render()) }
    }

    Benchmark("Composite and copy out a CGImage, cached") { benchmark in
        let renderer = await makeRenderer()
        await measure(benchmark) { blackHole(renderer.image()) }
    }

    Benchmark("Composite 780×1688 frame, ~20 layers, no cache") { benchmark in
        let renderer = await makeRenderer(caching: false)
        await measure(benchmark) { blackHole(renderer.render()) }
    }

    Benchmark("memcpy of one 780×1688 RGBA frame") { benchmark in
        let source = [UInt8](repeating: 7, count: 780 * 1688 * 4)
        var target = [UInt8](repeating: 0, count: source.count)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            target.withUnsafeMutableBytes { out in source.withUnsafeBytes { out.copyMemory(from: $0) } }
            blackHole(target)
        }
    }

    Benchmark("Plan and compress one APNG frame: a card moved across the 780×1688 scene") { benchmark in
        let (before, after) = await MainActor.run { () -> (CGImage, CGImage) in
            let renderer = makeRenderer()
            let before = renderer.image()!
            renderer.layer?.sublayers?[3].position.x += 40
            CATransaction.flush()
            return (before, renderer.image()!)
        }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(APNGEncoder.Frame(after, changedSince: before, compressionLevel: 9))
        }
    }

    Benchmark("Compress one whole 780×1688 APNG frame") { benchmark in
        let image = await MainActor.run { makeRenderer().image()! }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(APNGEncoder.Frame(image, compressionLevel: 9))
        }
    }

    // Peak memory must stay at a few frames whatever the length: compare the two recordings' peaks.
    Benchmark(
        "Record 1 s at 60 fps, 2×, to APNG",
        configuration: .init(metrics: [.wallClock, .cpuTotal, .peakMemoryResident], maxIterations: 20)
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(await makeSlidingRenderer(duration: 1).recordAPNG(duration: 1, fps: 60))
        }
    }

    Benchmark(
        "Record 4 s at 60 fps, 2×, to APNG",
        configuration: .init(metrics: [.wallClock, .cpuTotal, .peakMemoryResident], maxIterations: 5)
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(await makeSlidingRenderer(duration: 4).recordAPNG(duration: 4, fps: 60))
        }
    }
}
