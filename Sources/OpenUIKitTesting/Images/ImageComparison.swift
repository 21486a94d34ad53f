import Foundation
import OpenCoreGraphics
import OpenUIKit

/// Compares two images as swift-snapshot-testing's image strategies do on Apple platforms: a pixel matches
/// when its colour is within the perceptual tolerance (the CIE 1976 ΔE between the two colours, in Lab, at
/// most `(1 − perceptualPrecision) × 100`; 1 means byte-identical), and the images match when the share of
/// matching pixels is at least `precision`. Colours are compared un-premultiplied over white, so a
/// transparent pixel equals a white one (as they show).
struct ImageComparison {
    let precision: Double
    let perceptualPrecision: Double

    /// The outcome: nil when the images match, else why not and a difference image (each pixel the absolute
    /// difference of the two, brightened; unchanged pixels black).
    func mismatch(reference: CGImage, candidate: CGImage) -> (message: String, difference: CGImage?)? {
        guard reference.width == candidate.width, reference.height == candidate.height else {
            return (
                "The new image is \(candidate.width)×\(candidate.height) px; the reference is \(reference.width)×\(reference.height) px.",
                nil
            )
        }
        let a = Self.bytes(of: reference), b = Self.bytes(of: candidate)
        let count = reference.width * reference.height
        let tolerance = (1 - perceptualPrecision) * 100
        var mismatched = 0
        var largest = 0.0
        var difference = [UInt8](repeating: 0, count: count * 4)
        for pixel in 0..<count {
            let i = pixel * 4
            let same = a[i] == b[i] && a[i + 1] == b[i + 1] && a[i + 2] == b[i + 2] && a[i + 3] == b[i + 3]
            difference[i + 3] = 255
            guard !same else { continue }
            for channel in 0..<3 {
                difference[i + channel] = UInt8(min(255, abs(Int(a[i + channel]) - Int(b[i + channel])) * 4))
            }
            let distance = perceptualPrecision < 1 ? Self.deltaE(Self.overWhite(a, i), Self.overWhite(b, i)) : .infinity
            largest = max(largest, distance.isFinite ? distance : 100)
            if distance > tolerance { mismatched += 1 }
        }
        let matching = Double(count - mismatched) / Double(count)
        guard matching < precision else { return nil }
        let percent = String(format: "%.2f", (1 - matching) * 100)
        let image = CGImage(width: reference.width, height: reference.height, premultipliedRGBA: difference)
        return (
            "\(mismatched) of \(count) pixels (\(percent) %) differ beyond the perceptual tolerance (largest ΔE \(String(format: "%.1f", largest))); the precision asks for at least \(precision * 100) % matching.",
            image
        )
    }

    private static func bytes(of image: CGImage) -> [UInt8] { image.pixels }

    /// The pixel at `i` composited over white, as sRGB components 0…1.
    private static func overWhite(_ bytes: [UInt8], _ i: Int) -> (Double, Double, Double) {
        let alpha = Double(bytes[i + 3]) / 255
        func channel(_ value: UInt8) -> Double { Double(value) / 255 + (1 - alpha) }
        return (channel(bytes[i]), channel(bytes[i + 1]), channel(bytes[i + 2]))
    }

    /// CIE 1976 ΔE between two sRGB colours (D65).
    static func deltaE(_ first: (Double, Double, Double), _ second: (Double, Double, Double)) -> Double {
        let p = lab(first), q = lab(second)
        return ((p.0 - q.0) * (p.0 - q.0) + (p.1 - q.1) * (p.1 - q.1) + (p.2 - q.2) * (p.2 - q.2)).squareRoot()
    }

    private static func lab(_ rgb: (Double, Double, Double)) -> (Double, Double, Double) {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        let r = linear(rgb.0), g = linear(rgb.1), b = linear(rgb.2)
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}
