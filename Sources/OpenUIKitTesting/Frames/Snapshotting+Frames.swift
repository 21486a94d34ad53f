import Foundation
import OpenCoreGraphics
import OpenUIKit
import SnapshotTesting

extension Diffing where Value == FrameRecording {
    /// Compares recordings frame by frame (each as `Diffing.image` compares images); the failure names the
    /// first frame that differs and its time, and writes that frame's difference image.
    public static func frames(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        let comparison = ImageComparison(precision: Double(precision), perceptualPrecision: Double(perceptualPrecision))
        return Diffing.diff(
            toData: { $0.apngData },
            fromData: { FrameRecording(apngData: $0) ?? FrameRecording(frames: [], fps: 60) }
        ) { reference, candidate in
            guard reference.frames.count == candidate.frames.count else {
                return (
                    "The new recording has \(candidate.frames.count) frames; the reference has \(reference.frames.count).",
                    []
                )
            }
            for (index, (old, new)) in zip(reference.frames, candidate.frames).enumerated() {
                guard let mismatch = comparison.mismatch(reference: old, candidate: new) else { continue }
                let time = String(format: "%.3f", Double(index) / Double(max(candidate.fps, 1)))
                var message = "Frame \(index) (t = \(time) s) is the first that differs: \(mismatch.message)"
                var attachments: [DiffAttachment] = []
                if let difference = mismatch.difference, let data = UIImage(cgImage: difference).pngData() {
                    message += " Difference image: \(DifferenceImageFolder.write(data))"
                    attachments.append(.data(data, name: "difference-frame-\(index).png"))
                }
                return (message, attachments)
            }
            return nil
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == FrameRecording {
    /// A transition recorded frame by frame: the controller is shown (in its window, or a new one of
    /// `device`'s screen size), `action` runs (a push, a present, a tab switch…), then the window is
    /// rendered `fps` times a second for `duration` seconds of virtual time, the first frame at the moment
    /// `action` ran. Stored as an animated PNG; compared frame by frame.
    public static func frames(
        duration: TimeInterval, fps: Int = 30, on device: UIScreen.Device = .headless, scale: CGFloat = 1,
        precision: Float = 1, perceptualPrecision: Float = 1,
        _ action: @escaping @MainActor (UIViewController) -> Void
    ) -> Snapshotting {
        Snapshotting(
            pathExtension: "png", diffing: .frames(precision: precision, perceptualPrecision: perceptualPrecision)
        ) { controller in
            MainActor.assumeIsolated {
                let window = SnapshotRendering.window(showing: controller, on: device)
                action(controller)
                let count = max(Int((duration * Double(fps)).rounded(.down)), 0) + 1
                var frames: [CGImage] = []
                for index in 0..<count {
                    if index > 0 {
                        UIApplication.shared.advance(by: 1 / Double(fps))
                    } else {
                        UIApplication.shared.advance(by: 0)
                    }
                    if let image = SnapshotRendering.image(of: window, scale: scale).cgImage { frames.append(image) }
                }
                return FrameRecording(frames: frames, fps: fps)
            }
        }
    }
}
