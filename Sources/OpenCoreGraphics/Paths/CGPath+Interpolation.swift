import Foundation

extension CGPath {
    /// Whether both paths have the same element structure: the same number of elements, of the same
    /// kinds, in the same order.
    package func hasSameStructure(as other: CGPath) -> Bool {
        let a = elements, b = other.elements
        return a.count == b.count && zip(a, b).allSatisfy { $0.type == $1.type }
    }

    /// The path whose points lie at `fraction` between this path's (0) and `other`'s (1), as Core Animation
    /// interpolates `CAShapeLayer.path`: point by point, when both paths have the same structure (see
    /// `hasSameStructure(as:)`); nil otherwise, so that the caller switches discretely. Fractions outside
    /// 0…1 extrapolate.
    package func interpolated(to other: CGPath, fraction: CGFloat) -> CGPath? {
        let a = elements, b = other.elements
        guard a.count == b.count else { return nil }
        var result: [PathElement] = []
        result.reserveCapacity(a.count)
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint {
            CGPoint(x: p.x + (q.x - p.x) * fraction, y: p.y + (q.y - p.y) * fraction)
        }
        for (from, to) in zip(a, b) {
            switch (from, to) {
            case (.move(let p), .move(let q)): result.append(.move(mix(p, q)))
            case (.line(let p), .line(let q)): result.append(.line(mix(p, q)))
            case (.quad(let c, let p), .quad(let d, let q)): result.append(.quad(mix(c, d), mix(p, q)))
            case (.cubic(let c1, let c2, let p), .cubic(let d1, let d2, let q)):
                result.append(.cubic(mix(c1, d1), mix(c2, d2), mix(p, q)))
            case (.close, .close): result.append(.close)
            default: return nil
            }
        }
        return CGPath(elements: result)
    }
}
