import Foundation
import Testing
@testable import OpenUIKit

/// UIColor components, HSB conversion both ways, alpha variants and the standard colours.
@Suite struct UIColorTests {
    private func rgba(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a]
    }

    @Test func componentsRoundTripThroughCGColor() {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(rgba(color) == [0.2, 0.4, 0.6, 0.8])
        #expect(UIColor(cgColor: color.cgColor) == color)
        #expect(rgba(color.withAlphaComponent(0.5)) == [0.2, 0.4, 0.6, 0.5])
        #expect(rgba(UIColor(white: 0.25, alpha: 1)) == [0.25, 0.25, 0.25, 1])
        #expect(rgba(UIColor(red: 2, green: -1, blue: 0.5, alpha: 1)) == [1, 0, 0.5, 1])
    }

    @Test func hueSaturationBrightnessConvertBothWays() {
        // Hue 1/3 (120°) at full saturation and brightness is pure green; hue 0.5 at half saturation, 0.8
        // brightness is (0.4, 0.8, 0.8).
        #expect(
            rgba(UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1)).enumerated().allSatisfy {
                abs($0.element - [0, 1, 0, 1][$0.offset]) < 1e-12
            })
        let teal = rgba(UIColor(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 1))
        #expect(zip(teal, [0.4, 0.8, 0.8, 1]).allSatisfy { abs($0 - $1) < 1e-12 })
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
        UIColor(red: 0.4, green: 0.8, blue: 0.8, alpha: 0.3).getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        #expect(abs(h - 0.5) < 1e-12 && abs(s - 0.5) < 1e-12 && abs(v - 0.8) < 1e-12 && a == 0.3)
        #expect(rgba(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1)) == rgba(.red))
    }

    @Test func standardColoursHaveUIKitsValues() {
        #expect(rgba(.clear) == [0, 0, 0, 0])
        #expect(rgba(.orange) == [1, 0.5, 0, 1])
        #expect(abs(rgba(.systemBlue)[1] - 122.0 / 255) < 1e-12)
        var white: CGFloat = 0, alpha: CGFloat = 0
        UIColor.darkGray.getWhite(&white, alpha: &alpha)
        #expect(abs(white - 1.0 / 3.0) < 1e-12 && alpha == 1)
    }
}
