import Foundation

/// A rectangle that takes part in Auto Layout without being a view (UIKit's `UILayoutGuide`): spacing
/// between views, a region to centre things in. Add it to a view with `addLayoutGuide(_:)`, constrain its
/// anchors, and read where the engine put it in `layoutFrame`. A view's `layoutMarginsGuide`,
/// `safeAreaLayoutGuide` and `readableContentGuide` are guides the view keeps in place itself.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// Which rectangle the guide is.
    enum Kind {
        /// A guide the app constrains.
        case custom
        /// The view's bounds inset by its layout margins.
        case layoutMargins
        /// The view's bounds inset by its safe-area insets.
        case safeArea
        /// The margins' region narrowed to a readable line length, centred.
        case readableContent
        /// A scroll view's content rectangle: at the content's origin, as large as `contentSize`, which
        /// the constraints on it decide.
        case scrollContent
        /// A scroll view's own rectangle, its bounds' size at the content's origin.
        case scrollFrame
    }

    let kind: Kind

    /// The view the guide belongs to (set by `addLayoutGuide(_:)`).
    public internal(set) weak var owningView: UIView?

    /// A name shown in constraint descriptions; UIKit names its own guides (`UIViewSafeAreaLayoutGuide`…).
    open var identifier = ""

    /// A guide the app constrains.
    public override init() {
        kind = .custom
        super.init()
    }

    init(kind: Kind, identifier: String) {
        self.kind = kind
        self.identifier = identifier
        super.init()
    }

    /// The guide's rectangle in its owning view's coordinates: for the view's own guides, its bounds inset
    /// by the margins or the safe area; for a custom guide, where the last layout pass put it (zero before).
    public var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        switch kind {
        case .custom: return owningView.layoutState?.engine?.frame(of: self) ?? .zero
        case .layoutMargins: return owningView.bounds.inset(by: owningView.effectiveLayoutMargins)
        case .safeArea: return owningView.bounds.inset(by: owningView.safeAreaInsets)
        case .readableContent: return owningView.readableContentFrame
        case .scrollContent: return CGRect(origin: .zero, size: (owningView as? UIScrollView)?.contentSize ?? .zero)
        case .scrollFrame: return CGRect(origin: .zero, size: owningView.bounds.size)
        }
    }

    /// The guide's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(source: AnchorSource(item: self, attribute: .left))
    }
    /// The guide's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(source: AnchorSource(item: self, attribute: .right))
    }
    /// The guide's leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(source: AnchorSource(item: self, attribute: .leading))
    }
    /// The guide's trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(source: AnchorSource(item: self, attribute: .trailing))
    }
    /// The guide's horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(source: AnchorSource(item: self, attribute: .centerX))
    }
    /// The guide's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(source: AnchorSource(item: self, attribute: .top)) }
    /// The guide's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(source: AnchorSource(item: self, attribute: .bottom))
    }
    /// The guide's vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(source: AnchorSource(item: self, attribute: .centerY))
    }
    /// The guide's width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(source: AnchorSource(item: self, attribute: .width)) }
    /// The guide's height.
    public var heightAnchor: NSLayoutDimension {
        NSLayoutDimension(source: AnchorSource(item: self, attribute: .height))
    }

    /// `<UILayoutGuide: 0x…; frame = (x y; w h), owningView = <UIView: 0x…>>`, roughly as UIKit prints it.
    nonisolated open override var description: String {
        MainActor.assumeIsolated { guideDescription }
    }

    private var guideDescription: String {
        let f = layoutFrame
        let numbers = [f.minX, f.minY, f.width, f.height].map(LayoutItemDescription.number)
        let owner = owningView.map { "\(type(of: $0)): \(LayoutItemDescription.address(of: $0))" } ?? "(null)"
        return
            "<\(type(of: self)): \(LayoutItemDescription.address(of: self)) - \"\(identifier)\", layoutFrame = {{\(numbers[0]), \(numbers[1])}, {\(numbers[2]), \(numbers[3])}}, owningView = <\(owner)>>"
    }
}
