import Foundation
import OpenQuartzCore

/// A row of segments, one of which is selected (UIKit's `UISegmentedControl`). A lift inside a segment
/// other than the selected one selects it and sends `.valueChanged` (UIKit since iOS 13 selects on the lift).
///
/// Drawn with views, as iOS 13+ draws it: a light gray rounded track (corner radius 8), a white rounded
/// thumb (radius 7, inset 2 pt) behind the selected segment, and a centred `UILabel` (13 pt) or
/// `UIImageView` per segment; segments share the width equally. Items are `String`s or `UIImage`s.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The value of `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1
    /// The track's colour.
    public static let trackColor = UIColor(red: 238 / 255, green: 238 / 255, blue: 239 / 255, alpha: 1)
    /// The height UIKit gives a segmented control: 32 pt.
    public static let defaultHeight: CGFloat = 32

    private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        let content: UIView
    }

    private var segments: [Segment] = [] {
        didSet { invalidateIntrinsicContentSize() }
    }
    private let thumb = UIView()

    /// Whether the selection is shown only while touched (false by default): a momentary control sends
    /// `.valueChanged` and then shows no selection.
    open var isMomentary = false

    /// The selected segment, or `noSegment`. An index out of range is reported and ignored.
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment {
        didSet {
            guard selectedSegmentIndex == Self.noSegment || segments.indices.contains(selectedSegmentIndex) else {
                Diagnostics.report(
                    .invalidArgument, .exception,
                    "selectedSegmentIndex \(selectedSegmentIndex) is beyond the \(segments.count) segments")
                selectedSegmentIndex = oldValue
                return
            }
            setNeedsLayout()
        }
    }

    /// Makes a control with a segment per item (`String` or `UIImage`; other items are reported and
    /// skipped), 32 pt high and wide enough for its titles.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        setUpTrack()
        for item in items ?? [] {
            switch item {
            case let title as String: appendSegment(title: title, image: nil)
            case let image as UIImage: appendSegment(title: nil, image: image)
            default:
                Diagnostics.report(
                    .invalidArgument, .exception,
                    "UISegmentedControl(items:): \(type(of: item)) is neither a String nor a UIImage")
            }
        }
        frame = CGRect(origin: .zero, size: sizeThatFits(.zero))
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTrack()
    }

    /// Makes a segmented control from an Interface Builder file: its segments (titles or images) and
    /// selected segment (UIKit's `init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTrack()
        if let coder = coder as? IBCoder { coder.instantiation.decodeSegmentedControl(self, from: coder.element) }
    }

    public var numberOfSegments: Int { segments.count }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title, image: nil, content: makeContent(title: title, image: nil)), at: segment)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(title: nil, image: image, content: makeContent(title: nil, image: image)), at: segment)
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment).content.removeFromSuperview()
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
        setNeedsLayout()
    }

    open func removeAllSegments() {
        for segment in segments { segment.content.removeFromSuperview() }
        segments = []
        selectedSegmentIndex = Self.noSegment
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        replaceContent(of: segment, title: title, image: nil)
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        replaceContent(of: segment, title: nil, image: image)
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        segments[segment].content.alpha = enabled ? 1 : 0.35
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isEnabled
    }

    override func trackingEndedInside(_ touch: UITouch) {
        guard !segments.isEmpty else { return }
        let width = bounds.width / CGFloat(segments.count)
        let index = min(segments.count - 1, max(0, Int(touch.location(in: self).x / width)))
        guard segments[index].isEnabled, index != selectedSegmentIndex || isMomentary else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
        if isMomentary { selectedSegmentIndex = Self.noSegment }
    }

    /// The natural size for Auto Layout: `sizeThatFits(.zero)` (equal segments as wide as the widest
    /// content plus padding, the default height).
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let widest = segments.map { $0.content.sizeThatFits(.zero).width + 24 }.max() ?? 0
        return CGSize(width: widest * CGFloat(segments.count), height: Self.defaultHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !segments.isEmpty else { return thumb.isHidden = true }
        let width = bounds.width / CGFloat(segments.count)
        for (index, segment) in segments.enumerated() {
            let size = segment.content.sizeThatFits(.zero)
            segment.content.frame = CGRect(
                x: width * CGFloat(index) + (width - size.width) / 2, y: (bounds.height - size.height) / 2,
                width: size.width, height: size.height)
        }
        thumb.isHidden = selectedSegmentIndex == Self.noSegment
        if !thumb.isHidden {
            thumb.frame = CGRect(x: width * CGFloat(selectedSegmentIndex), y: 0, width: width, height: bounds.height)
                .insetBy(dx: 2, dy: 2)
        }
    }

    private func setUpTrack() {
        backgroundColor = Self.trackColor
        layer.cornerRadius = 8
        thumb.backgroundColor = .white
        thumb.layer.cornerRadius = 7
        thumb.isUserInteractionEnabled = false
        thumb.isHidden = true
        addSubview(thumb)
    }

    private func appendSegment(title: String?, image: UIImage?) {
        insert(
            Segment(title: title, image: image, content: makeContent(title: title, image: image)), at: segments.count)
    }

    private func insert(_ segment: Segment, at index: Int) {
        let index = min(max(index, 0), segments.count)
        segments.insert(segment, at: index)
        addSubview(segment.content)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
        setNeedsLayout()
    }

    private func replaceContent(of index: Int, title: String?, image: UIImage?) {
        segments[index].content.removeFromSuperview()
        let content = makeContent(title: title, image: image)
        segments[index] = Segment(title: title, image: image, isEnabled: segments[index].isEnabled, content: content)
        addSubview(content)
        setNeedsLayout()
    }

    private func makeContent(title: String?, image: UIImage?) -> UIView {
        guard let title else { return UIImageView(image: image) }
        let label = UILabel()
        label.text = title
        label.font = .systemFont(ofSize: 13)
        label.textColor = .black
        return label
    }
}
