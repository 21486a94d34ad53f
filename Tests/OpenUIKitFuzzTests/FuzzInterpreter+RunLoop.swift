import Foundation
@testable import OpenUIKit

/// The run loop (every call must return, having moved the clock by what it says) and rendering.
extension FuzzInterpreter {
    func interpretRunLoop(_ operation: FuzzOperation) {
        let u = universe
        let start = CACurrentMediaTime()
        switch operation {
        case .advance(let frames):
            let duration = Double(FuzzOperation.pick(FuzzOperation.frameCounts, frames)) / 60
            UIApplication.shared.advance(by: duration)
            if CACurrentMediaTime() != start + duration {
                fail("advance(by: \(duration)) from \(start) ended at \(CACurrentMediaTime())")
            }
        case .runUntilIdle(let t):
            let timeout = FuzzOperation.pick(FuzzOperation.timeouts, t)
            let ran = UIApplication.shared.runUntilIdle(timeout: timeout)
            if ran < 0 || ran > timeout + 1e-9 || abs(CACurrentMediaTime() - start - ran) > 1e-9 {
                fail(
                    "runUntilIdle(timeout: \(timeout)) from \(start) says it ran \(ran) and ended at \(CACurrentMediaTime())"
                )
            }
        case .render(let w, let hierarchy):
            let window = u.window(w)
            if hierarchy {
                let format = UIGraphicsImageRendererFormat()
                format.scale = 1
                _ = UIGraphicsImageRenderer(size: window.bounds.size, format: format).image { _ in
                    _ = window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
                }
            } else {
                _ = CARenderer(layer: window.layer, size: window.bounds.size, scale: 1).render()
            }
        default:
            return
        }
    }

    /// Calls UIKit or Core Animation answer with an exception or a warning: each must be reported and
    /// change nothing the model follows.
    func interpretMisuse(kind: Int, _ first: Int, _ second: Int) {
        let u = universe
        switch kind % FuzzOperation.misuses.count {
        case 0:
            let view = u.view(first)
            view.addSubview(view.superview ?? view)
        case 1:
            let parent = u.controller(first), stranger = u.controller(second)
            parent.transition(from: stranger, to: stranger, duration: 0.3, animations: nil)
        case 2:
            let controller = u.controller(first)
            controller.addChild(controller.parent ?? controller)
        case 3:
            let view = u.view(first), ledger = u.ledger
            let token = ledger.expect("UIView.animate(withDuration: .nan, delay: -1) { v\(first).alpha = 0.4 }")
            UIView.animate(withDuration: .nan, delay: -1, options: [], animations: { view.alpha = 0.4 }) { _ in
                ledger.ran(token)
            }
        case 4:
            let time = CACurrentMediaTime()
            UIApplication.shared.advance(by: -1)
            UIApplication.shared.runUntilIdle(timeout: .nan)
            if CACurrentMediaTime() != time { fail("a rejected advance or runUntilIdle moved the clock") }
        case 5:
            let layer = u.layer(first)
            let keys = layer.animationKeys()
            let bad = CABasicAnimation(keyPath: "position")
            bad.fromValue = "x"
            layer.add(bad, forKey: "bad")
            if layer.animationKeys() != keys { fail("a rejected animation changed the layer's animations") }
        case 6:
            let layer = u.layer(first)
            layer.addSublayer(layer.superlayer ?? layer)
        case 7:
            u.view(first).exchangeSubview(at: 5, withSubviewAt: -1)
        default:
            u.view(first).layer.removeAnimation(forKey: "missing")
        }
    }
}
