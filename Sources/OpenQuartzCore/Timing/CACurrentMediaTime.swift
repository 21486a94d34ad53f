import Foundation
import Synchronization

/// The current media time in seconds, read from the one media clock.
///
/// On Apple platforms this is the host's monotonic clock. In OpenUIKit the clock is virtual by default: it
/// starts at 0 and moves only when stepped (``CAMediaClock/advance(by:)``, or
/// `UIApplication.shared.advance(by:)`), so every animation is reproducible to the exact frame.
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaClockStorage.time.withLock { $0 }
}

/// The storage behind ``CACurrentMediaTime()``; written only by the frame loop.
package enum MediaClockStorage {
    package static let time = Mutex<CFTimeInterval>(0)
}
