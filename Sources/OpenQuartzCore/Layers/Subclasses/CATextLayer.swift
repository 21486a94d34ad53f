import Foundation
import OpenCoreGraphics

/// How a text layer truncates a line that does not fit (Core Animation's `CATextLayerTruncationMode`).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How a text layer aligns its lines (Core Animation's `CATextLayerAlignmentMode`).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// A layer that draws a string (Core Animation's `CATextLayer`) with the text engine (`TextLayout`, shared
/// with UIKit's labels and string drawing). Defaults are Apple's: the Helvetica font (CATextLayer.h) at size
/// 36 — drawn in Liberation Sans, Helvetica's metric-compatible stand-in — opaque white text, no wrapping,
/// no truncation, natural alignment. `font` takes a font name (`String`) or a `UIFont`; `fontSize` sets the
/// size either way.
@preconcurrency @MainActor
open class CATextLayer: CALayer {
    struct TextState {
        var string: Any?
        var font: Any? = "Helvetica"
        var fontSize: CGFloat = 36
        var foregroundColor: CGColor? = .white
        var isWrapped = false
        var truncationMode = CATextLayerTruncationMode.none
        var alignmentMode = CATextLayerAlignmentMode.natural
    }

    var textState = TextState()

    public required init() { super.init() }

    public required init(layer: Any) {
        super.init(layer: layer)
        if let source = layer as? CATextLayer { textState = source.textState }
    }

    /// The text: a `String`, or an `NSAttributedString` whose attributes (UIKit's keys) override the layer's
    /// font, colour and alignment where set.
    public var string: Any? {
        get { textState.string }
        set { assign(\CATextLayer.textState.string, newValue, key: "string") }
    }

    /// The font, by name or as a `UIFont` (default "Helvetica", as CATextLayer.h documents).
    public var font: Any? {
        get { textState.font }
        set { assign(\CATextLayer.textState.font, newValue, key: "font") }
    }

    public var fontSize: CGFloat {
        get { textState.fontSize }
        set { assign(\CATextLayer.textState.fontSize, newValue, key: "fontSize") }
    }

    public var foregroundColor: CGColor? {
        get { textState.foregroundColor }
        set { assign(\CATextLayer.textState.foregroundColor, newValue, key: "foregroundColor") }
    }

    public var isWrapped: Bool {
        get { textState.isWrapped }
        set { assign(\CATextLayer.textState.isWrapped, newValue, key: "wrapped") }
    }

    public var truncationMode: CATextLayerTruncationMode {
        get { textState.truncationMode }
        set { assign(\CATextLayer.textState.truncationMode, newValue, key: "truncationMode") }
    }

    public var alignmentMode: CATextLayerAlignmentMode {
        get { textState.alignmentMode }
        set { assign(\CATextLayer.textState.alignmentMode, newValue, key: "alignmentMode") }
    }

    static let textProperties = baseProperties.merging([
        "string": .stored(\CATextLayer.string, .opaque, animatable: false),
        "font": .stored(\CATextLayer.font, .opaque, animatable: false),
        "fontSize": .stored(\CATextLayer.fontSize, .cgFloat),
        "foregroundColor": .stored(\CATextLayer.foregroundColor, .color),
        "wrapped": .stored(\CATextLayer.isWrapped, .bool, animatable: false),
        "truncationMode": .stored(\CATextLayer.truncationMode, .opaque, animatable: false),
        "alignmentMode": .stored(\CATextLayer.alignmentMode, .opaque, animatable: false),
    ]) { _, new in new }

    override package class var propertyTable: [String: LayerProperty] { textProperties }
}
