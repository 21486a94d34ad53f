import Foundation

/// UIKit's named colours. The system colours have their light-appearance values: OpenUIKit has no dark
/// mode, and UIKit's resolve per trait collection.
extension UIColor {
    /// Black (white 0).
    public static let black = UIColor(white: 0, alpha: 1)
    /// Dark gray (white 1/3).
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Light gray (white 2/3).
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// White (white 1).
    public static let white = UIColor(white: 1, alpha: 1)
    /// Gray (white 0.5).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Red (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Transparent (white 0, alpha 0).
    public static let clear = UIColor(white: 0, alpha: 0)

    /// The system red (255, 59, 48).
    public static let systemRed = UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
    /// The system green (52, 199, 89).
    public static let systemGreen = UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1)
    /// The system blue (0, 122, 255).
    public static let systemBlue = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
    /// The system orange (255, 149, 0).
    public static let systemOrange = UIColor(red: 1, green: 149 / 255, blue: 0, alpha: 1)
    /// The system yellow (255, 204, 0).
    public static let systemYellow = UIColor(red: 1, green: 204 / 255, blue: 0, alpha: 1)
    /// The system pink (255, 45, 85).
    public static let systemPink = UIColor(red: 1, green: 45 / 255, blue: 85 / 255, alpha: 1)
    /// The system purple (175, 82, 222).
    public static let systemPurple = UIColor(red: 175 / 255, green: 82 / 255, blue: 222 / 255, alpha: 1)
    /// The system teal (48, 176, 199).
    public static let systemTeal = UIColor(red: 48 / 255, green: 176 / 255, blue: 199 / 255, alpha: 1)
    /// The system indigo (88, 86, 214).
    public static let systemIndigo = UIColor(red: 88 / 255, green: 86 / 255, blue: 214 / 255, alpha: 1)
    /// The system gray (142, 142, 147).
    public static let systemGray = UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
    /// The fourth system grey in the light appearance (#D1D1D6): the highlight of a selected table cell.
    public static let systemGray4 = UIColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1)
    /// The background of the main interface: white.
    public static let systemBackground = UIColor.white
    /// The background of content layered on it: (242, 242, 247).
    public static let secondarySystemBackground = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    /// Primary text: black.
    public static let label = UIColor.black
    /// Secondary text: (60, 60, 67) at 60 % opacity.
    public static let secondaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    /// Thin separator lines: (60, 60, 67) at 29 % opacity.
    public static let separator = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    /// The default tint: the system blue (UIKit's resolves to the view's tint).
    public static let tintColor = UIColor.systemBlue
}
