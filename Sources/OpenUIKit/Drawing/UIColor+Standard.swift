import Foundation

extension UIColor {
    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)

    // System colours in their light-appearance values (OpenUIKit has no dark mode).
    public static let systemRed = UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
    public static let systemGreen = UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1)
    public static let systemBlue = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
    public static let systemOrange = UIColor(red: 1, green: 149 / 255, blue: 0, alpha: 1)
    public static let systemYellow = UIColor(red: 1, green: 204 / 255, blue: 0, alpha: 1)
    public static let systemPink = UIColor(red: 1, green: 45 / 255, blue: 85 / 255, alpha: 1)
    public static let systemPurple = UIColor(red: 175 / 255, green: 82 / 255, blue: 222 / 255, alpha: 1)
    public static let systemTeal = UIColor(red: 48 / 255, green: 176 / 255, blue: 199 / 255, alpha: 1)
    public static let systemIndigo = UIColor(red: 88 / 255, green: 86 / 255, blue: 214 / 255, alpha: 1)
    public static let systemGray = UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
    public static let systemBackground = UIColor.white
    public static let secondarySystemBackground = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    public static let label = UIColor.black
    public static let secondaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    public static let separator = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    public static let tintColor = UIColor.systemBlue
}
