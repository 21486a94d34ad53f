import Foundation
import OpenUIKit

/// Writes a frame sequence as APNG (own encoder), a PNG sequence, or GIF/MP4 through ffmpeg.
enum AnimationWriter {
    struct MissingTool: Error, CustomStringConvertible {
        let format: OutputFormat
        var description: String {
            "\(format.rawValue) output needs ffmpeg, which is not installed. Install it with: apt-get install -y ffmpeg"
        }
    }

    /// Writes the frames and returns the file (or folder) name inside `directory`.
    static func write(_ images: [CGImage], format: OutputFormat, fps: Int, name: String, in directory: URL) async throws -> String {
        switch format {
        case .apng:
            let file = "\(name).png"
            try await FrameRenderer.apng(of: images, fps: fps)?.write(to: directory.appendingPathComponent(file))
            return file
        case .frames:
            let folder = directory.appendingPathComponent("\(name)-frames")
            try writeSequence(images, to: folder)
            return "\(name)-frames"
        case .gif, .mp4:
            guard let ffmpeg = FFmpeg.path else { throw MissingTool(format: format) }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(name)-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            try writeSequence(images, to: folder)
            let file = "\(name).\(format.rawValue)"
            try FFmpeg.encode(ffmpeg, frames: folder, fps: fps, format: format, output: directory.appendingPathComponent(file))
            return file
        }
    }

    private static func writeSequence(_ images: [CGImage], to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (index, image) in images.enumerated() {
            try PNGEncoder.encode(image, compressionLevel: 1).write(to: folder.appendingPathComponent(String(format: "frame-%05d.png", index)))
        }
    }
}

/// Finds and runs ffmpeg.
enum FFmpeg {
    static var path: String? {
        let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/usr/local/bin").split(separator: ":").map { "\($0)/ffmpeg" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    struct Failure: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "ffmpeg exited with status \(status)" }
    }

    static func encode(_ executable: String, frames: URL, fps: Int, format: OutputFormat, output: URL) throws {
        let input = frames.appendingPathComponent("frame-%05d.png").path
        var arguments = ["-y", "-loglevel", "error", "-framerate", "\(fps)", "-i", input]
        if format == .gif {
            arguments += ["-filter_complex", "[0:v]split[a][b];[a]palettegen[p];[b][p]paletteuse", output.path]
        } else {
            arguments += ["-pix_fmt", "yuv420p", "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", output.path]
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(status: process.terminationStatus) }
    }
}
