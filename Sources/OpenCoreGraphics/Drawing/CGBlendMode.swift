import CCairo
import Foundation

/// How painted colours combine with the colours already in the context, Core Graphics' `CGBlendMode`.
///
/// In the formulas Apple documents, R is the result, S the source and D the destination, all premultiplied.
/// Every mode maps onto a cairo operator, except `plusDarker`, which cairo lacks (see its comment).
///
/// As in Core Graphics, a blend mode only affects the pixels the painted shape covers: cairo's "unbounded"
/// operators (`sourceIn`, `sourceOut`, `destinationIn`, `destinationAtop`) are confined to the shape by
/// `CGContext` so that the destination outside the shape is left alone, as Core Graphics leaves it.
public enum CGBlendMode: Int32, Sendable, Hashable {
    /// Source over destination (Porter–Duff "over").
    case normal = 0
    /// R = S·D (+ the uncovered parts of each): darkens.
    case multiply = 1
    /// R = S + D − S·D: lightens.
    case screen = 2
    /// Multiply or screen depending on the destination.
    case overlay = 3
    /// The darker of source and destination per channel.
    case darken = 4
    /// The lighter of source and destination per channel.
    case lighten = 5
    /// Brightens the destination to reflect the source.
    case colorDodge = 6
    /// Darkens the destination to reflect the source.
    case colorBurn = 7
    /// Darkens or lightens depending on the source, softly.
    case softLight = 8
    /// Multiply or screen depending on the source.
    case hardLight = 9
    /// The absolute difference of source and destination.
    case difference = 10
    /// Like difference, with lower contrast.
    case exclusion = 11
    /// The source's hue with the destination's saturation and luminosity.
    case hue = 12
    /// The source's saturation with the destination's hue and luminosity.
    case saturation = 13
    /// The source's hue and saturation with the destination's luminosity.
    case color = 14
    /// The source's luminosity with the destination's hue and saturation.
    case luminosity = 15
    /// R = 0.
    case clear = 16
    /// R = S.
    case copy = 17
    /// R = S·Da.
    case sourceIn = 18
    /// R = S·(1 − Da).
    case sourceOut = 19
    /// R = S·Da + D·(1 − Sa).
    case sourceAtop = 20
    /// R = S·(1 − Da) + D.
    case destinationOver = 21
    /// R = D·Sa.
    case destinationIn = 22
    /// R = D·(1 − Sa).
    case destinationOut = 23
    /// R = S·(1 − Da) + D·Sa.
    case destinationAtop = 24
    /// R = S·(1 − Da) + D·(1 − Sa).
    case xor = 25
    /// R = max(0, 1 − ((1 − D) + (1 − S))). Cairo has no such operator; OpenCoreGraphics approximates it
    /// with `multiply`, which darkens in the same direction but less strongly.
    case plusDarker = 26
    /// R = min(1, S + D) (cairo's "add").
    case plusLighter = 27

    /// The cairo operator that implements the mode.
    package var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }

    /// Whether the mode must be confined to the painted shape by `CGContext` (painting into a group, then
    /// laying the result in through the shape's coverage) to keep Core Graphics' behaviour: cairo's
    /// unbounded operators change the destination outside the shape, and cairo 1.16's span compositor
    /// strokes with `CLEAR` as if it were `OVER` (fills are right), so `clear` takes the same road.
    package var isUnboundedInCairo: Bool {
        switch self {
        case .sourceIn, .sourceOut, .destinationIn, .destinationAtop, .clear: return true
        default: return false
        }
    }
}
