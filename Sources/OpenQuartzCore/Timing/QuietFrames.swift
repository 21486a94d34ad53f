import Foundation

/// What a participant of the frame loop answers so the headless loop can jump over frames in which nothing
/// would happen (Apple has no such type: on iOS the display drives every frame).
///
/// A host (UIKit's run loop: timers, deadlines, queued work) or a display link whose firing only shows the
/// current time (a running property animator) gives two answers about a pass of the run loop at a media
/// time `t` later than now, assuming nothing else changes meanwhile:
/// - `nextDueTime`: a hint, the earliest time at which a pass may do something (negative infinity when it
///   has work now, infinity when nothing of its own is ahead). Jumps aim for the frames before it.
/// - `isQuiet(t)`: the exact answer, from the very tests a pass makes: whether a pass at `t` would do
///   nothing observable. It must be monotone in `t` between now and any later time it answers true for
///   (the clock checks both ends of a jump), which tests against fire dates, deadlines and the end of a
///   steadily moving timeline are.
@MainActor
package struct QuietFrames {
    package var nextDueTime: () -> CFTimeInterval
    package var isQuiet: (CFTimeInterval) -> Bool

    package init(nextDueTime: @escaping () -> CFTimeInterval, isQuiet: @escaping (CFTimeInterval) -> Bool) {
        self.nextDueTime = nextDueTime
        self.isQuiet = isQuiet
    }

    /// A participant with nothing of its own ever due (Core Animation without UIKit).
    package static let nothingDue = QuietFrames(nextDueTime: { .infinity }, isQuiet: { _ in true })
}
