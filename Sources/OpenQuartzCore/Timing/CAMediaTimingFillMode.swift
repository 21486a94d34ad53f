import Foundation

/// What an animation shows outside its active interval (Core Animation's `CAMediaTimingFillMode`).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No effect outside the active interval (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// After the end, the final state stays (visible only with `isRemovedOnCompletion = false`).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Before `beginTime`, the initial state shows.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both forwards and backwards.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}
