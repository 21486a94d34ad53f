import Foundation

/// The closure type of a `UIAction`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element that performs its handler (UIKit's `UIAction`, iOS 14+): here, what controls run with
/// `addAction(_:for:)`.
@preconcurrency @MainActor
open class UIAction: NSObject {
    /// Identifies an action so that a control keeps one action per identifier (UIKit's `UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open var title: String
    open var image: UIImage?
    public let identifier: Identifier
    /// The control that sent the action, while the handler runs (nil otherwise).
    public internal(set) var sender: Any?
    let handler: UIActionHandler

    /// Makes an action. Without an identifier, a unique one is made.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        super.init()
    }

    /// Runs the handler with `sender` set.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
