import Foundation

/// The screen every test runs on: the main screen of OpenUIKit's headless host, an iPhone 14's 390 × 844
/// points. Tests write geometry that spans the screen in terms of it, so that a 390 or an 844 in a test is
/// never the screen's size in disguise.
public enum StandardScreen {
    /// The screen's width in points.
    public static let width: CGFloat = 390
    /// The screen's height in points.
    public static let height: CGFloat = 844
    /// The screen's size in points.
    public static let size = CGSize(width: width, height: height)
    /// The screen's bounds: its size at the origin.
    public static let bounds = CGRect(origin: .zero, size: size)
}
