import Foundation
@testable import OpenUIKit

/// The view hierarchy: adding, removing and dropping the pool's views.
extension FuzzInterpreter {
    func interpretViews(_ operation: FuzzOperation) {
        let u = universe
        switch operation {
        case .addSubview(let v, let target):
            let view = u.view(v), superview = u.view(for: target)
            let accepted = superview !== view && !superview.isDescendant(of: view)
            if mode == .valid, !accepted { return }
            superview.addSubview(view)
            if accepted { u.expectedSuperview[v % FuzzUniverse.viewCount] = ObjectIdentifier(superview) }
        case .removeFromSuperview(let v):
            u.view(v).removeFromSuperview()
            u.expectedSuperview[v % FuzzUniverse.viewCount] = nil
        case .dropView(let v):
            let view = u.view(v)
            for subview in view.subviews {
                subview.removeFromSuperview()
                if let index = u.views.firstIndex(where: { $0 === subview }) { u.expectedSuperview[index] = nil }
            }
            view.removeFromSuperview()
            u.replaceView(v)
        default:
            return
        }
    }
}
