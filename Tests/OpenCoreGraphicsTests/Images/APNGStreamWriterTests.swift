import Foundation
import Testing
@testable import OpenCoreGraphics

/// Streaming an animated PNG: frames held back for their disposal and repeats, `acTL` written last, a file
/// sink giving the same bytes as memory, and the result read by Python's zlib-based checker.
@Suite struct APNGStreamWriterTests {
    typealias B = PNGBytes

    let images = (0..<5).map { i -> CGImage in
        // Opaque 16×12 images: a grey field with a block that moves and, in the last two, stays.
        var pixels: [UInt8] = []
        let x0 = [2, 5, 8, 8, 1][i]
        for y in 0..<12 {
            for x in 0..<16 {
                pixels += (x >= x0 && x < x0 + 4 && y >= 3 && y < 9) ? [20, 40, 200, 255] : [230, 230, 230, 255]
            }
        }
        return CGImage(width: 16, height: 12, premultipliedRGBA: pixels)!
    }

    /// Plans, compresses and writes `images` as a recording does; returns the bytes.
    func stream<Sink: APNGByteSink>(_ images: [CGImage], into sink: Sink) throws -> Sink {
        var planner = APNGFramePlanner()
        var writer = try APNGStreamWriter(width: 16, height: 12, colorType: .rgba, loopCount: 0, sink: sink)
        for image in images {
            switch planner.plan(image) {
            case .repeatLastFrame:
                let repeated = writer.repeatLastFrame()
                #expect(repeated)
            case .frame(let plan):
                let frame = APNGEncoder.Frame(
                    plan, colorType: .rgba, settings: PNGDeflateSettings(level: 9, memoryLevel: 9, maximumChain: 2048),
                    delay: (1, 30))
                let appended = try writer.append(frame, disposeOfPrevious: plan.disposeOfPrevious)
                #expect(appended)
            }
        }
        try writer.finish()
        return writer.sink
    }

    func frameControls(_ bytes: [UInt8]) throws -> [[UInt32]] {
        try #require(B.chunks(Data(bytes))).filter { $0.type == "fcTL" }.map { chunk in
            let b = chunk.body
            return [
                B.readUInt32(b, 4), B.readUInt32(b, 8), B.readUInt32(b, 12), B.readUInt32(b, 16),
                UInt32(B.readUInt16(b, 20)), UInt32(B.readUInt16(b, 22)), UInt32(b[24]), UInt32(b[25]),
            ]
        }
    }

    @Test func repeatsLengthenTheHeldFrameAndTheCountIsWrittenLast() throws {
        let bytes = try stream(images, into: APNGMemorySink()).bytes
        let chunks = try #require(B.chunks(Data(bytes)))
        #expect(
            chunks.map(\.type) == [
                "IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND",
            ])
        #expect(chunks.allSatisfy { $0.crcIsValid })
        let frameCountAndPlays: [UInt8] = B.uint32(4) + B.uint32(0)
        #expect(chunks[1].body == frameCountAndPlays)
        // width, height, x, y, delay, dispose, blend: the block moves right (each frame covers its old and new
        // place), holds for two frame times, then jumps left, where the canvas from before the third frame
        // (block at x 5…8) differs over a narrower rectangle than the canvas after it (block at x 8…11): the
        // third frame is disposed of with `previous`.
        #expect(
            try frameControls(bytes) == [
                [16, 12, 0, 0, 1, 30, 0, 0], [7, 6, 2, 3, 1, 30, 0, 1],
                [7, 6, 5, 3, 2, 30, 2, 1], [8, 6, 1, 3, 1, 30, 0, 1],
            ])
        #expect(survives(images[0], as: try PNGDecoder.decode(Data(bytes))))
    }

    @Test func aFileSinkWritesTheSameBytes() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("apng-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let sink = try stream(images, into: try APNGFileSink(url: url))
        try sink.close()
        let written = [UInt8](try Data(contentsOf: url)), inMemory = try stream(images, into: APNGMemorySink()).bytes
        #expect(written == inMemory)
    }

    @Test func framesThatDoNotFitAreRefused() throws {
        var writer = try APNGStreamWriter(width: 16, height: 12, colorType: .rgba, loopCount: 0, sink: APNGMemorySink())
        let part = APNGEncoder.Frame(images[1], changedSince: images[0])
        let results = [
            writer.repeatLastFrame(), try writer.append(part), try writer.append(APNGEncoder.Frame(images[0])),
            try writer.append(APNGEncoder.Frame(randomImage(width: 17, height: 12, seed: 2))), try writer.append(part),
        ]
        // Nothing to repeat yet; the first frame must cover the canvas; a frame wider than the canvas.
        #expect(results == [false, false, true, false, true])
        try writer.finish()
        #expect(try frameControls(writer.sink.bytes).count == 2)
    }

    /// python3's path, or nil when it is not installed.
    static let python: String? = ["/usr/bin/python3", "/usr/local/bin/python3", "/bin/python3"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    @Test(.enabled(if: python != nil, "python3 is not installed"))
    func pythonsZlibReaderPlaysTheAnimationBackFrameForFrame() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apng-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("animation.png")
        try Data(try stream(images, into: APNGMemorySink()).bytes).write(to: file)
        for (index, image) in images.enumerated() {
            try PNGEncoder.encode(image).write(
                to: folder.appendingPathComponent(String(format: "frame-%05d.png", index)))
        }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/check-apng.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.python))
        process.arguments = [script.path, file.path, "--frames", folder.path]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let problem = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(problem)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Int])
        // 16×12 + 7×6 + 7×6 + 8×6 pixels in four frames, played back as five frame times.
        #expect(
            json == ["frames": 4, "plays": 0, "width": 16, "height": 12, "colorType": 6, "pixels": 324, "compared": 5])
    }
}
