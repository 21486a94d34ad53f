import Foundation
@testable import OpenUIKit

/// A controller that follows its own appearance callbacks: the state they say it is in, and each callback
/// that does not follow from that state (a repeat UIKit would call unbalanced).
@MainActor
final class FuzzController: UIViewController {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    /// The state the callbacks so far lead to.
    private(set) var callbackState: AppearanceState = .disappeared
    /// Callbacks since the last check that did not fit the state they came in.
    var unbalancedCallbacks: [String] = []

    init(name: String) {
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    }

    override func viewWillAppear(_ animated: Bool) {
        note("viewWillAppear", from: [.disappeared, .disappearing], to: .appearing)
    }

    override func viewDidAppear(_ animated: Bool) {
        note("viewDidAppear", from: [.appearing], to: .appeared)
    }

    override func viewWillDisappear(_ animated: Bool) {
        note("viewWillDisappear", from: [.appeared, .appearing], to: .disappearing)
    }

    override func viewDidDisappear(_ animated: Bool) {
        note("viewDidDisappear", from: [.disappearing], to: .disappeared)
    }

    private func note(_ callback: String, from expected: Set<AppearanceState>, to next: AppearanceState) {
        if !expected.contains(callbackState) { unbalancedCallbacks.append("\(callback) while \(callbackState)") }
        callbackState = next
    }
}
