import Foundation
import OpenUIKit

extension DemoStage {
    /// A finger's tap at `point` (window coordinates) in the stage's window: `tap(at:in:)`, which runs the run
    /// loop over the tap's frame (1/60 s), so the button acts 1/60 s after the script's time (the recording
    /// keeps its later frames on their times). Nothing happens without a point (a button not on screen).
    func tap(_ point: CGPoint?) {
        guard let point else { return }
        UIApplication.shared.tap(at: point, in: window)
    }
}
