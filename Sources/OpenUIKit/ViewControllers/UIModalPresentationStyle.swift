import Foundation

/// How a presented controller is shown (UIKit's `UIModalPresentationStyle`). Transition contexts and
/// coordinators report it; containers that present nothing — navigation pushes and pops, containment
/// transitions — report `.none`, as UIKit does.
public enum UIModalPresentationStyle: Int, Sendable {
    case automatic = -2
    case none = -1
    case fullScreen = 0
    case pageSheet
    case formSheet
    case currentContext
    case custom
    case overFullScreen
    case overCurrentContext
    case popover
}
