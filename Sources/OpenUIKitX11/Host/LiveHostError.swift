/// Why the live host cannot show a window.
public enum LiveHostError: Error, Equatable, CustomStringConvertible {
    /// No X server answers on the display named (nil: `$DISPLAY` is not set).
    case noDisplay(String?)
    /// The scale is not a positive, finite number of pixels per point, or the window would be empty or
    /// larger than X allows (32767 pixels a side).
    case invalidScale(Double)

    public var description: String {
        switch self {
        case .noDisplay(nil):
            "no X11 display: DISPLAY is not set"
        case .noDisplay(let name?):
            "cannot open the X11 display \"\(name)\""
        case .invalidScale(let scale):
            "the scale must make a window of 1 to 32767 pixels a side; got \(scale)"
        }
    }
}
