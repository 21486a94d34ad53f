import Foundation
@testable import OpenUIKit

/// What must hold after every operation, whatever the program did.
@MainActor
enum FuzzInvariants {
    /// Reports valid use may make: a run loop that hit its timeout with a repeating animation running.
    static func isTolerated(_ report: Diagnostic) -> Bool {
        report.code == .invalidState && report.message.hasPrefix("runUntilIdle(timeout:")
    }

    /// The problems found now (empty when all is well). `reports` are the diagnostics of the operation.
    static func check(_ u: FuzzUniverse, reports: [Diagnostic]) -> [String] {
        var problems = u.ledger.violations
        u.ledger.violations = []
        if CACurrentMediaTime() < u.lastTime {
            problems.append("the clock went back from \(u.lastTime) to \(CACurrentMediaTime())")
        }
        u.lastTime = CACurrentMediaTime()
        let views = u.allViews
        problems += viewTreeProblems(views)
        problems += layerTreeProblems(views.map(\.layer) + u.layers)
        problems += controllerProblems(u, reports: reports)
        problems += modelProblems(u)
        problems += nonFiniteProblems(views.map(\.layer) + u.layers)
        problems += animatorProblems(u)
        problems += u.scene?.problems(reports: reports) ?? []
        return problems
    }

    /// Subviews point back at their superview, layers follow views, a view is its layer's delegate, and no
    /// chain of superviews loops.
    private static func viewTreeProblems(_ views: [UIView]) -> [String] {
        var problems: [String] = []
        for view in views {
            if view.layer.delegate !== view { problems.append("\(view.traceName)'s layer has another delegate") }
            for subview in view.subviews {
                if subview.superview !== view {
                    problems.append(
                        "\(subview.traceName) is a subview of \(view.traceName) but its superview is another")
                }
                if subview.layer.superlayer !== view.layer {
                    problems.append("\(subview.traceName)'s layer is not in \(view.traceName)'s layer")
                }
            }
            if view.subviews.count != Set(view.subviews.map(ObjectIdentifier.init)).count {
                problems.append("\(view.traceName) lists a subview twice")
            }
            if isCyclic(view, next: { $0.superview }) { problems.append("the superviews of \(view.traceName) loop") }
        }
        return problems
    }

    private static func layerTreeProblems(_ layers: [CALayer]) -> [String] {
        var problems: [String] = []
        for layer in layers {
            for sublayer in layer.sublayers ?? [] where sublayer.superlayer !== layer {
                problems.append("a sublayer of \(layer) has another superlayer")
            }
            if isCyclic(layer, next: { $0.superlayer }) { problems.append("the superlayers of \(layer) loop") }
        }
        return problems
    }

    /// Containment both ways and acyclic; appearance callbacks that follow one another as UIKit sends them
    /// (or the repeat was reported), and say the state the controller is in.
    private static func controllerProblems(_ u: FuzzUniverse, reports: [Diagnostic]) -> [String] {
        var problems: [String] = []
        let excused = reports.contains { $0.code == .unbalancedAppearanceTransition || $0.code == .duplicateAppearance }
        for controller in u.checkedControllers {
            let name = controller.title ?? "?"
            for child in controller.children where child.parent !== controller {
                problems.append("\(child.title ?? "?") is a child of \(name) but has another parent")
            }
            if let parent = controller.parent, !parent.children.contains(where: { $0 === controller }) {
                problems.append("\(name)'s parent does not list it")
            }
            if isCyclic(controller, next: { $0.parent }) { problems.append("the parents of \(name) loop") }
            if !controller.unbalancedCallbacks.isEmpty, !excused {
                problems.append(
                    "\(name) got \(controller.unbalancedCallbacks.joined(separator: ", ")) with no diagnostic")
            }
            controller.unbalancedCallbacks = []
            if controller.callbackState != controller.appearanceState {
                problems.append(
                    "\(name) is \(controller.appearanceState) but its callbacks say \(controller.callbackState)")
            }
        }
        return problems
    }

    /// The pool's views and controllers are where the model says: a rejected call changed nothing.
    private static func modelProblems(_ u: FuzzUniverse) -> [String] {
        var problems: [String] = []
        for index in 0..<FuzzUniverse.viewCount {
            let actual = u.view(index).superview.map(ObjectIdentifier.init)
            if actual != u.expectedSuperview[index] {
                problems.append(
                    "v\(index) is in \(u.view(index).superview?.traceName ?? "no superview"), not where the model says")
            }
        }
        for index in 0..<FuzzUniverse.controllerCount {
            let actual = u.index(of: u.controller(index).parent)
            if actual != u.expectedParent[index] {
                problems.append(
                    "c\(index)'s parent is \(actual.map { "c\($0)" } ?? "nil"), the model says \(u.expectedParent[index].map { "c\($0)" } ?? "nil")"
                )
            }
        }
        return problems
    }

    /// Model and presentation values are finite.
    private static func nonFiniteProblems(_ layers: [CALayer]) -> [String] {
        var problems: [String] = []
        for layer in layers {
            for (which, shown) in [("model", layer), ("presentation", layer.presentation())] {
                guard let shown else { continue }
                let t = shown.transform
                let numbers = [
                    shown.position.x, shown.position.y, shown.bounds.origin.x, shown.bounds.origin.y,
                    shown.bounds.width,
                    shown.bounds.height, CGFloat(shown.opacity), shown.anchorPoint.x, shown.anchorPoint.y,
                    t.m11, t.m12, t.m21, t.m22, t.m41, t.m42, t.m43, t.m44,
                ]
                if !numbers.allSatisfy(\.isFinite) { problems.append("a non-finite \(which) value on \(layer)") }
            }
        }
        return problems
    }

    /// An animator that ends (becomes inactive) has run its completions then and there — unless it was
    /// stopped without finishing, which runs none.
    private static func animatorProblems(_ u: FuzzUniverse) -> [String] {
        var problems: [String] = []
        for slot in 0..<FuzzUniverse.animatorCount {
            guard let animator = u.animators[slot] else { continue }
            if u.animatorWasActive[slot], animator.state == .inactive {
                if u.animatorStoppedWithoutFinishing[slot] {
                    u.ledger.excuse(u.animatorTokens[slot])
                } else if let missed = u.animatorTokens[slot].first(where: { u.ledger.runs(of: $0) != 1 }) {
                    problems.append("a\(slot) ended but its completion ran \(u.ledger.runs(of: missed)) times")
                }
                u.animatorTokens[slot] = []
            }
            u.animatorStoppedWithoutFinishing[slot] = false
            u.animatorWasActive[slot] = animator.state != .inactive
        }
        return problems
    }

    private static func isCyclic<T: AnyObject>(_ start: T, next: (T) -> T?) -> Bool {
        var seen: Set<ObjectIdentifier> = []
        var current: T? = start
        while let node = current {
            guard seen.insert(ObjectIdentifier(node)).inserted else { return true }
            current = next(node)
        }
        return false
    }
}
