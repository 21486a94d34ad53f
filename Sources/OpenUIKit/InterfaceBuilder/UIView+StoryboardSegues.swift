import Foundation

extension UIView {
    /// Triggers `segues` — those of the storyboard prototype a selected table or collection view cell was
    /// made from — from the controller this view belongs to, before the delegate hears of the selection
    /// (UIKit calls `prepare(for:sender:)` before `didSelectRowAt`/`didSelectItemAt`).
    func triggerStoryboardSegues(_ segues: [IBElement], sender: UIView) {
        guard !segues.isEmpty else { return }
        var responder: UIResponder? = self
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard let controller = responder as? UIViewController else { return }
        for segue in segues { controller.triggerStoryboardSegue(segue, sender: sender) }
    }
}
