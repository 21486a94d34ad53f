import Foundation
import OpenUIKit

/// Writes a demo's frames as they are rendered: the APNG through the renderer's stream (own encoder), a
/// PNG sequence (`frames`, and the input of ffmpeg for GIF/MP4), and the key frames kept for the contact
/// sheet. Frames arrive on several threads in any order; each goes to its own file.
actor AnimationWriter {
    struct MissingTool: Error, CustomStringConvertible {
        let format: OutputFormat
        var description: String {
            "\(format.rawValue) output needs ffmpeg, which is not installed. Install it with: \(FFmpeg.installCommand)"
        }
    }

    /// Where the APNG streams to, when asked for.
    nonisolated let apngSink: APNGFileSink?
    private let formats: [OutputFormat]
    private let fps: Int
    private let name: String
    private let directory: URL
    /// The PNG sequence's folder, when one is wanted: the `frames` output or a temporary input for ffmpeg.
    private nonisolated let sequence: URL?
    private let keyFrameIndices: Set<Int>
    /// The key frames taken so far, by index.
    private(set) var keyFrames: [Int: CGImage] = [:]

    init(formats: [OutputFormat], fps: Int, name: String, in directory: URL, keyFrames: Set<Int>) throws {
        self.formats = formats
        self.fps = fps
        self.name = name
        self.directory = directory
        keyFrameIndices = keyFrames
        if let needsFFmpeg = formats.first(where: { $0 == .gif || $0 == .mp4 }), FFmpeg.path == nil {
            throw MissingTool(format: needsFFmpeg)
        }
        apngSink =
            formats.contains(.apng) ? try APNGFileSink(url: directory.appendingPathComponent("\(name).png")) : nil
        if formats.contains(.frames) {
            sequence = directory.appendingPathComponent("\(name)-frames")
        } else if formats.contains(.gif) || formats.contains(.mp4) {
            sequence = FileManager.default.temporaryDirectory.appendingPathComponent(
                "gallery-\(name)-\(UUID().uuidString)")
        } else {
            sequence = nil
        }
        if let sequence { try FileManager.default.createDirectory(at: sequence, withIntermediateDirectories: true) }
    }

    /// Takes frame `index`: writes it into the sequence (on the caller's thread) and keeps it when it is a
    /// key frame.
    nonisolated func take(_ image: CGImage, index: Int) async throws {
        if let sequence {
            try PNGEncoder.encode(image, compressionLevel: 1).write(
                to: sequence.appendingPathComponent(String(format: "frame-%05d.png", index)))
        }
        await keep(image, index: index)
    }

    private func keep(_ image: CGImage, index: Int) {
        if keyFrameIndices.contains(index) { keyFrames[index] = image }
    }

    /// Closes the APNG, runs ffmpeg for GIF/MP4, removes a temporary sequence, and returns the files written
    /// (names in the output folder), the APNG first.
    func finish(apng: APNGFileSink?) throws -> [String] {
        try apng?.close()
        defer {
            if let sequence, !formats.contains(.frames) { try? FileManager.default.removeItem(at: sequence) }
        }
        var files: [String] = []
        for format in formats {
            switch format {
            case .apng: files.insert("\(name).png", at: 0)
            case .frames: files.append("\(name)-frames")
            case .gif, .mp4:
                guard let ffmpeg = FFmpeg.path, let sequence else { throw MissingTool(format: format) }
                let file = "\(name).\(format.rawValue)"
                try FFmpeg.encode(
                    ffmpeg, frames: sequence, fps: fps, format: format, output: directory.appendingPathComponent(file))
                files.append(file)
            }
        }
        return files
    }
}

/// Finds and runs ffmpeg.
enum FFmpeg {
    /// What installs ffmpeg on Debian (as root).
    static let installCommand = "apt-get install -y ffmpeg"

    static var path: String? {
        let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/usr/local/bin").split(
            separator: ":"
        ).map { "\($0)/ffmpeg" }
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
