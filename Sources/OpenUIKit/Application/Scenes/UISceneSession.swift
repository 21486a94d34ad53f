import Foundation

/// What UIKit keeps about one instance of the app's interface (UIKit's `UISceneSession`): its role, the
/// configuration it was connected with, and a persistent identifier.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The kind of scene (UIKit's `UISceneSession.Role`, with its raw values).
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A window scene of the app's own interface (the role OpenUIKit connects at launch).
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A window scene on an external display that does not take input.
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The session's role.
    public let role: Role
    /// A unique identifier that stays the same while the session lives.
    public let persistentIdentifier: String
    /// The configuration the scene was connected with (UIKit fills in the class names from Info.plist).
    public internal(set) var configuration: UISceneConfiguration
    /// The connected scene, nil when none is.
    public internal(set) weak var scene: UIScene?
    /// Data the app keeps with the session.
    open var userInfo: [String: Any]?

    init(role: Role) {
        self.role = role
        persistentIdentifier = UUID().uuidString
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
        super.init()
    }
}
