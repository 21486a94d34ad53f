import CCairo
import Foundation

/// The Gaussian-like blur behind `CGContext` shadows: three successive box blurs in each direction,
/// which approximate a Gaussian closely (Kovesi, "Fast almost-Gaussian filtering", 2010).
///
/// Core Graphics does not document how its `blur` maps to a Gaussian. OpenCoreGraphics follows the
/// convention shared by CSS and Core Animation's `shadowRadius` implementations: σ = blur / 2, so the
/// visible fringe extends about `blur` (2σ) past the shape's edge and fades out by 1.5 × `blur` (3σ).
package enum GaussianBlur {
    /// The standard deviation of the Gaussian for a Core Graphics blur value (in device pixels).
    package static func sigma(forBlur blur: CGFloat) -> CGFloat { max(0, blur) / 2 }

    /// The radii of three box filters whose succession approximates a Gaussian of `sigma`; empty when
    /// `sigma` is too small to blur anything.
    package static func boxRadii(sigma: CGFloat, passes: Int = 3) -> [Int] {
        guard sigma >= 0.25, sigma.isFinite else { return [] }
        let n = Double(passes), s = Double(sigma)
        let ideal = (12 * s * s / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let l = Double(lower)
        let mIdeal = (12 * s * s - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)
        let m = Int(mIdeal.rounded())
        return (0..<passes).map { (($0 < m ? lower : upper) - 1) / 2 }
    }

    /// How far (in pixels) the blur spreads a pixel: the sum of the box radii.
    package static func extent(sigma: CGFloat) -> Int {
        boxRadii(sigma: sigma).reduce(0, +)
    }

    /// Blurs a `width` × `height` single-channel image (0…1 values, row-major) in place; pixels outside
    /// the image count as 0.
    package static func blur(_ values: inout [Float], width: Int, height: Int, sigma: CGFloat) {
        let radii = boxRadii(sigma: sigma)
        guard !radii.isEmpty, width > 0, height > 0, values.count == width * height else { return }
        var scratch = [Float](repeating: 0, count: values.count)
        for radius in radii where radius > 0 {
            horizontal(values, into: &scratch, width: width, height: height, radius: radius)
            swap(&values, &scratch)
        }
        for radius in radii where radius > 0 {
            vertical(values, into: &scratch, width: width, height: height, radius: radius)
            swap(&values, &scratch)
        }
    }

    /// One horizontal box pass: each output is the mean of the 2r + 1 inputs centred on it.
    private static func horizontal(_ input: [Float], into output: inout [Float], width: Int, height: Int, radius: Int) {
        let scale = 1 / Float(2 * radius + 1)
        input.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    let row = y * width
                    var sum: Float = 0
                    for x in 0..<min(radius, width) { sum += source[row + x] }
                    for x in 0..<width {
                        let entering = x + radius, leaving = x - radius - 1
                        if entering < width { sum += source[row + entering] }
                        if leaving >= 0 { sum -= source[row + leaving] }
                        target[row + x] = max(0, sum * scale)
                    }
                }
            }
        }
    }

    /// One vertical box pass, walking rows with a running sum per column (cache-friendly).
    private static func vertical(_ input: [Float], into output: inout [Float], width: Int, height: Int, radius: Int) {
        let scale = 1 / Float(2 * radius + 1)
        var sums = [Float](repeating: 0, count: width)
        input.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                sums.withUnsafeMutableBufferPointer { sums in
                    for y in 0..<min(radius, height) {
                        for x in 0..<width { sums[x] += source[y * width + x] }
                    }
                    for y in 0..<height {
                        let entering = y + radius, leaving = y - radius - 1
                        if entering < height {
                            let row = entering * width
                            for x in 0..<width { sums[x] += source[row + x] }
                        }
                        if leaving >= 0 {
                            let row = leaving * width
                            for x in 0..<width { sums[x] -= source[row + x] }
                        }
                        let row = y * width
                        for x in 0..<width { target[row + x] = max(0, sums[x] * scale) }
                    }
                }
            }
        }
    }

    /// The alpha channel of an ARGB32 cairo image surface, as 0…1 values, blurred with σ = `sigma` pixels.
    package static func blurredAlpha(of surface: OpaquePointer, sigma: CGFloat) -> [Float] {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        guard let pixels = cairo_image_surface_get_data(surface) else { return [] }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var alpha = [Float](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { alpha[y * width + x] = Float(row[x] >> 24) / 255 }
        }
        blur(&alpha, width: width, height: height, sigma: sigma)
        return alpha
    }
}
