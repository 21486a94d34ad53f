/// PNG's five row filters (PNG specification, 2nd edition, §9.2 "Filter types for filter method 0") and the
/// per-row choice encoders make between them.
///
/// Each filter predicts a byte from its neighbours — `a` the byte one pixel to the left, `b` the byte
/// above, `c` the byte above and to the left (0 outside the image) — and stores the difference, which for
/// smooth or repetitive pictures is mostly small numbers and zeros that deflate compresses well.
package enum PNGRowFilter: UInt8, CaseIterable, Sendable {
    case none = 0, sub, up, average, paeth

    /// Filters one row with the filter whose output has the smallest sum of absolute values, the bytes
    /// read as signed — the "minimum sum of absolute differences" heuristic the PNG specification (§12.8
    /// "Filter selection") recommends and libpng uses — and returns the filter chosen.
    ///
    /// `row` and `previous` point at the unfiltered bytes of this row and the row above (zeros for the
    /// first row); both must have `bytesPerPixel` readable zero bytes *before* them, so the left
    /// neighbours of the first pixel read as 0 without a branch. `out` receives `count` filtered bytes.
    package static func filterAdaptively(
        row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, bytesPerPixel: Int,
        into out: UnsafeMutablePointer<UInt8>
    ) -> PNGRowFilter {
        let sums = costs(row: row, previous: previous, count: count, bytesPerPixel: bytesPerPixel)
        var best = PNGRowFilter.none
        for filter in allCases where sums[Int(filter.rawValue)] < sums[Int(best.rawValue)] { best = filter }
        apply(best, row: row, previous: previous, count: count, bytesPerPixel: bytesPerPixel, into: out)
        return best
    }

    /// The sum of absolute (signed) output bytes of each filter, indexed by raw value.
    static func costs(
        row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, bytesPerPixel: Int
    ) -> [Int] {
        var none: UInt32 = 0, sub: UInt32 = 0, up: UInt32 = 0, average: UInt32 = 0, paeth: UInt32 = 0
        let left = row - bytesPerPixel, upLeft = previous - bytesPerPixel
        // Rows are at most 32767 × 4 bytes, so a sum of at most 128 per byte cannot overflow 32 bits.
        for i in 0..<count {
            let x = row[i], a = left[i], b = previous[i], c = upLeft[i]
            none &+= magnitude(x)
            sub &+= magnitude(x &- a)
            up &+= magnitude(x &- b)
            average &+= magnitude(x &- UInt8(truncatingIfNeeded: (UInt16(a) &+ UInt16(b)) >> 1))
            paeth &+= magnitude(x &- predictPaeth(a, b, c))
        }
        return [Int(none), Int(sub), Int(up), Int(average), Int(paeth)]
    }

    /// Writes `filter`'s output for one row (the same layout rules as `filterAdaptively`).
    static func apply(
        _ filter: PNGRowFilter, row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int,
        bytesPerPixel: Int,
        into out: UnsafeMutablePointer<UInt8>
    ) {
        let left = row - bytesPerPixel, upLeft = previous - bytesPerPixel
        switch filter {
        case .none: out.update(from: row, count: count)
        case .sub: for i in 0..<count { out[i] = row[i] &- left[i] }
        case .up: for i in 0..<count { out[i] = row[i] &- previous[i] }
        case .average:
            for i in 0..<count {
                out[i] = row[i] &- UInt8(truncatingIfNeeded: (UInt16(left[i]) &+ UInt16(previous[i])) >> 1)
            }
        case .paeth: for i in 0..<count { out[i] = row[i] &- predictPaeth(left[i], previous[i], upLeft[i]) }
        }
    }

    /// The Paeth predictor (§9.4): of `a`, `b` and `c`, the one closest to a + b − c, ties in that order.
    /// Wrapping arithmetic only, so the compiler can vectorise the loops that call it.
    @inline(__always)
    static func predictPaeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let a16 = Int16(a), b16 = Int16(b), c16 = Int16(c)
        let pa = distance(b16, c16), pb = distance(a16, c16), pc = distance(a16 &+ b16, c16 &+ c16)
        return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
    }

    /// |x − y| without overflow checks.
    @inline(__always)
    private static func distance(_ x: Int16, _ y: Int16) -> Int16 {
        let d = x &- y, sign = d &>> 15
        return (d ^ sign) &- sign
    }

    /// |byte| with the byte read as a signed number.
    @inline(__always)
    private static func magnitude(_ byte: UInt8) -> UInt32 {
        let signed = Int32(Int8(bitPattern: byte))
        return UInt32(bitPattern: (signed ^ (signed >> 31)) &- (signed >> 31))
    }
}
