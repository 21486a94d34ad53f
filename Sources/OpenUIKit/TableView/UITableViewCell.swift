import Foundation
import OpenQuartzCore

/// One row of a table view (UIKit's `UITableViewCell`): a `contentView` holding the style's `textLabel`,
/// `detailTextLabel` and `imageView` (made when first asked for, as in UIKit), and the grey
/// `selectedBackgroundView` shown behind it while the row is highlighted or selected.
///
/// Layout follows UIKit's standard cells with 16 pt margins: the image at the leading margin, centred
/// vertically; the text after it. `.subtitle` stacks the detail under the text; `.value1` puts it on the
/// same line at the trailing margin, as does `.value2` (deliberate simplification: UIKit's `.value2` gives
/// the text a fixed blue column).
///
/// Deliberate difference: to make cells of a registered class, the table calls the `required`
/// `init(registeredReuseIdentifier:)`, which calls `init(style: .default, reuseIdentifier:)` (Swift cannot
/// call a non-required initializer on a class object as Objective-C can). A subclass overriding
/// `init(style:reuseIdentifier:)`, or declaring no initializer, inherits it.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The standard layouts of a cell's labels and image.
    public enum CellStyle: Int, Sendable {
        /// A text label and an optional image; no detail label.
        case `default`
        /// The detail on the same line as the text, at the trailing edge.
        case value1
        /// The detail on the same line as the text (see the class notes).
        case value2
        /// The detail under the text, smaller and grey.
        case subtitle
    }

    /// The line between rows (UIKit's `UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
        case none
        /// A hairline in the table's `separatorColor`.
        case singleLine
        /// Drawn as `.singleLine` (UIKit's etched look belongs to grouped tables of old iOS).
        case singleLineEtched
    }

    /// How a cell looks when selected.
    public enum SelectionStyle: Int, Sendable {
        /// No highlight.
        case none
        /// Grey since iOS 7, as `.gray` and `.default`.
        case blue
        /// Grey.
        case gray
        /// Grey (UIKit's default).
        case `default`
    }

    /// The grey of a highlighted or selected cell: `systemGray4` in the light appearance (#D1D1D6).
    public static let selectionColor = UIColor.systemGray4

    /// How long the highlight takes to fade in or out when a change is animated. UIKit does not document
    /// it; 0.25 s (Core Animation's default duration) is OpenUIKit's choice.
    public static let selectionFadeDuration: TimeInterval = 0.25

    /// The margin between the cell's edges and its image and labels, in points.
    static let margin: CGFloat = 16

    public let style: CellStyle

    /// The identifier the table reuses the cell under (nil: never reused).
    public let reuseIdentifier: String?

    /// The view to put custom subviews in; it fills the cell.
    public let contentView = UIView()
    /// The segues of the storyboard prototype the cell was made from: selecting the cell triggers them.
    var storyboardSegues: [IBElement] = []

    /// The highlight shown behind the content while highlighted or selected (grey by default); set it to
    /// change the look.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            installSelectedBackground()
        }
    }

    /// How the cell highlights (grey by default).
    open var selectionStyle: SelectionStyle = .default {
        didSet { showSelection(animated: false) }
    }

    /// Whether the cell shows as selected; setting it is `setSelected(_:animated: false)`.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell shows as highlighted (the finger is on it); setting it is `setHighlighted(_:animated: false)`.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }

    /// The hairline along the bottom edge that the table shows between rows (`UITableView.separatorStyle`).
    let separatorView = UIView()
    /// The separator's left and right insets, from the table's `separatorInset`.
    var separatorInset = UIEdgeInsets(top: 0, left: UITableViewCell.margin, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }

    /// Whether the cell is what a failed dequeue returned: the table leaves its row empty.
    var isUnusable = false
    private var selectedState = false
    private var highlightedState = false
    private var madeTextLabel: UILabel?
    private var madeDetailTextLabel: UILabel?
    private var madeImageView: UIImageView?

    /// A cell of `style`, reused under `reuseIdentifier`, 320 × 44 points until its table sizes it.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .white
        installContent()
    }

    /// Makes a cell from an Interface Builder file (a storyboard's prototype cell, a xib's cell): its style
    /// and reuse identifier, then the views of its content view (UIKit's `init?(coder:)`).
    public required init?(coder: NSCoder) {
        let element = (coder as? IBCoder)?.element
        style = IBControlValues.cellStyle(element?["style"])
        reuseIdentifier = element?["reuseIdentifier"]
        super.init(coder: coder)
        if !coder.containsValue(forKey: "backgroundColor") { backgroundColor = .white }
        installContent()
        if let coder = coder as? IBCoder { coder.instantiation.decodeTableViewCell(self, from: coder.element) }
    }

    private func installContent() {
        contentView.frame = bounds
        addSubview(contentView)
        let highlight = UIView()
        highlight.backgroundColor = Self.selectionColor
        selectedBackgroundView = highlight  // outside an initializer, the observer installs it
        separatorView.isUserInteractionEnabled = false
        addSubview(separatorView)
    }

    /// A `.default` cell with no reuse identifier, of `frame`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// What the table view uses to make a cell of a registered class: `init(style: .default, reuseIdentifier:)`.
    public required convenience init(registeredReuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: registeredReuseIdentifier)
    }

    /// The main label, made on first use.
    open var textLabel: UILabel? {
        standardView(\.madeTextLabel) { UILabel() }
    }

    /// The secondary label of the `.value1`, `.value2` and `.subtitle` styles, made on first use; nil for
    /// `.default`, as in UIKit.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        return standardView(\.madeDetailTextLabel) {
            let label = UILabel()
            label.textColor = style == .subtitle ? .black : .secondaryLabel
            label.font = .systemFont(ofSize: style == .subtitle ? 12 : 17)
            return label
        }
    }

    /// The image at the leading edge, made on first use.
    open var imageView: UIImageView? {
        standardView(\.madeImageView) { UIImageView() }
    }

    /// The standard subview kept at `stored`, made by `make` and put in the content view on first use.
    private func standardView<View: UIView>(
        _ stored: ReferenceWritableKeyPath<UITableViewCell, View?>, _ make: () -> View
    ) -> View {
        if let view = self[keyPath: stored] { return view }
        let view = make()
        contentView.addSubview(view)
        self[keyPath: stored] = view
        setNeedsLayout()
        return view
    }

    /// Selects or deselects the cell, fading the highlight when `animated`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
        showSelection(animated: animated)
    }

    /// Highlights or unhighlights the cell, fading the highlight when `animated`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedState = highlighted
        showSelection(animated: animated)
    }

    /// Called just before `dequeueReusableCell` hands the cell out again; UIKit's resets selection and
    /// highlight. Override it (calling `super`) to reset content.
    open func prepareForReuse() {
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
    }

    /// Lays out the content view, the highlight, the image and the labels for the style.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        selectedBackgroundView?.frame = bounds
        let hairline = 1 / UIScreen.main.scale
        separatorView.frame = CGRect(
            x: separatorInset.left, y: bounds.height - hairline,
            width: max(0, bounds.width - separatorInset.left - separatorInset.right), height: hairline)
        bringSubviewToFront(separatorView)
        layoutStandardViews()
    }

    private func installSelectedBackground() {
        guard let view = selectedBackgroundView else { return }
        view.frame = bounds
        insertSubview(view, at: 0)
        showSelection(animated: false)
    }

    /// Shows the highlight while highlighted or selected, unless the style is `.none`.
    private func showSelection(animated: Bool) {
        guard let view = selectedBackgroundView else { return }
        let alpha: CGFloat = selectionStyle != .none && (selectedState || highlightedState) ? 1 : 0
        guard view.alpha != alpha else { return }
        if animated {
            UIView.animate(withDuration: Self.selectionFadeDuration) { view.alpha = alpha }
        } else {
            view.alpha = alpha
        }
    }

    private func layoutStandardViews() {
        let margin = Self.margin, height = bounds.height
        var leading = margin
        if let imageView = madeImageView, let size = imageView.image?.size {
            let side = CGSize(width: min(size.width, height), height: min(size.height, height))
            imageView.frame = CGRect(x: margin, y: (height - side.height) / 2, width: side.width, height: side.height)
            leading = imageView.frame.maxX + margin
        }
        let width = max(0, bounds.width - margin - leading)
        func fitted(_ label: UILabel?) -> CGFloat {
            guard let label else { return 0 }
            return label.sizeThatFits(CGSize(width: width, height: height)).height
        }
        let textHeight = fitted(madeTextLabel), detailHeight = fitted(madeDetailTextLabel)
        switch style {
        case .subtitle:
            let top = (height - textHeight - detailHeight) / 2
            madeTextLabel?.frame = CGRect(x: leading, y: top, width: width, height: textHeight)
            madeDetailTextLabel?.frame = CGRect(x: leading, y: top + textHeight, width: width, height: detailHeight)
        case .value1, .value2:
            madeTextLabel?.frame = CGRect(x: leading, y: (height - textHeight) / 2, width: width, height: textHeight)
            madeDetailTextLabel?.textAlignment = .right
            madeDetailTextLabel?.frame = CGRect(
                x: leading, y: (height - detailHeight) / 2, width: width, height: detailHeight)
        case .default:
            madeTextLabel?.frame = CGRect(x: leading, y: (height - textHeight) / 2, width: width, height: textHeight)
        }
    }
}
