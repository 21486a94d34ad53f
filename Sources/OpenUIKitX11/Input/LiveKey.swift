/// The keys the live window answers, as the iOS simulator's menu commands.
enum LiveKey: Equatable {
    /// Esc: quit (exit code 0).
    case quit
    /// S: slow animations on or off (every animation 10× slower).
    case toggleSlowAnimations
    /// F: frame time shown in the window's corner, or not.
    case toggleFrameTime
    /// P: the clock paused or running again.
    case togglePause
}
