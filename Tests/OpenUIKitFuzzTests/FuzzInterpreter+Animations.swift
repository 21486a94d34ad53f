import Foundation
@testable import OpenUIKit

/// UIView animation blocks, keyframes and view transitions, and Core Animation on the pool's layers.
extension FuzzInterpreter {
    func interpretBlockAnimations(_ operation: FuzzOperation) {
        let u = universe, ledger = u.ledger
        switch operation {
        case .animate(let mask, let property, let d, let o):
            let views = FuzzOperation.viewIndices(mask).map(u.view)
            let token = ledger.expect(operation.description)
            UIView.animate(
                withDuration: FuzzOperation.pick(FuzzOperation.durations, d), delay: 0,
                options: FuzzOperation.pick(FuzzOperation.blockOptions, o).options,
                animations: {
                    for view in views { Self.change(FuzzOperation.pick(FuzzOperation.properties, property), of: view) }
                }
            ) { _ in ledger.ran(token) }
        case .keyframes(let v, let d):
            let view = u.view(v)
            let token = ledger.expect(operation.description)
            UIView.animateKeyframes(
                withDuration: FuzzOperation.pick(FuzzOperation.durations, d), delay: 0, options: [],
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                        Self.change("alpha", of: view)
                        Self.change("backgroundColor", of: view)
                    }
                }
            ) { _ in ledger.ran(token) }
        case .transitionView(let v, let o):
            let view = u.view(v)
            let token = ledger.expect(operation.description)
            UIView.transition(
                with: view, duration: 0.3, options: FuzzOperation.pick(FuzzOperation.transitionOptions, o).options,
                animations: {
                    Self.change("backgroundColor", of: view)
                }
            ) { _ in ledger.ran(token) }
        case .removeViewAnimations(let v):
            u.view(v).layer.removeAllAnimations()
        default:
            return
        }
    }

    /// Changes one animatable property of `view` to another value (toggling, so repeated changes differ).
    static func change(_ property: String, of view: UIView?) {
        guard let view else { return }
        switch property {
        case "center.x": view.center.x += 7
        case "alpha": view.alpha = view.alpha > 0.5 ? 0.2 : 0.9
        case "backgroundColor": view.backgroundColor = view.backgroundColor == nil ? .red : nil
        case "bounds.size":
            view.bounds.size = view.bounds.width == 20 ? CGSize(width: 30, height: 12) : CGSize(width: 20, height: 20)
        default: view.transform = view.transform.isIdentity ? CGAffineTransform(scaleX: 2, y: 0.5) : .identity
        }
    }

    func interpretLayers(_ operation: FuzzOperation) {
        let u = universe, ledger = u.ledger
        switch operation {
        case .addSublayer(let l, let v):
            u.view(v).layer.addSublayer(u.layer(l))
        case .removeLayer(let l):
            u.layer(l).removeFromSuperlayer()
        case .dropLayer(let l):
            u.layer(l).removeFromSuperlayer()
            u.replaceLayer(l)
        case .animateLayer(let l, let d, let repeats):
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 50
            move.duration = FuzzOperation.pick(FuzzOperation.durations, d)
            if repeats { move.repeatCount = .infinity }
            move.delegate = FuzzAnimationDelegate(ledger: ledger, token: ledger.expect(operation.description))
            u.layer(l).add(move, forKey: "move")
        case .transaction(let l, let d):
            let layer = u.layer(l)
            let token = ledger.expect(operation.description)
            CATransaction.begin()
            CATransaction.setAnimationDuration(FuzzOperation.pick(FuzzOperation.durations, d))
            CATransaction.setCompletionBlock { ledger.ran(token) }
            layer.opacity = layer.opacity > 0.5 ? 0.2 : 1
            CATransaction.commit()
        case .removeLayerAnimations(let l):
            u.layer(l).removeAllAnimations()
        default:
            return
        }
    }
}
