import Foundation

extension CGPath {
    /// Calls `block` with each element in order, as `CGPathApplyWithBlock`. The element and its `points`
    /// are valid only during the call.
    ///
    /// Apple's parameter is `@convention(block)`; on Linux it is an ordinary Swift closure, which callers
    /// write the same way. Apple has no safer Swift enumeration of `CGPath` (iOS 16 added boolean
    /// operations and `flattened(threshold:)`, not an element sequence); inside this package use `elements`.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let elements = self.elements
        let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        buffer.initialize(repeating: .zero, count: 3)
        defer { buffer.deallocate() }
        for element in elements {
            for (index, point) in element.points.enumerated() { buffer[index] = point }
            var cgElement = CGPathElement(type: element.type, points: buffer)
            withUnsafePointer(to: &cgElement) { block($0) }
        }
    }

    /// Calls `function` with `info` and each element in order, as `CGPathApply`.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }
}
