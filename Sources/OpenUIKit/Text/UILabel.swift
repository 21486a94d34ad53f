import Foundation
import OpenQuartzCore

/// A view showing read-only text (UIKit's `UILabel`), drawn by a `CATextLayer`: one line by default,
/// wrapped by words when `numberOfLines` is not 1, truncated with "…" per `lineBreakMode` otherwise.
/// Defaults are UIKit's: 17 pt system font, black text, natural alignment, one line, truncating the tail.
/// (Text is top-aligned in the bounds; UIKit centres it vertically — `sizeToFit()`, UIView's, which asks
/// `sizeThatFits(_:)`, makes them agree.)
@preconcurrency @MainActor
open class UILabel: UIView {
    /// `CATextLayer`: the label's text is its layer's string (UIKit's labels draw their text themselves).
    open override class var layerClass: CALayer.Type { CATextLayer.self }

    private var textLayer: CATextLayer { layer as! CATextLayer }

    /// A label of `frame` with no text and UIKit's defaults (it takes no touches: `isUserInteractionEnabled`
    /// is false, as UIKit's).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        textLayer.contentsScale = UIScreen.main.scale
        applyStyle()
    }

    /// The text shown; nil (the default) shows nothing.
    open var text: String? {
        didSet { textLayer.string = text }
    }

    /// The font of the text; the 17-point system font by default.
    open var font: UIFont = .systemFont(ofSize: 17) {
        didSet { applyStyle() }
    }

    /// The colour of the text; black by default (UIKit's default is `.label`, black in light mode).
    open var textColor: UIColor = .black {
        didSet { applyStyle() }
    }

    /// How lines are aligned in the bounds; `.natural` (left here) by default.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { applyStyle() }
    }

    /// The most lines to use; 0 means as many as needed. It limits `sizeThatFits(_:)`; when drawing, a
    /// wrapped label (any value but 1) shows the lines that fit its bounds, without UIKit's ellipsis on the
    /// last allowed line (deliberate difference: the text layer has no line limit).
    open var numberOfLines = 1 {
        didSet { applyStyle() }
    }

    /// How text that does not fit is truncated; `.byTruncatingTail` by default. Lines wrap between words
    /// whatever the mode (see `NSLineBreakMode`).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { applyStyle() }
    }

    private func applyStyle() {
        UIView.performWithoutAnimation {
            textLayer.font = font.rendererName
            textLayer.fontSize = font.pointSize
            textLayer.foregroundColor = textColor.cgColor
            textLayer.isWrapped = numberOfLines != 1
            switch textAlignment {
            case .center: textLayer.alignmentMode = .center
            case .right: textLayer.alignmentMode = .right
            case .justified: textLayer.alignmentMode = .justified
            case .left: textLayer.alignmentMode = .left
            default: textLayer.alignmentMode = .natural
            }
            switch lineBreakMode {
            case .byTruncatingHead: textLayer.truncationMode = .start
            case .byTruncatingMiddle: textLayer.truncationMode = .middle
            case .byTruncatingTail: textLayer.truncationMode = .end
            default: textLayer.truncationMode = .none
            }
        }
    }

    /// The size the text needs: its widest line by its lines (at most `numberOfLines` of them). The
    /// proposed size is not used to wrap: lines break only at newlines here.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let measured = font.size(of: text)
        let lines = max(1, text.components(separatedBy: "\n").count)
        let shown = numberOfLines > 0 ? min(lines, numberOfLines) : lines
        return CGSize(
            width: measured.width.rounded(.up), height: (measured.height / CGFloat(lines) * CGFloat(shown)).rounded(.up)
        )
    }

    /// The text's size (what `sizeThatFits(_:)` gives).
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }
}
