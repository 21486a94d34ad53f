import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// A controller that keeps itself alive through a closure it holds, as a careless completion handler does.
@MainActor
final class SelfRetainingController: UIViewController {
    var onClose: (() -> Void)?

    func closeLater() {
        onClose = { self.title = "closed" }
    }
}

/// The trace as a leak check: the controllers it saw that are still in memory.
@MainActor
@Suite(.freshApplication) struct LifecycleTraceSurvivorsTests {
    @Test func aControllerHeldByItsOwnClosureIsStillInMemoryAndAReleasedOneIsNot() {
        let trace = LifecycleTrace()
        weak var leakingReference: SelfRetainingController?
        do {
            let released = UIViewController()
            released.title = "Released"
            let leaking = SelfRetainingController()
            leaking.title = "Leaking"
            leaking.closeLater()
            leakingReference = leaking
            _ = released.view
            _ = leaking.view
            #expect(trace.controllersStillInMemory == ["Leaking", "Released"])
        }
        #expect(trace.controllersStillInMemory == ["Leaking"])
        leakingReference?.onClose = nil  // breaks the cycle
        #expect(trace.controllersStillInMemory == [])
    }
}
