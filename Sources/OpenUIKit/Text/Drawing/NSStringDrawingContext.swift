import Foundation

/// Measuring and drawing feedback (UIKit's `NSStringDrawingContext`): `totalBounds` is set to the rectangle
/// the text took. `minimumScaleFactor` is kept; text is not shrunk by it here (deliberate difference; labels
/// shrink text with `adjustsFontSizeToFitWidth`), so `actualScaleFactor` stays 1.
open class NSStringDrawingContext: NSObject {
    /// The least scale UIKit may shrink the text by to fit (kept, not applied).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn at: 1.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the last text measured or drawn with this context.
    open internal(set) var totalBounds: CGRect = .zero

    public override init() { super.init() }
}
