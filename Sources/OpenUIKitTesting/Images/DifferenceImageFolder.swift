import Foundation

/// Where difference images go: `SNAPSHOT_ARTIFACTS` (swift-snapshot-testing's setting for failed snapshots),
/// else `OpenUIKitTesting` in the temporary folder; each under a new name.
enum DifferenceImageFolder {
    /// Writes `data` as a new PNG file and returns its path (or why it could not).
    static func write(_ data: Data) -> String {
        let root =
            ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
            ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("OpenUIKitTesting")
        let url = URL(fileURLWithPath: root).appendingPathComponent("difference-\(UUID().uuidString).png")
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
            return url.path
        } catch {
            return "(not written: \(error))"
        }
    }
}
