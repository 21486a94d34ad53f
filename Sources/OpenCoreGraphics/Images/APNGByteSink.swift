import Foundation

/// Where an animated PNG's bytes go as they are made. The frame count in `acTL` is known only at the end,
/// so a sink can also overwrite bytes it took earlier.
package protocol APNGByteSink {
    mutating func write(_ bytes: [UInt8]) throws
    mutating func overwrite(at offset: Int, with bytes: [UInt8]) throws
}

/// Keeps the bytes in memory.
package struct APNGMemorySink: APNGByteSink, Sendable {
    package private(set) var bytes: [UInt8] = []

    package init() {}

    package mutating func write(_ bytes: [UInt8]) {
        self.bytes += bytes
    }

    package mutating func overwrite(at offset: Int, with bytes: [UInt8]) {
        self.bytes.replaceSubrange(offset..<offset + bytes.count, with: bytes)
    }
}

/// Streams the bytes into a file, so a recording never holds more than the frames being compressed.
package struct APNGFileSink: APNGByteSink, Sendable {
    private let handle: FileHandle

    /// Creates (or truncates) the file at `url`.
    package init(url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        handle = try FileHandle(forWritingTo: url)
    }

    package func write(_ bytes: [UInt8]) throws {
        try handle.write(contentsOf: bytes)
    }

    package func overwrite(at offset: Int, with bytes: [UInt8]) throws {
        let end = try handle.offset()
        try handle.seek(toOffset: UInt64(offset))
        try handle.write(contentsOf: bytes)
        try handle.seek(toOffset: end)
    }

    /// Closes the file.
    package func close() throws {
        try handle.close()
    }
}
