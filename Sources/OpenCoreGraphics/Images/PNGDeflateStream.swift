import CZlib

/// One zlib stream fed piece by piece — a PNG's filtered scanlines row by row — so nothing the size of the
/// image is held for the input. With `keepsOutput` false it only counts the compressed bytes (a trial).
///
/// zlib's output does not depend on how the input is split, so writing rows one at a time gives the bytes
/// a single call over all of them would.
package final class PNGDeflateStream {
    private let stream: UnsafeMutablePointer<z_stream>
    private let piece: UnsafeMutableBufferPointer<UInt8>
    private let keepsOutput: Bool
    /// The compressed bytes so far (empty when not kept).
    package private(set) var output: [UInt8] = []
    /// How many compressed bytes have been made so far.
    package private(set) var size = 0

    /// A stream with `settings`; nil when zlib refuses them.
    package init?(settings: PNGDeflateSettings, keepsOutput: Bool) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        guard
            deflateInit2_(
                stream, settings.level, Z_DEFLATED, MAX_WBITS, settings.memoryLevel, settings.strategy, ZLIB_VERSION,
                Int32(MemoryLayout<z_stream>.size)) == Z_OK
        else {
            stream.deallocate()
            return nil
        }
        if let chain = settings.maximumChain, settings.level == 9 {
            deflateTune(stream, 32, 258, 258, chain)
        }
        piece = .allocate(capacity: 1 << 16)
        stream.pointee.next_out = piece.baseAddress
        stream.pointee.avail_out = uInt(piece.count)
        self.keepsOutput = keepsOutput
    }

    deinit {
        deflateEnd(stream)
        stream.deallocate()
        piece.deallocate()
    }

    /// Compresses `bytes` (zlib keeps what it cannot match yet for the next write).
    package func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        // zlib reads `next_in` only; its type lacks `const` in zlib's default build.
        stream.pointee.next_in = UnsafeMutablePointer(mutating: base)
        stream.pointee.avail_in = uInt(bytes.count)
        repeat {
            CZlib.deflate(stream, Z_NO_FLUSH)
            drain()
        } while stream.pointee.avail_in > 0
    }

    /// Ends the stream; ``output`` and ``size`` are then complete.
    package func finish() {
        stream.pointee.next_in = nil
        stream.pointee.avail_in = 0
        var status = Z_OK
        while status == Z_OK {
            status = CZlib.deflate(stream, Z_FINISH)
            drain()
        }
    }

    /// Takes what the last `deflate` call wrote into the piece buffer and hands the buffer back to zlib.
    private func drain() {
        let made = piece.count - Int(stream.pointee.avail_out)
        if made > 0 {
            size += made
            if keepsOutput { output.append(contentsOf: UnsafeBufferPointer(rebasing: piece[..<made])) }
        }
        stream.pointee.next_out = piece.baseAddress
        stream.pointee.avail_out = uInt(piece.count)
    }
}
