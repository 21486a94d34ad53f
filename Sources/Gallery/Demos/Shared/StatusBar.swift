import Foundation
import OpenUIKit

/// The status bar a device-size demo shows over its window, as iOS draws it: the time "9:41" (Apple's
/// marketing time) and the cellular signal, Wi-Fi and battery glyphs, dark content for a light app or light
/// content when the app's controllers decide on `.lightContent`, on no background of its own — the app's
/// top bar (a `.topAttached` navigation bar) shows through it. On iOS the status bar is the system's, in a
/// window above the app's, so this is a layer beside the app window's layer, not a view of the app.
///
/// Layout (measured from iOS screenshots, not documented): on a screen with a notch or a Dynamic Island
/// (a top inset over 24 points) the time is centred in the left "ear" beside the 162-point notch and the
/// glyphs in the right one; on a classic screen the time is centred and the glyphs sit at the ends.
@MainActor
enum StatusBar {
    /// The notch's width on the iPhone 14 (the ears are what is left on each side).
    static let notchWidth: CGFloat = 162
    /// The tallest top inset of a screen without a notch (the iPad's 24-point status bar).
    static let classicHeight: CGFloat = 24
    /// The time the status bar shows.
    static let time = "9:41"
    /// The width of the time's text box (the time is centred in it).
    static let timeWidth: CGFloat = 54
    /// The width of the glyphs' group: signal (17), gap, Wi-Fi (15), gap, battery with its terminal (27.5).
    static let glyphsWidth: CGFloat = 17 + 5 + 15 + 5 + 27.5

    /// A status bar as wide as `width` and as tall as the screen's top inset `height`, its content in the
    /// colour `style` asks for (black for the default and dark content, white for light content): a layer
    /// holding the time (a `CATextLayer`), the four signal bars, the Wi-Fi glyph (a `CAShapeLayer`) and the
    /// battery, in that order.
    static func layer(width: CGFloat, height: CGFloat, style: UIStatusBarStyle) -> CALayer {
        let bar = CALayer()
        bar.frame = CGRect(x: 0, y: 0, width: width, height: height)
        let color = contentColor(for: style)
        let faint = color.copy(alpha: 0.4)
        let isNotched = height > classicHeight
        let midY = isNotched ? (height / 2).rounded() + 1 : height / 2
        let ear = (width - notchWidth) / 2
        let time = CATextLayer()
        time.string = Self.time
        time.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        time.fontSize = 17
        time.foregroundColor = color
        time.alignmentMode = .center
        let timeX = isNotched ? ((ear - timeWidth) / 2).rounded() + 6 : ((width - timeWidth) / 2).rounded()
        time.frame = CGRect(x: timeX, y: midY - 11, width: timeWidth, height: 22)
        bar.addSublayer(time)
        var x = isNotched ? ((width + notchWidth) / 2 + (ear - glyphsWidth) / 2).rounded() : 6
        for index in 0..<4 {
            let signal = CALayer()
            signal.backgroundColor = color
            signal.cornerRadius = 1
            let barHeight = 4 + 2.33 * CGFloat(index)
            signal.frame = CGRect(x: x + 4.5 * CGFloat(index), y: midY + 5.5 - barHeight, width: 3, height: barHeight)
            bar.addSublayer(signal)
        }
        x += 17 + 5
        let wifi = CAShapeLayer()
        wifi.path = wifiPath
        wifi.fillColor = color
        wifi.frame = CGRect(x: x, y: midY - 5.5, width: 15, height: 11)
        bar.addSublayer(wifi)
        x = isNotched ? x + 15 + 5 : width - 6 - 27.5
        let battery = CALayer()
        battery.borderColor = faint
        battery.borderWidth = 1
        battery.cornerRadius = 3.5
        battery.frame = CGRect(x: x, y: midY - 6, width: 25, height: 12)
        let charge = CALayer()
        charge.backgroundColor = color
        charge.cornerRadius = 1.5
        charge.frame = battery.bounds.insetBy(dx: 2, dy: 2)
        battery.addSublayer(charge)
        bar.addSublayer(battery)
        let terminal = CALayer()
        terminal.backgroundColor = faint
        terminal.cornerRadius = 0.75
        terminal.frame = CGRect(x: x + 26, y: midY - 2, width: 1.5, height: 4)
        bar.addSublayer(terminal)
        return bar
    }

    /// The content's colour for `style`.
    static func contentColor(for style: UIStatusBarStyle) -> CGColor {
        style == .lightContent ? UIColor.white.cgColor : UIColor.black.cgColor
    }

    /// The Wi-Fi glyph (15 × 11 points): a quarter-circle wedge with two rings around it, opening upwards.
    private static let wifiPath: CGPath = {
        let path = CGMutablePath()
        let center = CGPoint(x: 7.5, y: 11)
        let start = -CGFloat.pi * 3 / 4
        let end = -CGFloat.pi / 4
        path.move(to: center)
        path.addArc(center: center, radius: 3.5, startAngle: start, endAngle: end, clockwise: false)
        path.closeSubpath()
        for (inner, outer) in [(5.5, 7.5), (9.5, 11.0)] as [(CGFloat, CGFloat)] {
            path.addArc(center: center, radius: outer, startAngle: start, endAngle: end, clockwise: false)
            path.addArc(center: center, radius: inner, startAngle: end, endAngle: start, clockwise: true)
            path.closeSubpath()
        }
        return path
    }()
}
