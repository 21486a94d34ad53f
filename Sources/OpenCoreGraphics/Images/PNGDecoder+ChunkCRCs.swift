extension PNGDecoder {
    /// `bytes` with every chunk's CRC-32 rewritten to match its type and data (chunks are walked as `decode`
    /// walks them; a truncated tail is left as it is). The decoder fuzzer's entry point applies it to each
    /// input — random mutations almost never keep a checksum right, and without it the fuzzer would stop at the
    /// first one — and the corpus replay test does the same.
    package static func withChunkCRCsRewritten(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(readUInt32(bytes, offset))
            guard length <= bytes.count - offset - 12 else { break }
            let crc = PNGChunkWriter.bigEndian(PNGChunkWriter.crc(bytes[offset + 4..<offset + 8 + length]))
            bytes.replaceSubrange(offset + 8 + length..<offset + 12 + length, with: crc)
            offset += length + 12
        }
        return bytes
    }
}
