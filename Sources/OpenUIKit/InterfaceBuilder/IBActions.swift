import Foundation
import OpenQuartzCore

/// Connects an action of an Interface Builder file: the control (for its `eventType`), gesture recognizer
/// or bar button item sends the action its target's class lists as `IBConnectable`.
@MainActor
enum IBActions {
    /// Makes `sender` send the action `selector` to `target`. A target whose class does not list the
    /// action is reported with UIKit's "unrecognized selector" message and nothing is connected (UIKit
    /// would raise it at the first tap).
    static func connect(
        _ selector: String, of target: AnyObject, to sender: AnyObject, event: String?, document: IBDocument
    ) {
        guard let connection = action(selector, of: target) else {
            Diagnostics.report(
                .undefinedInterfaceBuilderKey, .exception,
                "-[\(type(of: target)) \(selector)]: unrecognized selector sent to instance \(IBOutlets.address(of: target)) (\(document.name): the action of \(type(of: sender)) is not connected)"
            )
            return
        }
        connect(sender, to: target, event: IBValues.controlEvent(event), send: connection.send)
    }

    /// Makes `sender` — a control (for `event`), a gesture recognizer or a bar button item — call `send`
    /// with `target` and itself.
    static func connect(
        _ sender: AnyObject, to target: AnyObject, event: UIControl.Event,
        send: @escaping @MainActor (AnyObject, Any) -> Void
    ) {
        switch sender {
        case let control as UIControl:
            control.addTarget(connecting: TargetAction(connecting: target, send: send), for: event)
        case let recognizer as UIGestureRecognizer:
            recognizer.actions.append(.target(TargetAction(connecting: target, send: send)))
        case let item as UIBarButtonItem:
            item.setTarget(connecting: target, send: send)
        default:
            break
        }
    }

    /// The action `selector` that `target`'s class lists, if any.
    static func action(_ selector: String, of target: AnyObject) -> IBConnection? {
        guard let connectable = target as? any IBConnectable else { return nil }
        return type(of: connectable).connection(named: selector, kind: .action)
    }
}
