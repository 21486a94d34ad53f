import Foundation

extension AnimatableValue {
    /// The value as a flat list of numbers, for spline interpolation; nil for kinds that are not vectors.
    var components: [Double]? {
        switch self {
        case .scalar(let v): return [v]
        case .point(let p): return [p.x, p.y].map(Double.init)
        case .size(let s): return [s.width, s.height].map(Double.init)
        case .rect(let r): return [r.origin.x, r.origin.y, r.size.width, r.size.height].map(Double.init)
        default: return nil
        }
    }

    /// A value of the same kind built from a flat list of numbers (see ``components``).
    func with(components c: [Double]) -> AnimatableValue {
        let f = c.map { CGFloat($0) }
        switch self {
        case .scalar: return .scalar(c[0])
        case .point: return .point(CGPoint(x: f[0], y: f[1]))
        case .size: return .size(CGSize(width: f[0], height: f[1]))
        case .rect: return .rect(CGRect(x: f[0], y: f[1], width: f[2], height: f[3]))
        default: return self
        }
    }
}
