import Foundation

extension PlanarHomography {
    /// Whether the map mirrors `rect` (its image's corners wind the other way): a layer seen from behind.
    package func reversesOrientation(inside rect: CGRect) -> Bool {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ]
        let mapped = corners.compactMap { weight(of: $0) > 0 ? apply($0) : nil }
        guard mapped.count == 4 else {
            let center = CGPoint(x: rect.midX, y: rect.midY)
            return weight(of: center) <= 0
        }
        var area: CGFloat = 0
        for i in 0..<4 {
            let a = mapped[i], b = mapped[(i + 1) % 4]
            area += a.x * b.y - b.x * a.y
        }
        return area < 0
    }
}
