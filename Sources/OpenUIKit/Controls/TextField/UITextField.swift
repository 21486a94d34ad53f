import Foundation
import OpenQuartzCore

/// A control that shows one line of editable text (UIKit's `UITextField`).
///
/// A tap on the field, or `becomeFirstResponder()`, begins editing; keys typed with `UIApplication.type(_:)`
/// and `press(_:)` edit the text at the insertion point, a caret that blinks on the virtual clock (see
/// `caretBlinkInterval`); the delegate is asked and told in UIKit's order (see `UITextFieldDelegate`), the editing
/// control events are sent and the `textDid…Notification`s posted. The text and placeholder are drawn by labels
/// inside the field, so they measure and draw as `UILabel` does.
///
/// A selection (`selectedTextRange`, `selectAll(_:)`, shift with the left and right arrows) is drawn in the tint
/// colour; copy, cut and paste (`copy(_:)`, `cut(_:)`, `paste(_:)` or command-C, X and V) go through
/// `UIPasteboard.general`.
///
/// Deliberate differences: no selection handles, loupe or edit menu, no autocorrection, dictation or
/// input-method composition (marked text), no `adjustsFontSizeToFitWidth`; secure entry shows bullets at once
/// (iOS shows the last typed character for a moment).
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// Posted after a field becomes first responder; the object is the field (UIKit's
    /// `UITextField.textDidBeginEditingNotification`).
    public nonisolated static let textDidBeginEditingNotification = Notification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    /// Posted after the text changed by editing (keys, the clear button), not by setting `text`.
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted after a field stops editing.
    public nonisolated static let textDidEndEditingNotification = Notification.Name(
        "UITextFieldTextDidEndEditingNotification")

    /// The caret is shown this long, then hidden this long, while no key is pressed (UIKit's caret blinks once
    /// a second, evenly: `UITextSelectionView`'s blink animation; each key press shows it again at once and
    /// restarts the cycle).
    public static let caretBlinkInterval: TimeInterval = 0.5

    /// The caret's width (UIKit's insertion point is 2 points wide).
    static let caretWidth: CGFloat = 2

    /// The colour of placeholder text: UIKit's `placeholderText` in light mode (60, 60, 67 at 30 %).
    static let placeholderColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)

    /// The text, one string; the label draws what `displayedText` makes of it.
    var storage = ""
    /// The text's attributes when `attributedText` was set (its string is `storage`); nil for plain text.
    var attributedStorage: NSAttributedString?
    /// The insertion point — the moving end of the selection — in UTF-16 units of `storage` (always on a
    /// character boundary).
    var caretOffset = 0
    /// The fixed end of the selection (equal to `caretOffset` when nothing is selected).
    var anchorOffset = 0
    var caretTimer: Timer?

    /// Clips the text label when the text is wider than the text rectangle.
    let textClip = UIView(frame: .zero)
    let textLabel = UILabel(frame: .zero)
    let placeholderLabel = UILabel(frame: .zero)
    let caretView = UIView(frame: .zero)
    /// The tinted highlight behind selected text.
    let selectionView = UIView(frame: .zero)
    let clearButton = TextFieldClearButton(frame: .zero)

    /// The object asked and told about editing.
    open weak var delegate: UITextFieldDelegate?

    /// Whether the field is editing (is first responder).
    public internal(set) var isEditing = false

    /// A field of `frame` with no text, no border and UIKit's defaults.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installContent()
    }

    /// Makes a text field from an Interface Builder file: its text, placeholder, font, colour, alignment
    /// and border style (UIKit's `init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installContent()
        if let coder = coder as? IBCoder { coder.instantiation.decodeTextField(self, from: coder.element) }
    }

    private func installContent() {
        textClip.clipsToBounds = true
        textClip.isUserInteractionEnabled = false
        selectionView.isHidden = true
        textClip.addSubview(selectionView)
        textClip.addSubview(textLabel)
        textLabel.lineBreakMode = .byClipping
        placeholderLabel.textColor = Self.placeholderColor
        caretView.isHidden = true
        caretView.isUserInteractionEnabled = false
        clearButton.field = self
        clearButton.isHidden = true
        for view in [textClip, placeholderLabel, caretView, clearButton] { addSubview(view) }
        applyStyle()
    }

    /// The text; "" when empty (UIKit's getter never answers nil). Setting it drops the attributes of an
    /// `attributedText`, moves the insertion point to the end and sends no event and no notification, as UIKit.
    open var text: String? {
        get { storage }
        set {
            attributedStorage = nil
            replaceStorage(with: newValue ?? "")
        }
    }

    /// The text with its attributes, drawn with them (runs without a font or colour take `font` and
    /// `textColor`); the getter of plain text answers it with the field's font and colour. Typed text takes
    /// the attributes of the character before the insertion point, as UIKit's typing attributes do.
    open var attributedText: NSAttributedString? {
        get {
            attributedStorage
                ?? NSAttributedString(
                    string: storage, attributes: [.font: resolvedFont, .foregroundColor: textColor ?? .black])
        }
        set {
            attributedStorage = newValue.map { NSAttributedString(attributedString: $0) }
            replaceStorage(with: newValue?.string ?? "")
        }
    }

    /// Whether beginning to edit empties the field (asking `textFieldShouldClear(_:)` first, as the clear
    /// button does); false by default.
    open var clearsOnBeginEditing = false

    /// The grey text shown while the field is empty; nil by default. Setting it replaces `attributedPlaceholder`
    /// with plain text.
    open var placeholder: String? {
        get { placeholderStorage?.string }
        set { placeholderStorage = newValue.map { NSAttributedString(string: $0) } }
    }

    /// The placeholder with its attributes, drawn with them (runs without a colour in UIKit's placeholder grey,
    /// without a font in `font`).
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholderStorage }
        set { placeholderStorage = newValue.map { NSAttributedString(attributedString: $0) } }
    }

    private var placeholderStorage: NSAttributedString? {
        didSet { textDidChange() }
    }

    /// The font of the text and placeholder; nil sets the default, the 17-point system font.
    /// Setting it sets the font of all of an `attributedText`, as UIKit.
    open var font: UIFont? = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            applyToAttributedStorage(.font, resolvedFont)
        }
    }

    /// The colour of the text; black by default. Setting it colours all of an `attributedText`, as UIKit.
    open var textColor: UIColor? = .black {
        didSet { applyToAttributedStorage(.foregroundColor, textColor ?? .black) }
    }

    /// How the text lines up in the text rectangle; `.natural` (left) by default.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { applyStyle() }
    }

    /// The border drawn; `.none` by default.
    open var borderStyle: BorderStyle = .none {
        didSet { applyStyle() }
    }

    /// When the clear button shows (only while there is text, as UIKit); `.never` by default.
    open var clearButtonMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    /// A view at the field's leading edge (e.g. an icon), shown per `leftViewMode`.
    open var leftView: UIView? {
        didSet { replaceOverlay(oldValue, with: leftView) }
    }

    /// When `leftView` shows; `.never` by default.
    open var leftViewMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    /// A view at the field's trailing edge, shown per `rightViewMode` (after the clear button).
    open var rightView: UIView? {
        didSet { replaceOverlay(oldValue, with: rightView) }
    }

    /// When `rightView` shows; `.never` by default.
    open var rightViewMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    /// Whether the text is hidden behind bullets ("•", one per character); false by default.
    open var isSecureTextEntry = false {
        didSet { textDidChange() }
    }

    /// Whether the clear button shows: per `clearButtonMode`, and only while there is text.
    var showsClearButton: Bool { clearButtonMode.shows(editing: isEditing) && !storage.isEmpty }

    /// The text as drawn: bullets for secure entry.
    var displayedText: String {
        isSecureTextEntry ? String(repeating: "•", count: storage.count) : storage
    }

    /// The attributed text as drawn, its runs without a font or colour given the field's; nil for plain text
    /// and for secure entry (bullets are drawn plain).
    var displayedAttributedText: NSAttributedString? {
        guard let attributedStorage, !isSecureTextEntry else { return nil }
        return Self.filling(attributedStorage, font: resolvedFont, color: textColor ?? .black)
    }

    /// `text` with `font` and `color` on the runs that have none.
    static func filling(_ text: NSAttributedString, font: UIFont, color: UIColor) -> NSAttributedString {
        let filled = NSMutableAttributedString(attributedString: text)
        let whole = NSRange(location: 0, length: text.length)
        for (key, value) in [(NSAttributedString.Key.font, font as Any), (.foregroundColor, color)] {
            text.enumerateAttribute(key, in: whole, options: []) { present, range, _ in
                if present == nil { filled.addAttribute(key, value: value, range: range) }
            }
        }
        return filled
    }

    // MARK: First responder

    /// A field takes first responder while it is enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing: asks `textFieldShouldBeginEditing(_:)`, becomes first responder, empties the text when
    /// `clearsOnBeginEditing` is set and `textFieldShouldClear(_:)` agrees (no editing event for that), then
    /// (UIKit's order)
    /// tells `textFieldDidBeginEditing(_:)`, sends `.editingDidBegin` and posts
    /// `textDidBeginEditingNotification`; the insertion point goes to the end and the caret starts blinking.
    /// Returns false (nothing happens) when the field is not in a window, is disabled, the delegate refuses or
    /// the current first responder does not resign.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing, !storage.isEmpty, delegate?.textFieldShouldClear(self) ?? true {
            replaceStorage(with: "")
        }
        select(NSRange(location: storage.utf16.count, length: 0))
        setNeedsLayout()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing: asks `textFieldShouldEndEditing(_:)` (false keeps the field editing and returns false),
    /// resigns, then tells `textFieldDidEndEditing(_:)`, sends `.editingDidEnd` and posts
    /// `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        guard super.resignFirstResponder() else { return false }
        finishEditing()
        return true
    }

    /// A field that leaves its window while editing ends editing without being asked (UIKit's header:
    /// `textFieldDidEndEditing` "may be called if forced even if shouldEndEditing returns NO (e.g. view removed
    /// from window)").
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, isEditing { finishEditing() }
    }

    /// A tap on the field begins editing.
    override func trackingEndedInside(_ touch: UITouch) {
        if !isEditing { becomeFirstResponder() }
    }

    // MARK: Geometry

    /// The horizontal inset of the text from the border (OpenUIKit's values: 7 points in a rounded rectangle,
    /// as UIKit's `textRect(forBounds:)` answers for one; 3 in a line or bezel; none without a border).
    private var borderInset: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 3
        case .roundedRect: 7
        }
    }

    /// The rectangle of the text when not editing: the bounds less the border's inset and the overlay views.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: borderInset, dy: 0)
        let left = leftViewRect(forBounds: bounds)
        if !left.isEmpty { rect.size.width -= left.maxX - rect.minX; rect.origin.x = left.maxX }
        var trailing = rightViewRect(forBounds: bounds)
        if showsClearButton { trailing = clearButtonRect(forBounds: bounds) }
        if !trailing.isEmpty { rect.size.width = max(0, trailing.minX - rect.minX) }
        return rect
    }

    /// The rectangle of the text while editing; `textRect(forBounds:)` by default.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle of the placeholder; `textRect(forBounds:)` by default.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where `leftView` goes: at the leading edge, vertically centred, at its own size; empty when hidden.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView, leftViewMode.shows(editing: isEditing) else { return .zero }
        let size = leftView.bounds.size
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where `rightView` goes: at the trailing edge, vertically centred, at its own size; empty when hidden.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView, rightViewMode.shows(editing: isEditing) else { return .zero }
        let size = rightView.bounds.size
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the clear button goes: 19 points square, vertically centred, 6 points before the right view (or
    /// the trailing edge).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let right = rightViewRect(forBounds: bounds)
        let trailing = right.isEmpty ? bounds.maxX : right.minX
        let side = TextFieldClearButton.side
        return CGRect(x: trailing - 6 - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        clearButton.isHidden = !showsClearButton
        leftView?.isHidden = !leftViewMode.shows(editing: isEditing)
        rightView?.isHidden = !rightViewMode.shows(editing: isEditing)
        if let leftView, !leftView.isHidden { leftView.frame = leftViewRect(forBounds: bounds) }
        if let rightView, !rightView.isHidden { rightView.frame = rightViewRect(forBounds: bounds) }
        clearButton.frame = clearButtonRect(forBounds: bounds)
        // A line is as tall as the field's font makes it, or as the attributed text's own fonts make it.
        let fontLine = Self.textSize(of: "X", font: resolvedFont).height
        let lineHeight = max(fontLine, displayedAttributedText?.size().height ?? 0)
        let placeholderLine = max(fontLine, placeholderLabel.attributedText?.size().height ?? 0)
        let textArea = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let placeholderArea = placeholderRect(forBounds: bounds)
        placeholderLabel.frame = CGRect(
            x: placeholderArea.minX, y: placeholderArea.midY - placeholderLine / 2, width: placeholderArea.width,
            height: placeholderLine)
        textClip.frame = CGRect(
            x: textArea.minX, y: textArea.midY - lineHeight / 2, width: textArea.width, height: lineHeight)
        layOutTextAndCaret(lineHeight: lineHeight)
    }

    /// Places the text label in its clip (scrolled so the insertion point shows while editing, as UIKit's
    /// field scrolls) and the caret at the insertion point.
    private func layOutTextAndCaret(lineHeight: CGFloat) {
        let width = textClip.bounds.width
        let textWidth = displayedWidth(upTo: storage.utf16.count)
        let caretX = displayedWidth(upTo: caretOffset)
        let slack = max(0, width - textWidth)
        let alignmentOffset: CGFloat =
            switch textAlignment {
            case .center: slack / 2
            case .right: slack
            default: 0
            }
        let scroll = isEditing ? max(0, caretX + Self.caretWidth - width) : 0
        textLabel.frame = CGRect(x: alignmentOffset - scroll, y: 0, width: max(width, textWidth), height: lineHeight)
        textLabel.textAlignment = textWidth < width ? textAlignment : .left
        caretView.frame = CGRect(
            x: textClip.frame.minX + min(alignmentOffset + caretX - scroll, max(0, width - Self.caretWidth)),
            y: textClip.frame.minY, width: Self.caretWidth, height: lineHeight)
        let selected = selectedRange
        selectionView.isHidden = !isEditing || selected.length == 0
        if !selectionView.isHidden {
            let start = displayedWidth(upTo: selected.location)
            selectionView.frame = CGRect(
                x: alignmentOffset - scroll + start, y: 0, width: displayedWidth(upTo: NSMaxRange(selected)) - start,
                height: lineHeight)
        }
    }

    /// The width of the displayed text's first `offset` UTF-16 units, as drawn.
    private func displayedWidth(upTo offset: Int) -> CGFloat {
        guard offset > 0 else { return 0 }
        let prefix = String(storage.utf16.prefix(offset)) ?? storage
        if isSecureTextEntry {
            return Self.textSize(of: String(repeating: "•", count: prefix.count), font: resolvedFont).width
        }
        guard let displayed = displayedAttributedText else {
            return Self.textSize(of: prefix, font: resolvedFont).width
        }
        return displayed.attributedSubstring(from: NSRange(location: 0, length: min(offset, displayed.length))).size()
            .width
    }

    /// The size of `string` in `font` as a one-line label draws it (the one place the field measures text).
    static func textSize(of string: String, font: UIFont) -> CGSize {
        measuringLabel.font = font
        measuringLabel.text = string
        let unlimited = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        return measuringLabel.sizeThatFits(unlimited)
    }

    private static let measuringLabel = UILabel(frame: .zero)

    var resolvedFont: UIFont { font ?? .systemFont(ofSize: 17) }

    // MARK: Drawing

    private func applyStyle() {
        for label in [textLabel, placeholderLabel] {
            label.font = resolvedFont
            label.textAlignment = textAlignment
        }
        textLabel.textColor = textColor ?? .black
        caretView.backgroundColor = tintColor
        selectionView.backgroundColor = tintColor.withAlphaComponent(0.2)
        UIView.performWithoutAnimation {
            switch borderStyle {
            case .none:
                layer.borderWidth = 0
                layer.cornerRadius = 0
            case .line:
                layer.borderWidth = 1
                layer.borderColor = UIColor.black.cgColor
                layer.cornerRadius = 0
            case .bezel:
                layer.borderWidth = 1
                layer.borderColor = UIColor(white: 0.45, alpha: 1).cgColor
                layer.cornerRadius = 0
            case .roundedRect:
                layer.borderWidth = 0.5
                layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
                layer.cornerRadius = 5
                if backgroundColor == nil { backgroundColor = .white }
            }
        }
        textDidChange()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        caretView.backgroundColor = tintColor
        selectionView.backgroundColor = tintColor.withAlphaComponent(0.2)
    }

    /// Shows the text or the placeholder after a change and lays them out again.
    func textDidChange() {
        if let displayed = displayedAttributedText {
            textLabel.attributedText = displayed
        } else {
            textLabel.text = displayedText
        }
        placeholderLabel.attributedText = placeholderStorage.map {
            Self.filling($0, font: resolvedFont, color: Self.placeholderColor)
        }
        placeholderLabel.isHidden = !storage.isEmpty
        setNeedsLayout()
    }

    /// Replaces the whole text (attributes as `attributedStorage` already holds them), with the insertion point
    /// at its end.
    func replaceStorage(with string: String) {
        storage = string
        select(NSRange(location: storage.utf16.count, length: 0))
        textDidChange()
    }

    /// Sets `key` to `value` over all of an attributed text (the `font` and `textColor` setters), and restyles.
    private func applyToAttributedStorage(_ key: NSAttributedString.Key, _ value: Any) {
        if let attributedStorage {
            let changed = NSMutableAttributedString(attributedString: attributedStorage)
            changed.addAttribute(key, value: value, range: NSRange(location: 0, length: changed.length))
            self.attributedStorage = changed
        }
        applyStyle()
    }

    private func replaceOverlay(_ old: UIView?, with new: UIView?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        if let new { addSubview(new) }
        setNeedsLayout()
    }
}
