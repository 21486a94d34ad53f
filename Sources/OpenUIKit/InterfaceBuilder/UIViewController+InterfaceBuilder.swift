import Foundation
import OpenQuartzCore

extension UIViewController {
    /// Loads the view from the controller's storyboard scene, else from its nib; false when it has
    /// neither (`loadView()` then makes a plain view).
    func loadViewFromInterfaceBuilder() -> Bool {
        if let storyboardScene { return storyboardScene.loadView(for: self) }
        guard let nib = nibToLoad() else { return false }
        nib.instantiate(withOwner: self, options: nil)
        if loadedView == nil {
            Diagnostics.report(
                .invalidInterfaceBuilderDocument, .exception,
                "-[\(type(of: self)) _loadViewFromNibNamed:bundle:] loaded the \"\(nib.name)\" nib but the view outlet was not set."
            )
        }
        return loadedView != nil
    }

    /// The nib the view comes from: `nibName` in `nibBundle` (the main bundle when nil) — reported when the
    /// bundle has no such nib — or, with no name, a nib named after the class: `MyViewController` looks for
    /// `MyView` then `MyViewController` (Apple's documentation of `nibName`).
    private func nibToLoad() -> UINib? {
        let bundle = nibBundle ?? .main
        if let nibName {
            guard bundle.url(forResource: nibName, withExtension: "xib") != nil else {
                Diagnostics.report(
                    .invalidInterfaceBuilderDocument, .exception,
                    "Could not load NIB in bundle: '\(bundle.bundlePath)' with name '\(nibName)'")
                return nil
            }
            return UINib(nibName: nibName, bundle: bundle)
        }
        let className = String(describing: type(of: self))
        var candidates = [className]
        if className.hasSuffix("Controller") {
            candidates.insert(String(className.dropLast("Controller".count)), at: 0)
        }
        guard let name = candidates.first(where: { bundle.url(forResource: $0, withExtension: "xib") != nil }) else {
            return nil
        }
        return UINib(nibName: name, bundle: bundle)
    }

    /// What `show(_:sender:)` does: the nearest navigation controller up the parent chain pushes `vc`,
    /// else this controller presents it.
    func showInPrimaryContext(_ vc: UIViewController) {
        if let navigation = self as? UINavigationController ?? navigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// A storyboard segue triggered by a control, bar button item or gesture recognizer: asks
    /// `shouldPerformSegue(withIdentifier:sender:)` (for a segue with an identifier), then performs it.
    func triggerStoryboardSegue(_ element: IBElement, sender: Any?) {
        if let identifier = element["identifier"], !shouldPerformSegue(withIdentifier: identifier, sender: sender) {
            return
        }
        performStoryboardSegue(element, sender: sender)
    }

    /// Performs a storyboard segue: makes it (and its destination), calls `prepare(for:sender:)`, then its
    /// `perform()`; an unwind segue finds its destination first and sends it the unwind action.
    func performStoryboardSegue(_ element: IBElement, sender: Any?) {
        if element["kind"] == "unwind" { return performUnwindSegue(element, sender: sender) }
        guard let segue = IBSegues.makeSegue(element, from: self, sender: sender) else { return }
        IBSegues.record(segue)
        prepare(for: segue, sender: sender)
        segue.perform()
    }
}
