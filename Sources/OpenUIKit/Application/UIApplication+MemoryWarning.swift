import Foundation

extension UIApplication {
    /// Sends a memory warning, as the simulator's "Simulate Memory Warning" does: every controller in the
    /// visible windows' controller trees (roots first, then their children, depth first) gets
    /// `didReceiveMemoryWarning()`. UIKit also reaches controllers outside any window through a
    /// notification; here only those in windows hear it.
    public func simulateMemoryWarning() {
        for window in windows {
            guard let root = window.rootViewController else { continue }
            var pending = [root]
            while let controller = pending.first {
                pending.removeFirst()
                pending.insert(contentsOf: controller.children, at: 0)
                controller.didReceiveMemoryWarning()
            }
        }
    }
}
