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
            lines.append(indent + "   = " + describe(constraint, in: view))
        }
        for subview in view.subviews { append(subview, depth: depth + 1, to: &lines) }
    }

    /// A constraint installed on `view`, without addresses: `UILabel'Title'.leading == self.leading + 20`,
    /// items named by class (the view itself as `self`), with the priority when it is not required and
    /// the identifier in brackets; a subview's autoresizing-mask constraint starts with its mask in UIKit's
    /// notation (`h=--& v=--& UIView.left == 0`).
    private static func describe(_ constraint: NSLayoutConstraint, in view: UIView) -> String {
        func name(_ item: AnyObject?) -> String {
            switch item {
            case let item as UIView where item === view: "self"
            case let label as UILabel: "UILabel" + (label.text.map { "'\($0)'" } ?? "")
            case let guide as UILayoutGuide: (guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier)
            case let item?: "\(type(of: item))"
            case nil: "(distance)"
            }
        }
        let words = constraint.description.split(separator: " ", maxSplits: 3)
        let isAutoresizing = words.count > 3 && words[0].hasPrefix("<NSAutoresizingMaskLayoutConstraint")
        let mask = isAutoresizing ? "\(words[1]) \(words[2]) " : ""
        var text = mask + "\(name(constraint.firstItem)).\(constraint.firstAttribute) \(constraint.relation)"
        if let second = constraint.secondItem {
            text += " "
            if constraint.multiplier != 1 { text += number(constraint.multiplier) + "*" }
            text += "\(name(second)).\(constraint.secondAttribute)"
            if constraint.constant != 0 {
                text += (constraint.constant > 0 ? " + " : " - ") + number(abs(constraint.constant))
            }
        } else {
            text += " " + number(constraint.constant)
        }
        if constraint.priority != .required { text += " @" + number(CGFloat(constraint.priority.rawValue)) }
        if let identifier = constraint.identifier { text += " [\(identifier)]" }
        return text
    }

    private static func format(_ rect: CGRect) -> String {
        "(\(number(rect.minX)) \(number(rect.minY)); \(number(rect.width)) \(number(rect.height)))"
    }

    /// Up to three decimals, no trailing zeros.
    private static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
