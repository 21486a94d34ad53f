import Foundation
import OpenCoreGraphics

/// The part of a path between two fractions of its length, for `strokeStart`/`strokeEnd`. Curves are
/// followed through a fine flattening (0.05 pt), so the trimmed stroke matches the full one to well under a
/// pixel.
enum StrokeTrimming {
    static func trim(_ path: CGPath, from start: CGFloat, to end: CGFloat) -> CGPath {
        let polylines = path.flattened(tolerance: 0.05)
        let lengths = polylines.map { line in
            zip(line, line.dropFirst()).reduce(CGFloat(0)) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        }
        let total = lengths.reduce(0, +)
        let trimmed = CGMutablePath()
        guard total > 0 else { return trimmed }
        let from = start * total, to = end * total
        var travelled: CGFloat = 0
        for line in polylines {
            var drawing = false
            for (a, b) in zip(line, line.dropFirst()) {
                let length = hypot(b.x - a.x, b.y - a.y)
                defer { travelled += length }
                guard length > 0, travelled + length > from, travelled < to else { continue }
                let t0 = max(0, (from - travelled) / length), t1 = min(1, (to - travelled) / length)
                let p0 = CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
                let p1 = CGPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
                if !drawing {
                    trimmed.move(to: p0)
                    drawing = true
                }
                trimmed.addLine(to: p1)
            }
        }
        return trimmed
    }
}
