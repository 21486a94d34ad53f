import Foundation

/// An action with a title and a handler (UIKit's `UIAction`, iOS 14), here what a bar button item performs.
@MainActor
open class UIAction {
    /// The action's title.
    open var title: String
    private let handler: (UIAction) -> Void

    /// An action that calls `handler` when performed.
    public init(title: String = "", handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }

    /// Runs the handler (what a tap on the control showing the action does).
    func perform() {
        handler(self)
    }
}
