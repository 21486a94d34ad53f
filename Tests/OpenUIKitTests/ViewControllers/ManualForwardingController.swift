import Foundation
@testable import OpenUIKit

/// A controller that forwards appearance to its children by hand (fact 74).
@MainActor
final class ManualForwardingController: UIViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}
