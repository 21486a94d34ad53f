import Foundation

extension UIFont {
    /// A font weight (UIKit's `UIFont.Weight`), −1 … 1, with UIKit's values for the named weights.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight's value, from −1 (thinnest) to 1 (heaviest); 0 is regular.
        public let rawValue: CGFloat
        /// The weight of value `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's ultra-light weight (−0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// UIKit's thin weight (−0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// UIKit's light weight (−0.4).
        public static let light = Weight(rawValue: -0.4)
        /// UIKit's regular weight (0).
        public static let regular = Weight(rawValue: 0)
        /// UIKit's medium weight (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// UIKit's semibold weight (0.3).
        public static let semibold = Weight(rawValue: 0.3)
        /// UIKit's bold weight (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// UIKit's heavy weight (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// UIKit's black weight (0.62).
        public static let black = Weight(rawValue: 0.62)

        /// The named weights with the names UIKit's system font uses in its font names.
        static let names: [(Weight, String)] = [
            (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
            (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
        ]

        /// The name of the nearest named weight ("Regular", "Semibold", …).
        var name: String {
            Self.names.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }
    }
}
