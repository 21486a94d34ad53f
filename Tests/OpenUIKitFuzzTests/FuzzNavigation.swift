import Foundation
import PropertyBased

/// The navigation area's operations, on the scene's navigation controller `n` (root of the key window).
/// Pushed controllers are new `FuzzController`s (`p1`, `p2`…); a stack index wraps around the stack.
enum FuzzNavigationOperation: Hashable, Sendable, CustomStringConvertible {
    case push(animated: Bool)
    /// Pushes a controller that is already in the stack (UIKit raises).
    case pushAgain(Int, animated: Bool)
    case pop(animated: Bool)
    case popToRoot(animated: Bool)
    case popTo(Int, animated: Bool)
    /// Keeps the stack's controllers the bit mask names (the root always, in order) and appends `fresh`
    /// new ones.
    case setStack(keep: Int, fresh: Int, animated: Bool)
    /// `setViewControllers([])`, which UIKit refuses.
    case setEmptyStack
    /// A finger from the left edge (a `FuzzNavigationOperation.swipes` entry), with a push asked for
    /// half-way when `pushMidway` (refused: the pop is running).
    case edgeSwipe(Int, pushMidway: Bool)

    /// Edge swipes: how far across the width and over how long. The first is cancelled (short and slow),
    /// the others finish (far; a short fast flick).
    static let swipes: [(name: String, fraction: CGFloat, duration: TimeInterval, finishes: Bool)] = [
        ("short slow", 0.15, 0.5, false), ("long", 0.8, 0.4, true), ("flick", 0.12, 0.04, true),
    ]

    var description: String {
        switch self {
        case .push(let animated): return "n.pushViewController(pNext, animated: \(animated))"
        case .pushAgain(let i, let animated):
            return "n.pushViewController(n.viewControllers[\(i)], animated: \(animated))"
        case .pop(let animated): return "n.popViewController(animated: \(animated))"
        case .popToRoot(let animated): return "n.popToRootViewController(animated: \(animated))"
        case .popTo(let i, let animated): return "n.popToViewController(n.viewControllers[\(i)], animated: \(animated))"
        case .setStack(let keep, let fresh, let animated):
            return
                "n.setViewControllers(n.viewControllers kept by mask \(keep) + \(fresh) new, animated: \(animated))"
        case .setEmptyStack: return "n.setViewControllers([], animated: false)"
        case .edgeSwipe(let kind, let pushMidway):
            let swipe = FuzzOperation.pick(Self.swipes, kind)
            return
                "drag from the left edge \(swipe.fraction) of the width over \(swipe.duration) s (\(swipe.name))\(pushMidway ? ", pushing pNext half-way" : ""); advance until the pop ends"
        }
    }
}

extension FuzzGenerators {
    static let navigationDomains: [FuzzDomain] = [
        FuzzDomain("push", 8, 5, Gen.bool.map { FuzzOperation.navigation(.push(animated: $0)) }),
        FuzzDomain(
            "pushAgain", 0, 2,
            zip(Gen.int(in: 0...7), Gen.bool).map { FuzzOperation.navigation(.pushAgain($0, animated: $1)) }),
        FuzzDomain("pop", 5, 4, Gen.bool.map { FuzzOperation.navigation(.pop(animated: $0)) }),
        FuzzDomain("popToRoot", 2, 2, Gen.bool.map { FuzzOperation.navigation(.popToRoot(animated: $0)) }),
        FuzzDomain(
            "popTo", 2, 2, zip(Gen.int(in: 0...7), Gen.bool).map { FuzzOperation.navigation(.popTo($0, animated: $1)) }),
        FuzzDomain(
            "setStack", 3, 3,
            zip(Gen.int(in: 0...63), Gen.int(in: 0...2), Gen.bool).map {
                FuzzOperation.navigation(.setStack(keep: $0, fresh: $1, animated: $2))
            }),
        FuzzDomain("setEmptyStack", 0, 1, Gen.always(FuzzOperation.navigation(.setEmptyStack))),
        FuzzDomain(
            "edgeSwipe", 5, 4,
            zip(Gen.int(in: 0..<FuzzNavigationOperation.swipes.count), Gen.bool).map {
                FuzzOperation.navigation(.edgeSwipe($0, pushMidway: $1))
            }),
    ]
}
