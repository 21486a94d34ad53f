import Foundation
import OpenCoreGraphics

/// The turn of the private `rotate` transition, from its subtype: `90cw` (the default), `90ccw`, `180cw` or
/// `180ccw`, clockwise as the screen shows it (y down). The old state turns by the angle while the new one
/// turns in from the opposite angle, dissolving into each other. Apple publishes no geometry for it.
struct TransitionRotation {
    let angle: CGFloat

    init(_ subtype: CATransitionSubtype?) {
        switch subtype?.rawValue {
        case "90ccw": angle = -.pi / 2
        case "180cw": angle = .pi
        case "180ccw": angle = -.pi
        default: angle = .pi / 2
        }
    }
}
