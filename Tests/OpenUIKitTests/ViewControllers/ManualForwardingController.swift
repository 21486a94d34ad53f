import Foundation
@testable import OpenUIKit

/// A controller that forwards appearance to its children by hand (`shouldAutomaticallyForwardAppearanceMethods`
/// false, then `beginAppearanceTransition` / `endAppearanceTransition`, as UIViewController.h describes).
@MainActor
final class ManualForwardingController: UIViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}
