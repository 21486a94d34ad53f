import Foundation

/// The kind of a layer transition (Core Animation's `CATransitionType`), including the private types that work
/// on iOS and that UIKit and apps use by name (`CATransitionType(rawValue: "rippleEffect")`): `cube`,
/// `alignedCube`, `oglFlip`, `flip`, `alignedFlip`, `rotate`, `pageCurl`, `pageUnCurl`, `rippleEffect`,
/// `suckEffect`, `cameraIris`, `cameraIrisHollowClose` and `cameraIrisHollowOpen`.
///
/// Apple documents only the four public types; for the private ones it publishes no geometry, so
/// OpenUIKit draws each as iOS shows it with the geometry given in the docs of its renderer (the DocC
/// article "Core Animation on Linux" lists them).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
    /// A private type (not in Apple's SDK, but it works on iOS and UIKit uses it): the content turns on a cube.
    package static let cube = CATransitionType(rawValue: "cube")
    /// A private type drawn as `cube` (iOS aligns the cube's faces to pixels; the turn is the same).
    package static let alignedCube = CATransitionType(rawValue: "alignedCube")
    /// A private type: the layer flips over, as `UIView.transition` with `.transitionFlipFrom…` shows it.
    package static let oglFlip = CATransitionType(rawValue: "oglFlip")
    /// A private type drawn as `oglFlip`.
    package static let flip = CATransitionType(rawValue: "flip")
    /// A private type drawn as `oglFlip` (iOS aligns the faces to pixels; the turn is the same).
    package static let alignedFlip = CATransitionType(rawValue: "alignedFlip")
    /// A private type: the old content turns out (subtype `90cw`, the default, `90ccw`, `180cw` or
    /// `180ccw`) while the new one turns in, dissolving into each other.
    package static let rotate = CATransitionType(rawValue: "rotate")
    /// A private type: the old content curls up like a page (`.transitionCurlUp`).
    package static let pageCurl = CATransitionType(rawValue: "pageCurl")
    /// A private type: the new content uncurls down over the old (`.transitionCurlDown`).
    package static let pageUnCurl = CATransitionType(rawValue: "pageUnCurl")
    /// A private type: a ring of waves spreads from the centre, displacing the content, with the new
    /// content behind the wavefront.
    package static let rippleEffect = CATransitionType(rawValue: "rippleEffect")
    /// A private type: the old content is sucked into the bottom-left corner like a genie, uncovering the new.
    package static let suckEffect = CATransitionType(rawValue: "suckEffect")
    /// A private type: a camera iris closes over the old content, then opens on the new.
    package static let cameraIris = CATransitionType(rawValue: "cameraIris")
    /// A private type, the first half of `cameraIris`: the iris closes over the old content; its hollow
    /// blades show the new.
    package static let cameraIrisHollowClose = CATransitionType(rawValue: "cameraIrisHollowClose")
    /// A private type, the second half of `cameraIris`: the iris opens on the new content; its hollow
    /// blades show the old.
    package static let cameraIrisHollowOpen = CATransitionType(rawValue: "cameraIrisHollowOpen")
    /// The types OpenUIKit draws: the four public ones and the private ones that work on iOS.
    public static let known: Set<CATransitionType> = [
        .fade, .moveIn, .push, .reveal, .cube, .alignedCube, .oglFlip, .flip, .alignedFlip, .rotate, .pageCurl,
        .pageUnCurl, .rippleEffect, .suckEffect, .cameraIris, .cameraIrisHollowClose, .cameraIrisHollowOpen,
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
    /// The effect; `fade` by default. A type iOS does not draw (see ``CATransitionType``) is reported and
    /// drawn as a fade, as iOS falls back to one.
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
