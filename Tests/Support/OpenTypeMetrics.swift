import Foundation

/// A font file's vertical metrics read straight from its OpenType tables ('head', 'hhea', 'OS/2'), in font
/// units: the reference the text engine's metrics are checked against.
public struct OpenTypeMetrics {
    public let unitsPerEm: Double
    public let ascender: Double
    public let descender: Double
    public let lineGap: Double
    public let xHeight: Double
    public let capHeight: Double

    /// The metrics of the font file at `path` (the first face of a collection); nil when it cannot be read.
    public init?(path: String) {
        guard var bytes = FileManager.default.contents(atPath: path).map([UInt8].init) else { return nil }
        func u16(_ offset: Int) -> Int { Int(bytes[offset]) << 8 | Int(bytes[offset + 1]) }
        func i16(_ offset: Int) -> Double { Double(Int16(bitPattern: UInt16(u16(offset)))) }
        func u32(_ offset: Int) -> Int { u16(offset) << 16 | u16(offset + 2) }
        var start = 0
        if bytes.starts(with: Array("ttcf".utf8)) { start = u32(12) }
        var tables: [String: Int] = [:]
        for index in 0..<u16(start + 4) {
            let record = start + 12 + 16 * index
            tables[String(decoding: bytes[record..<record + 4], as: UTF8.self)] = u32(record + 8)
        }
        guard let head = tables["head"], let hhea = tables["hhea"], let os2 = tables["OS/2"] else { return nil }
        unitsPerEm = Double(u16(head + 18))
        ascender = i16(hhea + 4)
        descender = i16(hhea + 6)
        lineGap = i16(hhea + 8)
        xHeight = i16(os2 + 86)
        capHeight = i16(os2 + 88)
        bytes = []
    }
}
