import CDeflate
import Synchronization

/// What compressing one image's scanlines needs, kept from one image to the next: libdeflate's
/// compressors at the levels used so far, and three buffers of a region's filtered scanlines — every row
/// unfiltered, every row adaptively filtered, and the compressed bytes.
///
/// libdeflate has no streaming API: it compresses a whole buffer in one call, so a frame's scanlines are
/// held at once. Recording workers would otherwise allocate (and fault in) megabytes per frame; a pool
/// lends each thread a workspace instead and takes it back, so a recording holds as many as it has
/// workers, each as large as its largest frame.
///
/// A workspace is used by one thread at a time (`withWorkspace(_:)` guarantees it).
package final class PNGDeflateWorkspace: @unchecked Sendable {
    /// The workspaces not lent out.
    private static let pool = Mutex<[PNGDeflateWorkspace]>([])

    private var compressors: [Int32: OpaquePointer] = [:]
    private var capacity = 0
    private var outputCapacity = 0
    /// The unfiltered scanlines (each its filter type byte 0, then the samples).
    package private(set) var unfiltered = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
    /// The adaptively filtered scanlines.
    package private(set) var adaptive = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
    /// The last compression's bytes.
    private var output = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)

    private init() {}

    deinit {
        for compressor in compressors.values { libdeflate_free_compressor(compressor) }
        unfiltered.deallocate()
        adaptive.deallocate()
        output.deallocate()
    }

    /// Calls `body` with a workspace no other thread uses meanwhile, taken from the pool (or new), and puts
    /// it back afterwards.
    package static func withWorkspace<Result>(_ body: (PNGDeflateWorkspace) -> Result) -> Result {
        let workspace = pool.withLock { $0.popLast() } ?? PNGDeflateWorkspace()
        defer { pool.withLock { $0.append(workspace) } }
        return body(workspace)
    }

    /// Makes `unfiltered` and `adaptive` hold at least `count` bytes each (their contents are then
    /// undefined).
    package func reserve(_ count: Int) {
        guard count > capacity else { return }
        unfiltered.deallocate()
        adaptive.deallocate()
        unfiltered = .allocate(capacity: count)
        adaptive = .allocate(capacity: count)
        capacity = count
    }

    /// Compresses `bytes` into one zlib stream (RFC 1950, as PNG's image data) at `level` and returns its
    /// size, the bytes staying in the workspace for `output(count:)`; nil when libdeflate refuses the
    /// level (outside 0 … 12) or the result would be longer than `limit`.
    package func compress(_ bytes: UnsafeBufferPointer<UInt8>, level: Int32, limit: Int? = nil) -> Int? {
        guard let compressor = compressor(level: level) else { return nil }
        let bound = libdeflate_zlib_compress_bound(compressor, bytes.count)
        if bound > outputCapacity {
            output.deallocate()
            output = .allocate(capacity: bound)
            outputCapacity = bound
        }
        let available = min(bound, limit ?? bound)
        guard available > 0 else { return nil }
        let size = libdeflate_zlib_compress(compressor, bytes.baseAddress, bytes.count, output, available)
        return size > 0 ? size : nil
    }

    /// The first `count` bytes of the last compression.
    package func output(count: Int) -> [UInt8] {
        Array(UnsafeBufferPointer(start: output, count: count))
    }

    private func compressor(level: Int32) -> OpaquePointer? {
        if let compressor = compressors[level] { return compressor }
        guard let compressor = libdeflate_alloc_compressor(level) else { return nil }
        compressors[level] = compressor
        return compressor
    }
}
