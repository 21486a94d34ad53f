import Foundation
import OpenCoreGraphics

extension AnimatableValue {
    /// The value as a flat list of numbers, for spline interpolation: numbers and geometry, a colour's red,
    /// green, blue and alpha, every point of a path in element order, the numbers of an array (a value
    /// function's inputs among them) and every colour of a colour array, a transform's decomposed parts
    /// (translation, scale, skew, perspective, rotation quaternion — the parts linear interpolation mixes);
    /// nil for kinds that are not vectors and for transforms that cannot be decomposed.
    var components: [Double]? {
        switch self {
        case .scalars(let numbers?): return numbers.map(Double.init)
        case .colors(let colors?): return colors.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }.map(Double.init)
        case .transform(let t):
            guard let d = t.decomposed() else { return nil }
            return [
                d.translation.x, d.translation.y, d.translation.z, d.scale.x, d.scale.y, d.scale.z, d.skew.xy,
                d.skew.xz, d.skew.yz, d.perspective.x, d.perspective.y, d.perspective.z, d.perspective.w,
                d.quaternion.x, d.quaternion.y, d.quaternion.z, d.quaternion.w,
            ].map(Double.init)
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

    /// The components of keyframes for one spline: as ``components``, with each transform's rotation
    /// quaternion negated where needed to lie in the same half-space as the previous keyframe's (the same
    /// rotation; the spline then takes the shorter way, as linear interpolation does). Nil when one of the
    /// frames has no components.
    static func splineComponents(of frames: [AnimatableValue]) -> [[Double]]? {
        var result: [[Double]] = []
        for frame in frames {
            guard var components = frame.components else { return nil }
            if case .transform = frame, let previous = result.last {
                let dot = (13..<17).map { components[$0] * previous[$0] }.reduce(0, +)
                if dot < 0 { for i in 13..<17 { components[i].negate() } }
            }
            result.append(components)
        }
        return result
    }

    /// A value of the same kind built from a flat list of numbers (see ``components``).
    func with(components c: [Double]) -> AnimatableValue {
        let f = c.map { CGFloat($0) }
        switch self {
        case .scalars: return .scalars(f)
        case .colors:
            return .colors(
                stride(from: 0, to: f.count - 3, by: 4).map {
                    CGColor(red: f[$0], green: f[$0 + 1], blue: f[$0 + 2], alpha: f[$0 + 3])
                })
        case .transform:
            var d = CATransform3DDecomposition()
            d.translation = (f[0], f[1], f[2])
            d.scale = (f[3], f[4], f[5])
            d.skew = (f[6], f[7], f[8])
            d.perspective = (f[9], f[10], f[11], f[12])
            d.quaternion = (f[13], f[14], f[15], f[16])
            return .transform(CATransform3D(d))
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
