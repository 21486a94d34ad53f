import Foundation

/// The kind of a layer transition (Core Animation's `CATransitionType`), including the private types UIKit
/// itself uses and that work on iOS (`cube`, `oglFlip`, `pageCurl`, `pageUnCurl`).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
    /// A private type (not in Apple's SDK, but it works on iOS and UIKit uses it): the content turns on a cube.
    package static let cube = CATransitionType(rawValue: "cube")
    /// A private type: the layer flips over, as `UIView.transition` with `.transitionFlipFrom…` shows it.
    package static let oglFlip = CATransitionType(rawValue: "oglFlip")
    /// A private type: the old content curls up like a page (`.transitionCurlUp`).
    package static let pageCurl = CATransitionType(rawValue: "pageCurl")
    /// A private type: the new content uncurls down over the old (`.transitionCurlDown`).
    package static let pageUnCurl = CATransitionType(rawValue: "pageUnCurl")
    /// The types OpenUIKit draws: the four public ones and the private ones UIKit's transitions use.
    public static let known: Set<CATransitionType> = [
        .fade, .moveIn, .push, .reveal, .cube, .oglFlip, .pageCurl, .pageUnCurl,
    ]
}

/// The direction of a transition (Core Animation's `CATransitionSubtype`).
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// An animated change between a layer's previous and new state (Core Animation's `CATransition`).
///
/// When added, the transition captures the layer subtree as it was at the last commit (the old state);
/// the layer's model after the transaction is the new state. Its progress runs from `startProgress` to
/// `endProgress` over the duration through the timing function. It changes no property: the compositor
/// draws the effect from the two states.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    /// The effect; `fade` by default. An unknown type is reported and drawn as a fade.
    public var type: CATransitionType = .fade
    public var subtype: CATransitionSubtype?
    /// Where the effect starts, 0…1 (default 0).
    public var startProgress: Float = 0
    /// Where the effect ends, 0…1 (default 1).
    public var endProgress: Float = 1
    /// A filter object; when set, `type` and `subtype` are ignored (as Apple).
    public var filter: Any?

    package override var defaultValues: [String: Any?] {
        super.defaultValues.merging([
            "type": type, "subtype": subtype, "startProgress": startProgress,
            "endProgress": endProgress, "filter": filter,
        ]) { $1 }
    }

    /// The old state: the layer subtree as committed before the transition was added.
    package private(set) var previousState: CALayer?

    package override func copyConfiguration(from other: CAAnimation) {
        super.copyConfiguration(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
        filter = other.filter
    }

    package override func isValid(for layer: CALayer) -> Bool {
        if filter == nil, !CATransitionType.known.contains(type) {
            Diagnostics.report(
                .invalidArgument, .warning,
                "CATransition type \"\(type.rawValue)\" is not supported; it is drawn as a fade")
        }
        guard (0...1).contains(startProgress), (0...1).contains(endProgress) else {
            Diagnostics.report(
                .invalidTiming, .exception,
                "CATransition startProgress/endProgress must be in 0…1; got \(startProgress)/\(endProgress)")
            return false
        }
        return true
    }

    package override func prepare(for layer: CALayer) {
        super.prepare(for: layer)
        previousState = layer.committedSnapshot()
    }

    /// The effect's progress at `parentTime` (the layer's local time), or nil when it has no effect.
    package func progress(atParentTime parentTime: Double) -> Double? {
        guard let (basicTime, _) = timing.basicTime(fromParent: parentTime) else { return nil }
        let start = Double(startProgress), end = Double(endProgress)
        return start + (end - start) * pacedFraction(basicTime: basicTime)
    }
}
