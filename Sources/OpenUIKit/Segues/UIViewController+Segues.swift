import Foundation
import OpenQuartzCore

extension UIViewController {
    /// A segue a controller declares: the class of segue to make and how to make its destination (what a
    /// storyboard holds for a segue in UIKit).
    struct SegueDeclaration {
        let segueClass: UIStoryboardSegue.Type
        let makeDestination: () -> UIViewController
    }

    /// Declares a segue from this controller, the programmatic stand-in for drawing one in a storyboard:
    /// `performSegue(withIdentifier: identifier, sender:)` will make a fresh destination with `destination`
    /// and a segue of `segueClass` each time (as a storyboard instantiates the destination on every
    /// segue). Declaring an identifier again replaces the earlier declaration. The controller keeps the
    /// closure, so a closure that needs the controller should capture it weakly (`[weak self]`).
    public func declareSegue(
        withIdentifier identifier: String, segueClass: UIStoryboardSegue.Type = UIStoryboardSegue.self,
        destination: @escaping () -> UIViewController
    ) {
        declaredSegues[identifier] = SegueDeclaration(segueClass: segueClass, makeDestination: destination)
    }

    /// Triggers a segue as a control in a storyboard would: asks `shouldPerformSegue(withIdentifier:sender:)`
    /// first, then performs it. Returns whether it was performed.
    @discardableResult
    public func triggerSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return false }
        if let segue = storyboardScene?.seguesByIdentifier[identifier] {
            performStoryboardSegue(segue, sender: sender)
            return true
        }
        guard declaredSegues[identifier] != nil else {
            reportUnknownSegue(identifier)
            return false
        }
        performSegue(withIdentifier: identifier, sender: sender)
        return true
    }

    /// What the base `performSegue(withIdentifier:sender:)` does.
    func performDeclaredSegue(withIdentifier identifier: String, sender: Any?) {
        if let segue = storyboardScene?.seguesByIdentifier[identifier] {
            performStoryboardSegue(segue, sender: sender)
            return
        }
        guard let declaration = declaredSegues[identifier] else {
            reportUnknownSegue(identifier)
            return
        }
        let destination = declaration.makeDestination()
        let segue = declaration.segueClass.init(identifier: identifier, source: self, destination: destination)
        LifecycleTrace.record(self, .segue(identifier: identifier, destination: destination.traceName))
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    func reportUnknownSegue(_ identifier: String) {
        Diagnostics.report(.unknownSegue, .exception, "Receiver (\(self)) has no segue with identifier '\(identifier)'")
    }
}
