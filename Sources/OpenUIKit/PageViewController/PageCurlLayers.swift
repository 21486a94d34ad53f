import Foundation
import OpenQuartzCore

/// The views and layers that show a page being curled, arranged by `PageCurlGeometry` (see there for the
/// model), in the page view controller's view, bottom to top:
///
/// 1. the page underneath, where it rests;
/// 2. the shadow the fold casts on it (a gradient from 30 % black to clear);
/// 3. the sheet's page, masked to the flat part (`layer.mask`);
/// 4. the back, clipped to the turned-over part: the back page (double-sided), or a mirrored snapshot of the
///    sheet at 30 % opacity on white (single-sided), under a shading gradient from 25 % black at the fold.
///
/// `run(to:duration:completion:)` moves the progress on the virtual clock with a display link, eased in and
/// out (`CAMediaTimingFunction(name: .easeInEaseOut)`).
@MainActor
final class PageCurlLayers {
    /// How long a whole turn takes (an animated `setViewControllers`, a tap; a released pan takes the
    /// part left). UIKit documents none; 0.5 s is OpenUIKit's choice.
    static let turnDuration: TimeInterval = 0.5
    /// The curve of the turn's animation.
    static let turnCurve = CAMediaTimingFunction(name: .easeInEaseOut)

    let sheetFrame: CGRect
    let spine: PageCurlGeometry.Spine
    private let sheet: UIView
    private let frontMask = CALayer()
    private let shadow = UIView()
    private let shadowGradient = CAGradientLayer()
    private let backClip = UIView()
    private let backContent: UIView
    private let isMirrored: Bool
    private let shade = CAGradientLayer()
    private var link: CADisplayLink?
    /// The progress shown now.
    private(set) var progress: CGFloat = 0

    /// Arranges the curl in `container`: `under` at `sheetFrame` below `sheet`, the shadow between, the
    /// back above, with `back` as the back side when given (double-sided); `facing`, the page across a
    /// middle spine, goes below them all, as the sheet turns over onto it.
    init(
        in container: UIView, sheet: UIView, under: UIView, back: UIView?, facing: UIView? = nil,
        sheetFrame: CGRect, spine: PageCurlGeometry.Spine
    ) {
        self.sheetFrame = sheetFrame
        self.spine = spine
        self.sheet = sheet
        sheet.frame = sheetFrame
        under.frame = sheetFrame
        if sheet.superview !== container { container.addSubview(sheet) }
        if under.superview !== container { container.addSubview(under) }
        container.insertSubview(under, belowSubview: sheet)
        if let facing { container.insertSubview(facing, belowSubview: under) }
        if let back {
            backContent = back
            isMirrored = false
        } else {
            sheet.layoutIfNeeded()
            backContent = sheet.snapshotView(afterScreenUpdates: false) ?? UIView()
            backContent.alpha = 0.3
            isMirrored = true
        }
        container.insertSubview(shadow, aboveSubview: under)
        container.insertSubview(backClip, aboveSubview: sheet)
        backClip.clipsToBounds = true
        backClip.backgroundColor = .white
        backClip.addSubview(backContent)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        frontMask.backgroundColor = UIColor.black.cgColor
        sheet.layer.mask = frontMask
        shadowGradient.colors = [UIColor(white: 0, alpha: 0.3).cgColor, UIColor(white: 0, alpha: 0).cgColor]
        shadow.layer.addSublayer(shadowGradient)
        shade.colors = [UIColor(white: 0, alpha: 0.25).cgColor, UIColor(white: 0, alpha: 0).cgColor]
        backClip.layer.addSublayer(shade)
        CATransaction.commit()
    }

    /// The geometry at `progress`.
    func geometry(at progress: CGFloat) -> PageCurlGeometry {
        PageCurlGeometry(sheet: sheetFrame, spine: spine, progress: progress)
    }

    /// Shows the curl at `progress` (0 flat … 1 turned over).
    func apply(progress: CGFloat) {
        let geometry = geometry(at: progress)
        self.progress = geometry.progress
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        frontMask.frame = geometry.frontRect.offsetBy(dx: -sheetFrame.minX, dy: -sheetFrame.minY)
        shadow.frame = geometry.shadowRect
        shadowGradient.frame = shadow.bounds
        (shadowGradient.startPoint, shadowGradient.endPoint) = geometry.gradientPoints(foldAtFarEnd: false)
        let backRect = geometry.backRect
        backClip.frame = backRect
        backClip.isHidden = backRect.width <= 0 || backRect.height <= 0
        let content = geometry.backContentFrame.offsetBy(dx: -backRect.minX, dy: -backRect.minY)
        if isMirrored {
            backContent.transform = .identity
            backContent.bounds = CGRect(origin: .zero, size: content.size)
            backContent.center = CGPoint(x: content.midX, y: content.midY)
            backContent.transform =
                spine.isHorizontal ? CGAffineTransform(scaleX: -1, y: 1) : CGAffineTransform(scaleX: 1, y: -1)
        } else {
            backContent.frame = content
        }
        shade.frame = backClip.bounds
        (shade.startPoint, shade.endPoint) = geometry.gradientPoints(foldAtFarEnd: true)
        CATransaction.commit()
    }

    /// Moves the progress to `target` over `duration` (eased in and out), frame by frame; then calls
    /// `completion`. A zero duration arrives at once.
    func run(to target: CGFloat, duration: TimeInterval, completion: @escaping () -> Void) {
        stop()
        let start = progress, startTime = CACurrentMediaTime()
        guard duration > 0 else {
            apply(progress: target)
            return completion()
        }
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            let fraction = min((link.timestamp - startTime) / duration, 1)
            guard fraction < 1 - MediaTiming.endTolerance else {
                self.stop()
                self.apply(progress: target)
                return completion()
            }
            self.apply(progress: start + (target - start) * CGFloat(Self.turnCurve.solve(fraction)))
        }
        self.link = link
        link.add(to: .main, forMode: .common)
    }

    private func stop() {
        link?.invalidate()
        link = nil
    }

    /// Takes the curl down: the mask off the sheet, the shadow and the back out of the view (a back page's
    /// view still in the back leaves with them).
    func tearDown() {
        stop()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        sheet.layer.mask = nil
        CATransaction.commit()
        shadow.removeFromSuperview()
        backClip.removeFromSuperview()
        if !isMirrored, backContent.superview === backClip { backContent.removeFromSuperview() }
    }
}
