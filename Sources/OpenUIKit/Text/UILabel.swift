import Foundation
import OpenCoreGraphics
import OpenQuartzCore

/// A view showing read-only text (UIKit's `UILabel`), drawn by its own `draw(_:)` — which calls the
/// `drawText(in:)` override point — with the text engine. Defaults are UIKit's: 17 pt system font, black
/// text, natural alignment, one line, truncating the tail, shadow offset (0, −1) without a colour, content
/// mode `.redraw`; it takes no touches.
///
/// Text is laid out once per change and size: the styled text and its layouts are cached until a property
/// that changes them is set. `text` and `attributedText` are two views of one content: setting `font`,
/// `textColor`, `textAlignment` or `lineBreakMode` applies to the whole attributed text, as in UIKit.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// What the label shows: plain text in the label's style, or an attributed string.
    enum Content {
        case plain(String)
        case attributed(NSAttributedString)
    }

    var content: Content?
    /// The styled text the engine lays out, and the layouts made of it, until something changes.
    var cachedText: AttributedText?
    var cachedLayouts: [TextContainer: TextLayout] = [:]

    /// A label of `frame` with no text and UIKit's defaults.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    /// Makes a label from an Interface Builder file: the view's attributes, then the text, font, colour,
    /// alignment, line break mode and number of lines the file gives (UIKit's `init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if !coder.containsValue(forKey: "userInteractionEnabled") { isUserInteractionEnabled = false }
        if !coder.containsValue(forKey: "contentMode") { contentMode = .redraw }
        if let coder = coder as? IBCoder { coder.instantiation.decodeLabel(self, from: coder.element) }
    }

    /// The text shown; nil (the default) shows nothing. Setting it replaces any attributed text.
    open var text: String? {
        get {
            switch content {
            case .plain(let string): string
            case .attributed(let string): string.string
            case nil: nil
            }
        }
        set {
            content = newValue.map(Content.plain)
            textDidChange()
        }
    }

    /// The text with its attributes: set, the string's own; for plain text, the text in the label's font,
    /// colour, alignment and line-break mode.
    open var attributedText: NSAttributedString? {
        get {
            switch content {
            case .attributed(let string): string
            case .plain(let string): NSAttributedString(string: string, attributes: styleAttributes)
            case nil: nil
            }
        }
        set {
            content = newValue.map { Content.attributed(NSAttributedString(attributedString: $0)) }
            textDidChange()
        }
    }

    /// The font; the 17-point system font by default. Setting it sets the font of all the attributed text.
    open var font: UIFont = .systemFont(ofSize: 17) {
        didSet { applyToAttributedText(.font, font) }
    }

    /// The colour of the text; black by default (UIKit's `.label`, black in light mode). Setting it sets
    /// the colour of all the attributed text.
    open var textColor: UIColor = .black {
        didSet { applyToAttributedText(.foregroundColor, textColor) }
    }

    /// How lines are aligned; `.natural` (left for left-to-right text) by default.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { applyToAttributedText(.paragraphStyle, nil) }
    }

    /// How lines wrap and where text that does not fit is cut (on the last line shown);
    /// `.byTruncatingTail` by default.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { applyToAttributedText(.paragraphStyle, nil) }
    }

    /// The most lines to show; 0 means as many as fit. 1 by default.
    open var numberOfLines = 1 {
        didSet { textDidChange() }
    }

    /// Whether the text is drawn enabled; a disabled label draws its text at 35 % opacity (UIKit dims it by
    /// an amount it does not publish; the value is OpenUIKit's).
    open var isEnabled = true {
        didSet { setNeedsDisplay() }
    }

    /// Whether the label is highlighted: then text is drawn in `highlightedTextColor`, when set.
    open var isHighlighted = false {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the text while highlighted (nil: unchanged).
    open var highlightedTextColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The colour of a shadow drawn under the text (nil, the default: none), unblurred at `shadowOffset`.
    open var shadowColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The shadow's offset in points; (0, −1) by default, one point up.
    open var shadowOffset = CGSize(width: 0, height: -1) {
        didSet { setNeedsDisplay() }
    }

    /// Whether a single-line label shrinks its font to fit its width, down to `minimumScaleFactor`.
    open var adjustsFontSizeToFitWidth = false {
        didSet { textDidChange() }
    }

    /// The smallest fraction of the font size the text may shrink to (0, the default: it does not shrink).
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { textDidChange() }
    }

    /// The width multi-line text wraps at in `intrinsicContentSize` (0, the default: unbounded).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The size the text needs: wrapped at `size.width` (unless the label has one line), at most
    /// `numberOfLines` lines, each side rounded up to whole points as UIKit's.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = numberOfLines == 1 || size.width <= 0 ? CGFloat.infinity : size.width
        return textRect(
            forBounds: CGRect(x: 0, y: 0, width: width, height: .infinity), limitedToNumberOfLines: numberOfLines
        ).size
    }

    /// The text's size: unwrapped, or wrapped at `preferredMaxLayoutWidth` when that is set and the label
    /// has more than one line.
    open override var intrinsicContentSize: CGSize {
        let width = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .infinity
        return textRect(
            forBounds: CGRect(x: 0, y: 0, width: width, height: .infinity), limitedToNumberOfLines: numberOfLines
        ).size
    }

    /// The rectangle the text takes in `bounds`: from its origin, as wide as the widest line and as tall as
    /// the lines shown (at most `numberOfLines`, 0 for no limit, and those that fit the height), rounded up.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let layout = layout(in: bounds.size, lines: numberOfLines) else {
            return CGRect(origin: bounds.origin, size: .zero)
        }
        return CGRect(
            origin: bounds.origin,
            size: CGSize(width: layout.size.width.rounded(.up), height: layout.size.height.rounded(.up)))
    }

    /// Draws the text in `rect`: wrapped at its width, the lines that fit (at most `numberOfLines`),
    /// centred vertically, in the current context. Override it to change where the text goes.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let layout = layout(in: rect.size, lines: numberOfLines)
        else { return }
        context.saveGState()
        if let shadowColor { context.setShadow(offset: shadowOffset, blur: 0, color: shadowColor.cgColor) }
        if !isEnabled { context.setAlpha(UIButton.systemDisabledAlpha) }
        let drawn = isHighlighted && highlightedTextColor != nil ? recoloured(layout) : layout
        drawn.draw(in: context, at: CGPoint(x: rect.minX, y: rect.minY + (rect.height - drawn.size.height) / 2))
        context.restoreGState()
    }

    /// Draws the text in the bounds (through `drawText(in:)`).
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }
}
