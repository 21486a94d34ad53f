import Foundation

extension UIView {
    /// How traces and checks name the view within its nearest controller: `view` for the controller's root
    /// view, the view's class otherwise.
    var nameInController: String {
        self === nearestViewController?.viewIfLoaded ? "view" : String(describing: type(of: self))
    }

    /// "Controller.view" or "Controller.ViewClass"; the class alone for a view outside any controller.
    var traceName: String {
        guard let controller = nearestViewController else { return String(describing: type(of: self)) }
        return "\(controller.traceName).\(nameInController)"
    }
}
