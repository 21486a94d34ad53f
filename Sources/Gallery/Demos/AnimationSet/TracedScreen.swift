import Foundation

/// A screen of the AnimationSet app that notes lines in the demo's trace (what the app would log to the console):
/// the shell (`AnimationSetApp`) gives it the trace's note-taker when its row makes it.
@MainActor
protocol TracedScreen: AnyObject {
    /// Notes a line in the demo's trace.
    var note: (String) -> Void { get set }
}
