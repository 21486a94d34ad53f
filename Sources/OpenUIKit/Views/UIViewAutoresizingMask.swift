import Foundation

extension UIView {
    /// Which parts of a view stretch when its superview's bounds change size (UIKit's
    /// `UIView.AutoresizingMask`, the "springs and struts" of frame-based layout), with UIKit's bit values.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

        /// `frame` (in a superview whose bounds were `oldSize`) resized for the superview's `newSize`.
        ///
        /// On each axis the change of the superview's length is shared by the flexible parts — leading
        /// margin, length, trailing margin — in proportion to their current lengths (negative margins count
        /// as zero); when the flexible parts are all zero long they share it equally. Fixed parts keep their
        /// length, so with nothing flexible the frame stays put. A length never shrinks below zero.
        public func resizedFrame(_ frame: CGRect, fromSuperviewSize oldSize: CGSize, to newSize: CGSize) -> CGRect {
            let x = Self.resize(
                origin: frame.minX, length: frame.width, within: oldSize.width, by: newSize.width - oldSize.width,
                flexible: [contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)])
            let y = Self.resize(
                origin: frame.minY, length: frame.height, within: oldSize.height, by: newSize.height - oldSize.height,
                flexible: [contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)])
            return CGRect(x: x.origin, y: y.origin, width: x.length, height: y.length)
        }

        /// One axis: the segment `origin`, `length` inside a superview length `total` that grows by `delta`;
        /// `flexible` flags the leading margin, the length and the trailing margin.
        private static func resize(
            origin: CGFloat, length: CGFloat, within total: CGFloat, by delta: CGFloat,
            flexible: [Bool]
        ) -> (origin: CGFloat, length: CGFloat) {
            let flexibleCount = flexible.filter { $0 }.count
            guard delta != 0, flexibleCount > 0 else { return (origin, length) }
            let parts = [origin, length, total - origin - length]
            let weights = zip(parts, flexible).map { part, isFlexible in isFlexible ? max(part, 0) : 0 }
            let totalWeight = weights.reduce(0, +)
            let share = { (index: Int) -> CGFloat in
                guard flexible[index] else { return 0 }
                return totalWeight > 0 ? delta * weights[index] / totalWeight : delta / CGFloat(flexibleCount)
            }
            return (origin + share(0), max(length + share(1), 0))
        }
    }
}
