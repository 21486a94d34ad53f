import Benchmark
import Foundation
import OpenUIKit

/// A 1,000 × 1,000 photo-like JPEG (smooth gradients with fine detail, quality 0.9), made once.
@MainActor
func makePhotoJPEG() -> Data {
    let side = 1000
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { renderer in
        let colors = [UIColor.systemBlue.cgColor, UIColor.systemOrange.cgColor, UIColor.systemGreen.cgColor]
        let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: [0, 0.5, 1])!
        renderer.cgContext.drawLinearGradient(
            gradient, start: .zero, end: CGPoint(x: side, y: side), options: [])
        for index in 0..<400 {
            let x = CGFloat((index * 7919) % side), y = CGFloat((index * 104_729) % side)
            UIColor(white: CGFloat(index % 10) / 10, alpha: 0.5).setFill()
            renderer.cgContext.fillEllipse(in: CGRect(x: x, y: y, width: 24, height: 16))
        }
    }
    return image.jpegData(compressionQuality: 0.9)!
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal], maxDuration: .seconds(3), maxIterations: 200)

    Benchmark("Decode a 1,000 × 1,000 JPEG (UIImage(data:))") { benchmark in
        let jpeg = await makePhotoJPEG()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(UIImage(data: jpeg))
        }
    }

    Benchmark("Encode a 1,000 × 1,000 image as JPEG at quality 0.9") { benchmark in
        let image = await MainActor.run { UIImage(data: makePhotoJPEG())! }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(image.jpegData(compressionQuality: 0.9))
        }
    }
}
