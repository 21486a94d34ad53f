import Foundation
import Testing
@testable import OpenCoreGraphics

/// The per-row filter choice: the filter with the smallest sum of absolute signed output bytes, each filter's
/// output computed independently by the test support's reference filter.
@Suite struct PNGRowFilterTests {
    /// The filter the heuristic must pick for row `y` of `rows`, and its output, from the reference filter.
    func expected(_ rows: [[UInt8]], y: Int, step: Int) -> (filter: UInt8, output: [UInt8]) {
        let window = Array(rows[max(0, y - 1)...y])
        let outputs = (0...4).map { filter -> [UInt8] in
            Array(PNGBytes.filtered(window, step: step) { _ in UInt8(filter) }.suffix(rows[y].count))
        }
        let sums = outputs.map { $0.reduce(0) { $0 + abs(Int(Int8(bitPattern: $1))) } }
        let best = sums.indices.min { sums[$0] < sums[$1] || (sums[$0] == sums[$1] && $0 < $1) }!
        return (UInt8(best), outputs[best])
    }

    func chosen(_ rows: [[UInt8]], y: Int, step: Int) -> (filter: UInt8, output: [UInt8]) {
        let count = rows[y].count
        let padded = { (row: [UInt8]) in [UInt8](repeating: 0, count: step) + row }
        let current = padded(rows[y]), previous = padded(y > 0 ? rows[y - 1] : [UInt8](repeating: 0, count: count))
        var out = [UInt8](repeating: 0, count: count)
        let filter = current.withUnsafeBufferPointer { c in
            previous.withUnsafeBufferPointer { p in
                out.withUnsafeMutableBufferPointer { o in
                    PNGRowFilter.filterAdaptively(
                        row: c.baseAddress! + step, previous: p.baseAddress! + step, count: count,
                        bytesPerPixel: step, into: o.baseAddress!)
                }
            }
        }
        return (filter.rawValue, out)
    }

    @Test(arguments: [3, 4])
    func eachRowGetsTheFilterWithTheSmallestSum(step: Int) {
        var random = TestRandom(seed: 17)
        let width = 23 * step
        let rows: [[UInt8]] = [
            (0..<width).map { UInt8(($0 / step) * 9 % 256) },  // a ramp: Sub
            (0..<width).map { UInt8(($0 / step) * 9 % 256) },  // the same again: Up
            (0..<width).map { _ in UInt8(random.next(256)) },  // noise
            [UInt8](repeating: 0, count: width),  // zeros: None (ties go to None)
            (0..<width).map { UInt8(($0 / step + $0 % step * 40) % 256) },  // a smooth picture
        ]
        let picks = rows.indices.map { chosen(rows, y: $0, step: step) }
        for y in rows.indices {
            let reference = expected(rows, y: y, step: step)
            #expect(picks[y].filter == reference.filter, "row \(y)")
            #expect(picks[y].output == reference.output, "row \(y)")
        }
        #expect(picks[0].filter == PNGRowFilter.sub.rawValue)
        #expect(picks[1].filter == PNGRowFilter.up.rawValue)
        #expect(picks[3].filter == PNGRowFilter.none.rawValue)
    }

    @Test func filteredImagesDecodeWithEveryFilterInUse() throws {
        // A gradient with noise uses more than one filter; the decoder must undo each of them.
        var random = TestRandom(seed: 3)
        var pixels: [UInt8] = []
        for y in 0..<40 {
            for x in 0..<37 {
                let blue = UInt8(y * 6 + random.next(3))
                pixels += [UInt8(x * 6), UInt8((x + y) * 3), blue, 255]
            }
        }
        let image = try #require(CGImage(width: 37, height: 40, premultipliedRGBA: pixels))
        var adaptive: [UInt8] = [], unfiltered: [UInt8] = []
        PNGScanlines.forEachLine(
            of: image, region: PixelRegion(width: 37, height: 40), colorType: .rgba, unchangedFrom: nil, filtering: true
        ) {
            unfiltered += $0
            adaptive += $1
        }
        let filters = Set(stride(from: 0, to: adaptive.count, by: 37 * 4 + 1).map { adaptive[$0] })
        #expect(filters.count >= 2)
        let unfilteredTypes = Set(stride(from: 0, to: unfiltered.count, by: 37 * 4 + 1).map { unfiltered[$0] })
        #expect(unfilteredTypes == [0])
        for raw in [adaptive, unfiltered] {
            let file = PNGBytes.file([
                ("IHDR", PNGBytes.header(width: 37, height: 40)), ("IDAT", PNGBytes.zlib(raw)), ("IEND", []),
            ])
            #expect(try PNGDecoder.decode(file) == image)
        }
        #expect(try PNGDecoder.decode(PNGEncoder.encode(image)) == image)
    }
}
