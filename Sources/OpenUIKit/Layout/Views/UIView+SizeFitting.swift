import Foundation

/// `systemLayoutSizeFitting`: the size the view's own constraints give it, with its size pulled towards a
/// target.
extension UIView {
    /// Solves the view's subtree alone — its constraints and those of its subviews that stay inside it,
    /// its intrinsic size and its subviews' — with the view's width and height pulled towards
    /// `target` at the given priorities, and returns the view's frame size.
    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        guard target.width.isFinite, target.height.isFinite else {
            Diagnostics.report(
                .invalidGeometry, .exception, "systemLayoutSizeFitting: the target size must be finite: \(target)")
            return bounds.size
        }
        let engine = LayoutEngine(rootView: self, fitting: (target, horizontal, vertical))
        engine.rebuild()
        engine.solver.updateVariables()
        guard let entry = engine.variables[ObjectIdentifier(self)] else { return bounds.size }
        let rect = frame(
            forAlignmentRect: CGRect(x: 0, y: 0, width: entry.width.value, height: entry.height.value))
        let scale = window?.screen.scale ?? UIScreen.main.scale
        return CGSize(
            width: (rect.width * scale).rounded(.up) / scale, height: (rect.height * scale).rounded(.up) / scale)
    }
}
