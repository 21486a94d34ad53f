import Foundation
import OpenCoreGraphics

extension AnimatableValue {
    /// The value as a flat list of numbers, for spline interpolation: numbers and geometry, a colour's red,
    /// green, blue and alpha, every point of a path in element order; nil for kinds that are not vectors.
    var components: [Double]? {
        switch self {
        case .scalar(let v): return [v]
        case .point(let p): return [p.x, p.y].map(Double.init)
        case .size(let s): return [s.width, s.height].map(Double.init)
        case .rect(let r): return [r.origin.x, r.origin.y, r.size.width, r.size.height].map(Double.init)
        case .color(let c?): return [c.red, c.green, c.blue, c.alpha].map(Double.init)
        case .path(let p?): return p.elements.flatMap(\.points).flatMap { [Double($0.x), Double($0.y)] }
        default: return nil
        }
    }

    /// Whether two values can be splined component by component: the same kind and, for paths, the same
    /// element structure.
    func hasComponents(like other: AnimatableValue) -> Bool {
        switch (self, other) {
        case (.path(let a?), .path(let b?)): return a.hasSameStructure(as: b)
        default: return components?.count == other.components?.count
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
        case .color: return .color(CGColor(red: f[0], green: f[1], blue: f[2], alpha: f[3]))
        case .path(let p?):
            var index = 0
            func next() -> CGPoint {
                defer { index += 2 }
                return CGPoint(x: f[index], y: f[index + 1])
            }
            let elements = p.elements.map { element -> PathElement in
                switch element {
                case .move: return .move(next())
                case .line: return .line(next())
                case .quad: return .quad(next(), next())
                case .cubic: return .cubic(next(), next(), next())
                case .close: return .close
                }
            }
            return .path(CGPath(elements: elements))
        default: return self
        }
    }
}
