import Foundation
import OpenUIKit

/// The icons of the app's two tab bar items (its `icon_home`, `icon_account` and their `_s` selected versions),
/// drawn as the gallery ships no image files: 25 × 25 outlines, 1.5 points thick, grey, or orange when selected — a
/// house, and a head over shoulders.
enum TabIcon {
    case home, account

    static let size = CGSize(width: 25, height: 25)
    static let color = UIColor(white: 0.55, alpha: 1)
    static let selectedColor = UIColor(red: 0.95, green: 0.45, blue: 0.15, alpha: 1)

    /// The icon drawn at 3×, in the selected colour when `selected`.
    @MainActor
    func image(selected: Bool) -> UIImage {
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 3
        return UIGraphicsImageRenderer(size: Self.size, format: format).image { _ in
            let path = outline
            path.lineWidth = 1.5
            path.lineJoinStyle = .round
            (selected ? Self.selectedColor : Self.color).setStroke()
            path.stroke()
        }
    }

    @MainActor
    private var outline: UIBezierPath {
        let path = UIBezierPath()
        switch self {
        case .home:
            path.move(to: CGPoint(x: 3, y: 12))
            path.addLine(to: CGPoint(x: 12.5, y: 3))
            path.addLine(to: CGPoint(x: 22, y: 12))
            path.move(to: CGPoint(x: 6, y: 10))
            path.addLine(to: CGPoint(x: 6, y: 22))
            path.addLine(to: CGPoint(x: 19, y: 22))
            path.addLine(to: CGPoint(x: 19, y: 10))
        case .account:
            path.append(UIBezierPath(ovalIn: CGRect(x: 8, y: 3, width: 9, height: 9)))
            path.move(to: CGPoint(x: 3, y: 23))
            path.addCurve(
                to: CGPoint(x: 22, y: 23), controlPoint1: CGPoint(x: 3, y: 13), controlPoint2: CGPoint(x: 22, y: 13))
        }
        return path
    }
}
