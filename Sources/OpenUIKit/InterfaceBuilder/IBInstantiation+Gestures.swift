import Foundation

extension IBInstantiation {
    /// A gesture recognizer's attributes, as Interface Builder writes them for each kind: taps and touches
    /// required (tap), press duration and allowable movement (long press, `<pongPressGestureRecognizer>`),
    /// direction (swipe), touch counts (pan), edges (screen edge pan), and what every recognizer has:
    /// enabled, cancels and delays touches.
    func decodeGestureRecognizer(_ recognizer: UIGestureRecognizer, from element: IBElement) {
        switch recognizer {
        case let tap as UITapGestureRecognizer:
            if let taps = element.double("numberOfTapsRequired") { tap.numberOfTapsRequired = Int(taps) }
            if let touches = element.double("numberOfTouchesRequired") { tap.numberOfTouchesRequired = Int(touches) }
        case let press as UILongPressGestureRecognizer:
            if let duration = element.double("minimumPressDuration") { press.minimumPressDuration = duration }
            if let movement = element.cgFloat("allowableMovement") { press.allowableMovement = movement }
        case let swipe as UISwipeGestureRecognizer:
            let directions: [String: UISwipeGestureRecognizer.Direction] = [
                "right": .right, "left": .left, "up": .up, "down": .down,
            ]
            if let direction = element["direction"].flatMap({ directions[$0] }) { swipe.direction = direction }
        case let pan as UIPanGestureRecognizer:
            if let touches = element.double("minimumNumberOfTouches") { pan.minimumNumberOfTouches = Int(touches) }
            if let touches = element.double("maximumNumberOfTouches") { pan.maximumNumberOfTouches = Int(touches) }
            if let edgePan = pan as? UIScreenEdgePanGestureRecognizer, let edges = element.child(key: "edges") {
                edgePan.edges = IBValues.rectEdge(from: edges)
            }
        default:
            break
        }
        if let cancels = element.bool("cancelsTouchesInView") { recognizer.cancelsTouchesInView = cancels }
        if let delays = element.bool("delaysTouchesBegan") { recognizer.delaysTouchesBegan = delays }
        if let delays = element.bool("delaysTouchesEnded") { recognizer.delaysTouchesEnded = delays }
        if let enabled = element.bool("enabled") { recognizer.isEnabled = enabled }
    }
}
