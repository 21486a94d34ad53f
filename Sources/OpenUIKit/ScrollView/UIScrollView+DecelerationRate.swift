import Foundation

extension UIScrollView {
    /// How quickly a flicked scroll view slows down: the factor its velocity is multiplied by every
    /// millisecond (Apple's `UIScrollView.DecelerationRate`). A flick of `v` points per millisecond comes to
    /// rest `v·r/(1 − r)` points further.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// UIKit's default, 0.998: a long glide.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99: a short glide.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
