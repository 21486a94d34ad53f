import Foundation

/// Where the parts of a page being curled lie, for a given progress — OpenUIKit's deliberate
/// approximation of UIKit's private page curl, made of flat pieces our layers can show.
///
/// The model is a sheet of paper folded along a straight line parallel to the spine. Measure `u` from
/// the spine across the sheet, whose length is `L`. At progress `p` (0: flat, 1: turned over onto the
/// spine's other side) the fold lies at `f = L·(1 − p)`:
/// - the **front** — the part between the spine and the fold, `[0, f]` — stays flat where it was;
/// - the part past the fold is reflected across it, so the sheet's point `u` shows at `2f − u`: the
///   **back** lies over `[2f − L, f]`, and the whole back side (reflected) spans `[2f − L, 2f]`. A
///   single-sided page shows its own content mirrored there, faint on white (UIKit: "the content on the
///   front of the page will partially show through to the back"); a double-sided page shows its back
///   page unmirrored (reflecting the sheet twice — across the page and across the fold — is a translation);
/// - the page underneath shows past the fold, `[f, L]`, with a shadow band of ``shadowWidth`` along the
///   fold, and the back carries a shading gradient darkest at the fold.
///
/// UIKit bends the sheet around a cylinder whose axis follows the finger's angle; this model keeps the fold
/// straight and parallel to the spine and the paper flat on both sides of it.
struct PageCurlGeometry: Equatable {
    /// Which edge of the sheet is the spine.
    enum Spine: Equatable {
        case minX, maxX, minY, maxY

        var isHorizontal: Bool { self == .minX || self == .maxX }
    }

    /// The width of the shadow the fold casts on the page underneath.
    static let shadowWidth: CGFloat = 24

    /// The sheet at rest, in its container's coordinates.
    let sheet: CGRect
    let spine: Spine
    /// 0 (flat) … 1 (turned over); values outside are clamped.
    let progress: CGFloat

    init(sheet: CGRect, spine: Spine, progress: CGFloat) {
        self.sheet = sheet
        self.spine = spine
        self.progress = min(max(progress, 0), 1)
    }

    /// The sheet's length across the spine.
    var length: CGFloat { spine.isHorizontal ? sheet.width : sheet.height }

    /// The fold's distance from the spine.
    var fold: CGFloat { length * (1 - progress) }

    /// The flat part of the sheet, `[0, f]`.
    var frontRect: CGRect { band(0, fold) }

    /// The turned-over part showing its back, `[2f − L, f]`.
    var backRect: CGRect { band(2 * fold - length, fold) }

    /// Where the whole back side lies, `[2f − L, 2f]` (the back content's frame; the visible part is
    /// `backRect`).
    var backContentFrame: CGRect { band(2 * fold - length, 2 * fold) }

    /// The shadow on the page underneath, `[f, min(f + shadowWidth, L)]`.
    var shadowRect: CGRect { band(fold, min(fold + Self.shadowWidth, length)) }

    /// The unit point of a band's side that lies on the fold, and the opposite one: a gradient from the
    /// first to the second starts at the fold. `foldAtFarEnd` tells which side of the band the fold is on:
    /// its end far from the spine (the back's) or its end near it (the shadow's).
    func gradientPoints(foldAtFarEnd: Bool) -> (start: CGPoint, end: CGPoint) {
        let foldAtLargerEnd = (spine == .minX || spine == .minY) == foldAtFarEnd
        let (low, high): (CGFloat, CGFloat) = foldAtLargerEnd ? (1, 0) : (0, 1)
        return spine.isHorizontal
            ? (CGPoint(x: low, y: 0.5), CGPoint(x: high, y: 0.5)) : (CGPoint(x: 0.5, y: low), CGPoint(x: 0.5, y: high))
    }

    /// The rectangle of the band `[u0, u1]` from the spine, across the whole sheet the other way.
    func band(_ u0: CGFloat, _ u1: CGFloat) -> CGRect {
        let extent = max(0, u1 - u0)
        switch spine {
        case .minX: return CGRect(x: sheet.minX + u0, y: sheet.minY, width: extent, height: sheet.height)
        case .maxX: return CGRect(x: sheet.maxX - u1, y: sheet.minY, width: extent, height: sheet.height)
        case .minY: return CGRect(x: sheet.minX, y: sheet.minY + u0, width: sheet.width, height: extent)
        case .maxY: return CGRect(x: sheet.minX, y: sheet.maxY - u1, width: sheet.width, height: extent)
        }
    }
}
