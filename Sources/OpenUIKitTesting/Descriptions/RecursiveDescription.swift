import Foundation
import OpenUIKit

/// The text of the `.recursiveDescription` strategies: one line per view, indented by depth, like UIKit's
/// private `recursiveDescription` but stable across runs (no addresses) and with what transition tests need:
/// the model frame and, when an animation moves it, the frame on screen; alpha, hidden, a non-identity
/// transform, a tag, the keys of the animations still running, "AMBIGUOUS LAYOUT" for a view whose
/// constraints leave its frame undetermined, and the constraints installed on each view (one `=` line
/// each). Controllers print as a tree of their children, each with its appearance state, followed by the
/// root view's description.
@MainActor
enum RecursiveDescription {
    static func describe(_ view: UIView) -> String {
        var lines: [String] = []
        append(view, depth: 0, to: &lines)
        return lines.joined(separator: "\n")
    }

    static func describe(_ controller: UIViewController) -> String {
        var lines: [String] = []
        appendController(controller, depth: 0, to: &lines)
        if let view = controller.viewIfLoaded { append(view, depth: 0, to: &lines) }
        return lines.joined(separator: "\n")
    }

    private static func appendController(_ controller: UIViewController, depth: Int, to lines: inout [String]) {
        let indent = String(repeating: "   | ", count: depth)
        var parts = ["<\(type(of: controller))"]
        if let title = controller.title { parts.append("title=\"\(title)\"") }
        parts.append("state=\(controller.appearanceState)")
        if !controller.isViewLoaded { parts.append("view not loaded") }
        if let presented = controller.presentedViewController, controller.parent == nil {
            parts.append("presents=\(type(of: presented))")
        }
        lines.append(indent + parts.joined(separator: "; ") + ">")
        for child in controller.children { appendController(child, depth: depth + 1, to: &lines) }
    }

    private static func append(_ view: UIView, depth: Int, to lines: inout [String]) {
        let indent = String(repeating: "   | ", count: depth)
        var parts = ["<\(type(of: view))", "frame=\(format(view.frame))"]
        let shown = view.layer.presentation()?.frame ?? view.frame
        if shown != view.frame { parts.append("shown=\(format(shown))") }
        if view.alpha != 1 { parts.append("alpha=\(number(view.alpha))") }
        if view.isHidden { parts.append("hidden") }
        if view.transform != .identity {
            let t = view.transform
            parts.append("transform=[\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ", "))]")
        }
        if view.tag != 0 { parts.append("tag=\(view.tag)") }
        if let label = view as? UILabel, let text = label.text { parts.append("text=\"\(text)\"") }
        let running = (view.layer.animationKeys() ?? []).sorted()
        if !running.isEmpty { parts.append("animations=[\(running.joined(separator: ", "))]") }
        if view.hasAmbiguousLayout { parts.append("AMBIGUOUS LAYOUT") }
        lines.append(indent + parts.joined(separator: "; ") + ">")
        for constraint in view.constraints {
            lines.append(indent + "   = " + constraint.readableDescription(relativeTo: view))
        }
        for subview in view.subviews { append(subview, depth: depth + 1, to: &lines) }
    }

    private static func format(_ rect: CGRect) -> String {
        "(\(number(rect.minX)) \(number(rect.minY)); \(number(rect.width)) \(number(rect.height)))"
    }

    private static func number(_ value: CGFloat) -> String {
        NSLayoutConstraint.readableNumber(value)
    }
}
