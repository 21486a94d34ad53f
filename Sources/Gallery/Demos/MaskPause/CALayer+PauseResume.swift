import Foundation
import OpenUIKit

extension CALayer {
    /// Pauses the layer's animations as Technical Q&A QA1673 does (the seed's and the app's `pauseAnimation:`):
    /// the current media time converted to the layer's local time is kept in `timeOffset`, and `speed` becomes 0 so
    /// local time no longer moves with its parent's. Returns that local time.
    func pauseLocalTime() -> CFTimeInterval {
        // The current media time in the layer's local time.
        let pausedTime = convertTime(CACurrentMediaTime(), from: nil)
        // Kept in timeOffset, which resuming uses too.
        timeOffset = pausedTime
        // Local time no longer moves with its parent's.
        speed = 0
        return pausedTime
    }

    /// Resumes animations `pauseLocalTime()` paused, as Technical Q&A QA1673 does (the seed's and the app's
    /// `resumeAnimation:`): `speed` back to 1, `timeOffset` and `beginTime` to 0, then `beginTime` set to how long
    /// the layer was paused, so local time carries on where it stopped. Returns that interval.
    func resumeLocalTime() -> CFTimeInterval {
        // When it paused (read before speed and timeOffset change).
        let pausedTime = timeOffset
        // Time moves again.
        speed = 1
        // The earlier offset goes.
        timeOffset = 0
        // Needed so that pausing and resuming again stays smooth.
        beginTime = 0
        // How long it was paused.
        let intervalTime = convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        // The local time starts that much later.
        beginTime = intervalTime
        return intervalTime
    }
}
