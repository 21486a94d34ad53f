import Foundation
import OpenUIKit

/// One step of a fuzz program: a public API call (or a documented sequence of calls) on the objects of a
/// `FuzzUniverse`, named by their index in its pools (windows `w`, controllers `c`, views `v`, layers `l`,
/// property animators `a`). Indices wrap around the pools, so every operation can run in every universe and
/// a program stays runnable when the shrinker removes operations from it.
///
/// To cover a new API (navigation, presentation, tab bars, gestures…): add cases here, a description line,
/// a `FuzzDomain` with their generator in `FuzzGenerators`, and their interpretation in a
/// `FuzzInterpreter+Domain.swift` file; add pools to `FuzzUniverse` and checks to `FuzzInvariants` when the
/// API brings new objects or promises.
enum FuzzOperation: Hashable, Sendable, CustomStringConvertible {
    /// What a view is added into.
    enum Target: Hashable, Sendable {
        case view(Int), controller(Int), window(Int)
    }

    // Windows and controllers
    case showWindow(Int)
    case hideWindow(Int, Bool)
    case setRoot(window: Int, controller: Int?)
    case embed(child: Int, parent: Int)
    case unembed(Int)
    case swap(parent: Int, from: Int, to: Int, duration: Int, options: Int, colour: Bool)
    case manualCycle(Int)
    case beginAppearance(Int, Bool)
    case endAppearance(Int)
    case present(presenter: Int, presented: Int, style: Int, transition: Int, animated: Bool)
    case dismiss(Int, animated: Bool)
    // Views
    case addSubview(Int, into: Target)
    case removeFromSuperview(Int)
    case dropView(Int)
    // UIView animations
    case animate(views: Int, property: Int, duration: Int, options: Int)
    case keyframes(Int, duration: Int)
    case transitionView(Int, options: Int)
    case removeViewAnimations(Int)
    // Core Animation
    case addSublayer(Int, toView: Int)
    case removeLayer(Int)
    case dropLayer(Int)
    case animateLayer(Int, duration: Int, repeats: Bool)
    case transaction(Int, duration: Int)
    case removeLayerAnimations(Int)
    // Property animators
    case makeAnimator(Int, view: Int, property: Int, duration: Int)
    case animatorCall(Int, call: Int)
    case dropAnimator(Int)
    // Run loop and rendering
    case advance(frames: Int)
    case runUntilIdle(timeout: Int)
    case render(window: Int, hierarchy: Bool)
    // Misuse that UIKit or Core Animation answers with an exception or a warning
    case misuse(kind: Int, first: Int, second: Int)
    // The areas' scenes and their operations
    case setUp(FuzzArea)
    case navigation(FuzzNavigationOperation)
    case sheetSwipe(Int)
    case tabBar(FuzzTabBarOperation)
    case touch(FuzzTouchOperation)
    case layout(FuzzLayoutOperation)
    case collection(FuzzCollectionOperation)

    // MARK: Tables the indices choose from

    static let durations: [TimeInterval] = [0, 0.1, 0.3, 1]
    static let frameCounts = [0, 1, 2, 10, 30]
    static let timeouts: [TimeInterval] = [0, 0.1, 1, 3]
    static let blockOptions: [(name: String, options: UIView.AnimationOptions)] = [
        ("[]", []), ("[.repeat]", [.repeat]), ("[.repeat, .autoreverse]", [.repeat, .autoreverse]),
        ("[.allowUserInteraction]", [.allowUserInteraction]), ("[.beginFromCurrentState]", [.beginFromCurrentState]),
        ("[.curveLinear, .layoutSubviews]", [.curveLinear, .layoutSubviews]),
    ]
    static let transitionOptions: [(name: String, options: UIView.AnimationOptions)] = [
        ("[]", []), ("[.transitionCrossDissolve]", [.transitionCrossDissolve]),
        ("[.transitionFlipFromLeft]", [.transitionFlipFromLeft]),
        ("[.transitionCurlUp, .allowUserInteraction]", [.transitionCurlUp, .allowUserInteraction]),
    ]
    static let presentationStyles: [(name: String, style: UIModalPresentationStyle)] = [
        (".fullScreen", .fullScreen), (".overFullScreen", .overFullScreen), (".pageSheet", .pageSheet),
        (".custom", .custom), (".currentContext", .currentContext), (".formSheet", .formSheet),
        (".overCurrentContext", .overCurrentContext), (".automatic", .automatic), (".popover", .popover),
    ]
    /// Sheets dragged down: how far down the sheet's height and over how long. The first lets the sheet
    /// return (short and slow), the others dismiss it (far; a short fast flick).
    static let sheetSwipes: [(name: String, fraction: CGFloat, duration: TimeInterval, finishes: Bool)] = [
        ("short slow", 0.1, 0.5, false), ("long", 0.7, 0.4, true), ("flick", 0.1, 0.05, true),
    ]
    static let modalTransitionStyles: [(name: String, style: UIModalTransitionStyle)] = [
        (".coverVertical", .coverVertical), (".crossDissolve", .crossDissolve), (".flipHorizontal", .flipHorizontal),
        (".partialCurl", .partialCurl),
    ]
    static let properties = ["center.x", "alpha", "backgroundColor", "bounds.size", "transform"]
    static let animatorCalls = [
        "startAnimation()", "pauseAnimation()", "stopAnimation(true)", "stopAnimation(false)",
        "finishAnimation(at: .end)",
        "finishAnimation(at: .start)", "finishAnimation(at: .current)", "fractionComplete = 0.5", "isReversed.toggle()",
        "continueAnimation(withTimingParameters: nil, durationFactor: 0.5)", "addAnimations { alpha = 0.3 }",
    ]
    static let misuses = [
        "addSubview(self or an ancestor)", "transition(from:to:) between non-children", "addChild(self or an ancestor)",
        "animate(withDuration: .nan, delay: -1)", "advance(by: -1); runUntilIdle(timeout: .nan)",
        "layer.add(CABasicAnimation(keyPath: \"position\") with fromValue \"x\")", "addSublayer(own superlayer)",
        "exchangeSubview(at: 5, withSubviewAt: -1)", "layer.removeAnimation(forKey: \"missing\")",
    ]

    static func pick<T>(_ table: [T], _ index: Int) -> T { table[abs(index) % table.count] }

    // MARK: Swift-like lines

    var description: String {
        switch self {
        case .showWindow(let w): return "w\(w).makeKeyAndVisible()"
        case .hideWindow(let w, let hidden): return "w\(w).isHidden = \(hidden)"
        case .setRoot(let w, let c): return "w\(w).rootViewController = \(c.map { "c\($0)" } ?? "nil")"
        case .embed(let child, let parent):
            return
                "c\(parent).addChild(c\(child)); c\(parent).view.addSubview(c\(child).view); c\(child).didMove(toParent: c\(parent))"
        case .unembed(let c):
            return "c\(c).willMove(toParent: nil); c\(c).view.removeFromSuperview(); c\(c).removeFromParent()"
        case .swap(let p, let from, let to, let d, let o, let colour):
            return
                "c\(from).willMove(toParent: nil); c\(p).addChild(c\(to)); c\(p).transition(from: c\(from), to: c\(to), duration: \(Self.pick(Self.durations, d)), options: \(Self.pick(Self.transitionOptions, o).name), animations: { \(colour ? "c\(to).view.backgroundColor = .red" : "") }) { _ in c\(from).removeFromParent(); c\(to).didMove(toParent: c\(p)) }"
        case .manualCycle(let c):
            return
                "c\(c).beginAppearanceTransition(true, animated: false); c\(c).endAppearanceTransition(); c\(c).beginAppearanceTransition(false, animated: false); c\(c).endAppearanceTransition()"
        case .beginAppearance(let c, let appearing):
            return "c\(c).beginAppearanceTransition(\(appearing), animated: true)"
        case .endAppearance(let c): return "c\(c).endAppearanceTransition()"
        case .present(let presenter, let presented, let style, let transition, let animated):
            return
                "c\(presented).modalPresentationStyle = \(Self.pick(Self.presentationStyles, style).name); c\(presented).modalTransitionStyle = \(Self.pick(Self.modalTransitionStyles, transition).name); c\(presenter).present(c\(presented), animated: \(animated), completion: expectOnce)"
        case .dismiss(let c, let animated): return "c\(c).dismiss(animated: \(animated), completion: expectOnce)"
        case .addSubview(let v, let target): return "\(Self.name(of: target)).addSubview(v\(v))"
        case .removeFromSuperview(let v): return "v\(v).removeFromSuperview()"
        case .dropView(let v):
            return
                "v\(v).subviews.forEach { $0.removeFromSuperview() }; v\(v).removeFromSuperview(); v\(v) = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))"
        case .animate(let views, let property, let d, let o):
            let names = Self.viewNames(views)
            return
                "UIView.animate(withDuration: \(Self.pick(Self.durations, d)), delay: 0, options: \(Self.pick(Self.blockOptions, o).name), animations: { change \(Self.pick(Self.properties, property)) of \(names) }, completion: expectOnce)"
        case .keyframes(let v, let d):
            return
                "UIView.animateKeyframes(withDuration: \(Self.pick(Self.durations, d)), delay: 0, animations: { UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v\(v).alpha = 0.5; v\(v).backgroundColor = .blue } }, completion: expectOnce)"
        case .transitionView(let v, let o):
            return
                "UIView.transition(with: v\(v), duration: 0.3, options: \(Self.pick(Self.transitionOptions, o).name), animations: { v\(v).backgroundColor = .green }, completion: expectOnce)"
        case .removeViewAnimations(let v): return "v\(v).layer.removeAllAnimations()"
        case .addSublayer(let l, let v): return "v\(v).layer.addSublayer(l\(l))"
        case .removeLayer(let l): return "l\(l).removeFromSuperlayer()"
        case .dropLayer(let l): return "l\(l).removeFromSuperlayer(); l\(l) = CALayer()"
        case .animateLayer(let l, let d, let repeats):
            return
                "l\(l).add(CABasicAnimation(keyPath: \"position.x\") duration \(Self.pick(Self.durations, d))\(repeats ? " repeatCount .infinity" : "") delegate expectOnce, forKey: \"move\")"
        case .transaction(let l, let d):
            return
                "CATransaction.begin(); CATransaction.setAnimationDuration(\(Self.pick(Self.durations, d))); CATransaction.setCompletionBlock(expectOnce); l\(l).opacity = 0.5; CATransaction.commit()"
        case .removeLayerAnimations(let l): return "l\(l).removeAllAnimations()"
        case .makeAnimator(let a, let v, let property, let d):
            return
                "a\(a) = UIViewPropertyAnimator(duration: \(Self.pick(Self.durations, d)), curve: .easeInOut) { change \(Self.pick(Self.properties, property)) of v\(v) }; a\(a).addCompletion(expectAtMostOnce)"
        case .animatorCall(let a, let call): return "a\(a).\(Self.pick(Self.animatorCalls, call))"
        case .dropAnimator(let a): return "a\(a) = nil"
        case .advance(let frames):
            return "UIApplication.shared.advance(by: \(Self.pick(Self.frameCounts, frames)).0 / 60)"
        case .runUntilIdle(let t): return "UIApplication.shared.runUntilIdle(timeout: \(Self.pick(Self.timeouts, t)))"
        case .render(let w, let hierarchy):
            return hierarchy
                ? "w\(w).drawHierarchy(in: w\(w).bounds, afterScreenUpdates: false)"
                : "CARenderer(layer: w\(w).layer, size: w\(w).bounds.size).render()"
        case .misuse(let kind, let first, let second):
            return "misuse \(Self.pick(Self.misuses, kind)) with \(first), \(second)"
        case .setUp(let area): return "setUp(.\(area)) // \(area.scene)"
        case .navigation(let operation): return "\(operation)"
        case .sheetSwipe(let kind):
            let swipe = Self.pick(Self.sheetSwipes, kind)
            return
                "drag the top sheet down \(swipe.fraction) of its height over \(swipe.duration) s (\(swipe.name)); advance until it ends"
        case .tabBar(let operation): return "\(operation)"
        case .touch(let operation): return "\(operation)"
        case .layout(let operation): return "\(operation)"
        case .collection(let operation): return "\(operation)"
        }
    }

    static func name(of target: Target) -> String {
        switch target {
        case .view(let v): return "v\(v)"
        case .controller(let c): return "c\(c).view"
        case .window(let w): return "w\(w)"
        }
    }

    /// The views a bit mask names (at least one).
    static func viewIndices(_ mask: Int) -> [Int] {
        let indices = (0..<FuzzUniverse.viewCount).filter { mask & (1 << $0) != 0 }
        return indices.isEmpty ? [abs(mask) % FuzzUniverse.viewCount] : indices
    }

    static func viewNames(_ mask: Int) -> String {
        viewIndices(mask).map { "v\($0)" }.joined(separator: ", ")
    }
}
