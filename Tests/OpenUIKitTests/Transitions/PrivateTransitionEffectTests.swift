import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import TestSupport

/// The private CATransition effects apps use by name — rippleEffect, suckEffect, the camera irises and rotate —
/// drawn on the compositor from the geometry their doc comments give (Apple publishes none), checked at key
/// progresses on a 100 × 100 layer at scale 1 with a 1 s linear transition, so progress = time.
@MainActor
@Suite(.freshApplication) struct PrivateTransitionEffectTests {
    let red = [255, 0, 0, 255]
    let green = [0, 255, 0, 255]
    let blue = [0, 0, 255, 255]
    let black = [0, 0, 0, 255]
    let clear = [0, 0, 0, 0]
    /// Half the layer's diagonal: the distance from its centre to a corner.
    let halfDiagonal = hypot(100.0, 100.0) / 2

    /// A 100 × 100 solid layer.
    func solid(_ color: CGColor) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.backgroundColor = color
        return layer
    }

    /// Black at x = 0 to white at x = 100, so the gray at a point is 255 × x / 100.
    func horizontalGradient() -> CALayer {
        let layer = CAGradientLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)]
        layer.startPoint = CGPoint(x: 0, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 0.5)
        return layer
    }

    /// Red on the left half, green on the right.
    func redGreenHalves() -> CALayer {
        let layer = solid(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        let right = CALayer()
        right.frame = CGRect(x: 50, y: 0, width: 50, height: 100)
        right.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        layer.addSublayer(right)
        return layer
    }

    /// A 100 × 100 container showing `old`, which a 1 s linear CATransition of `type` (progress from
    /// `progress.lowerBound` to `progress.upperBound`) replaces with `new`. Returns the image before the
    /// transition, the images at `times` seconds after it was added, and the renderer's root.
    func run(
        _ type: String, subtype: String? = nil, old: CALayer, new: CALayer, at times: [Double],
        progress: ClosedRange<Float> = 0...1
    ) -> (before: CGImage, frames: [CGImage], root: CALayer) {
        let size = CGSize(width: 100, height: 100)
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        let container = CALayer()
        container.frame = root.bounds
        container.addSublayer(old)
        root.addSublayer(container)
        CATransaction.flush()
        let renderer = CARenderer(layer: root, size: size)
        let before = renderer.image()!
        let transition = CATransition()
        transition.type = CATransitionType(rawValue: type)
        transition.subtype = subtype.map { CATransitionSubtype(rawValue: $0) }
        transition.duration = 1
        transition.timingFunction = CAMediaTimingFunction(name: .linear)
        transition.startProgress = progress.lowerBound
        transition.endProgress = progress.upperBound
        old.removeFromSuperlayer()
        container.addSublayer(new)
        container.add(transition, forKey: nil)
        CATransaction.flush()
        var now = 0.0
        var frames: [CGImage] = []
        for time in times {
            UIApplication.shared.advance(by: time - now)
            now = time
            frames.append(renderer.image()!)
        }
        return (before, frames, root)
    }

    /// How far a point is outside a regular hexagon centred on the layer (negative inside), measured along
    /// the normal of the edge facing it: circumradius `r`, a vertex at angle `turn` (y down).
    func outsideHexagon(_ x: Int, _ y: Int, circumradius r: Double, turn: Double) -> Double {
        let dx = Double(x) + 0.5 - 50, dy = Double(y) + 0.5 - 50
        let sector = Double.pi / 3
        var angle = (atan2(dy, dx) - turn).truncatingRemainder(dividingBy: sector)
        if angle < 0 { angle += sector }
        return hypot(dx, dy) * cos(angle - sector / 2) - r * cos(sector / 2)
    }

    // MARK: rippleEffect

    /// Where the ripple reads the new state for the pixel (x, y) at progress `p`: ring width W = 25 (a quarter
    /// of the shorter side), amplitude W / 8, front R = p × (half diagonal + W); nil ahead of the front.
    func rippleSource(_ x: Int, _ y: Int, progress p: Double) -> CGPoint? {
        let ring = 25.0, amplitude = 25.0 / 8
        let front = p * (halfDiagonal + ring)
        let dx = Double(x) + 0.5 - 50, dy = Double(y) + 0.5 - 50
        let distance = hypot(dx, dy)
        let behind = front - distance
        guard behind >= 0 else { return nil }
        guard behind < ring else { return CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5) }
        let ratio = (distance - amplitude * sin(2 * .pi * behind / ring)) / distance
        return CGPoint(x: 50 + dx * ratio, y: 50 + dy * ratio)
    }

    @Test func rippleShowsTheNewStateBehindItsFrontDisplacedInTheRing() throws {
        let (before, frames, _) = run(
            "rippleEffect", old: solid(CGColor(red: 1, green: 0, blue: 0, alpha: 1)), new: horizontalGradient(),
            at: [0.5])
        #expect(before.rgba(50, 50) == red)
        let frame = frames[0]
        // Ahead of the front (R ≈ 47.9 at 0.5): the old state.
        #expect(rippleSource(99, 50, progress: 0.5) == nil)
        #expect(frame.rgba(99, 50) == red)
        // Well behind the ring: the new state where it is.
        let still = try #require(rippleSource(60, 50, progress: 0.5))
        #expect(still.x == 60.5)
        #expect(frame.pixel(60, 50, is: bytes(0.605, 0.605, 0.605)))
        // In the ring a quarter wave behind the front the content is pulled in by about 3.1 pt; three quarters
        // behind it is pushed out by as much.
        for x in [91, 79] {
            let source = try #require(rippleSource(x, 50, progress: 0.5))
            let gray = source.x / 100
            #expect(abs(source.x - (Double(x) + 0.5)) > 3)
            #expect(frame.pixel(x, 50, is: bytes(gray, gray, gray)))
            let unmoved = (Double(x) + 0.5) / 100
            #expect(!frame.pixel(x, 50, is: bytes(unmoved, unmoved, unmoved)))
        }
    }

    // MARK: suckEffect

    /// Whether the pixel (x, y) shows the old state at progress `p`, and the old state's column there: the
    /// right edge at height y is w × (1 − k × smoothstep(y / h)), k = min(1, 2p); the top is at
    /// h × q², q = max(0, (p − ¼) / ¾).
    func suckSource(_ x: Int, _ y: Int, progress p: Double) -> Double? {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let slide = max(0, (p - 0.25) / 0.75)
        let top = 100 * slide * slide
        let t = py / 100
        let right = 100 * (1 - min(1, 2 * p) * t * t * (3 - 2 * t))
        guard py >= top, px < right else { return nil }
        return px / right * 100
    }

    @Test func suckSqueezesTheOldStateIntoTheBottomLeftCorner() {
        let (_, frames, _) = run(
            "suckEffect", old: redGreenHalves(), new: solid(CGColor(red: 0, green: 0, blue: 1, alpha: 1)),
            at: [0.2, 0.5])
        // At 0.2 the right edge has begun to bend at the bottom; the top has not moved.
        #expect(suckSource(95, 95, progress: 0.2) == nil)
        #expect(frames[0].rgba(95, 95) == blue)
        #expect(suckSource(95, 5, progress: 0.2)! > 50)
        #expect(frames[0].rgba(95, 5) == green)
        // At 0.5 the top has slid down to 100/9 and the bottom row has no width: the top-right corner and the
        // bottom-left one show the new state, and each row of the old is squeezed toward the left edge.
        #expect(suckSource(95, 5, progress: 0.5) == nil)
        #expect(frames[1].rgba(95, 5) == blue)
        #expect(suckSource(3, 97, progress: 0.5) == nil)
        #expect(frames[1].rgba(3, 97) == blue)
        #expect(suckSource(60, 50, progress: 0.5) == nil)
        #expect(frames[1].rgba(60, 50) == blue)
        // Row 50's right edge is at 49.25: x = 20 reads the old column 41.6 (red), x = 30 column 61.9 (green).
        #expect(abs(suckSource(20, 50, progress: 0.5)! - 41.6) < 0.1)
        #expect(frames[1].rgba(20, 50) == red)
        #expect(abs(suckSource(30, 50, progress: 0.5)! - 61.9) < 0.1)
        #expect(frames[1].rgba(30, 50) == green)
    }

    // MARK: camera irises

    /// The fully open aperture's circumradius: its inscribed circle reaches the corners.
    var openIris: Double { halfDiagonal / cos(.pi / 6) }

    @Test func hollowOpenShowsTheNewStateInsideTheGrowingAperture() {
        let (_, frames, _) = run(
            "cameraIrisHollowOpen", old: solid(CGColor(red: 1, green: 0, blue: 0, alpha: 1)),
            new: solid(CGColor(red: 0, green: 0, blue: 1, alpha: 1)), at: [0.5])
        // At 0.5: circumradius 0.5 × Rmax ≈ 40.8, turned 30°, a black rim 0.03 × Rmax ≈ 2.45 wide outside it.
        let r = 0.5 * openIris, turn = Double.pi / 6, rim = 0.03 * openIris
        #expect(outsideHexagon(80, 50, circumradius: r, turn: turn) < 0)
        #expect(frames[0].rgba(80, 50) == blue)
        #expect(outsideHexagon(5, 5, circumradius: r, turn: turn) > rim)
        #expect(frames[0].rgba(5, 5) == red)
        // Just outside the edge whose normal points at 60°.
        let edge = outsideHexagon(68, 81, circumradius: r, turn: turn)
        #expect(edge > 0 && edge < rim)
        #expect(frames[0].rgba(68, 81) == black)
    }

    @Test func hollowCloseShrinksTheApertureOverTheOldState() {
        let (_, frames, _) = run(
            "cameraIrisHollowClose", old: solid(CGColor(red: 1, green: 0, blue: 0, alpha: 1)),
            new: solid(CGColor(red: 0, green: 0, blue: 1, alpha: 1)), at: [0.25, 0.5])
        // At 0.25: circumradius 0.75 × Rmax ≈ 61.2, turned 15°.
        let r = 0.75 * openIris, turn = Double.pi / 12
        #expect(outsideHexagon(10, 50, circumradius: r, turn: turn) < 0)
        #expect(frames[0].rgba(10, 50) == red)
        #expect(outsideHexagon(1, 1, circumradius: r, turn: turn) > 0.03 * openIris * sin(.pi / 4))
        #expect(frames[0].rgba(1, 1) == blue)
        #expect(frames[1].rgba(80, 50) == red)
        #expect(frames[1].rgba(5, 5) == blue)
    }

    @Test func cameraIrisClosesOnTheOldStateThenOpensOnTheNew() {
        let (_, frames, _) = run(
            "cameraIris", old: solid(CGColor(red: 1, green: 0, blue: 0, alpha: 1)),
            new: solid(CGColor(red: 0, green: 0, blue: 1, alpha: 1)), at: [0.25, 0.5, 0.75])
        // At 0.25 and 0.75 the circumradius is 0.5 × Rmax (turned 15° and 45°); at 0.5 the iris is shut.
        #expect(outsideHexagon(80, 50, circumradius: 0.5 * openIris, turn: .pi / 12) < 0)
        #expect(frames[0].rgba(80, 50) == red)
        #expect(frames[0].rgba(5, 5) == black)
        #expect(frames[1].rgba(50, 50) == black)
        #expect(frames[1].rgba(5, 5) == black)
        #expect(outsideHexagon(80, 50, circumradius: 0.5 * openIris, turn: .pi / 4) < 0)
        #expect(frames[2].rgba(80, 50) == blue)
        #expect(frames[2].rgba(95, 95) == black)
    }

    // MARK: rotate

    @Test func rotateTurnsTheStatesClockwiseByDefaultAndCounterclockwiseOn90ccw() {
        // At 0.25 the old state (75 % opaque) is turned 22.5° and the new (25 %) −67.5°. The pixel (97, 80) is
        // (47.5, 30.5) from the centre: turned back by 22.5° it is 55.6 pt across — outside the old square; by
        // −22.5° it is (32.2, 46.4), inside; turned back by −67.5° it is 55.6 pt down, outside the new square.
        let clockwise = run(
            "rotate", old: solid(CGColor(red: 1, green: 0, blue: 0, alpha: 1)),
            new: solid(CGColor(red: 0, green: 0, blue: 1, alpha: 1)), at: [0.25, 0.5])
        #expect(clockwise.frames[0].rgba(97, 80) == clear)
        // Half-way both squares are turned 45° (each half opaque): the centre is an even mix, the corners empty.
        #expect(clockwise.frames[1].pixel(50, 50, is: [128, 0, 128, 255]))
        #expect(clockwise.frames[1].rgba(2, 2) == clear)
    }

    @Test func rotate90ccwTurnsTheOtherWay() {
        // Counterclockwise the old state is turned −22.5° and the new 67.5°: (47.5, 30.5) from the centre turned
        // back is (32.2, 46.4) in the old square and (46.4, −32.2) in the new one, inside both.
        let counterclockwise = run(
            "rotate", subtype: "90ccw", old: solid(CGColor(red: 1, green: 0, blue: 0, alpha: 1)),
            new: solid(CGColor(red: 0, green: 0, blue: 1, alpha: 1)), at: [0.25])
        #expect(counterclockwise.frames[0].pixel(97, 80, is: [191, 0, 64, 255]))
    }

    // MARK: every effect

    nonisolated static let effects = [
        "rippleEffect", "suckEffect", "cameraIris", "cameraIrisHollowClose", "cameraIrisHollowOpen", "rotate",
    ]

    @Test(arguments: effects)
    func theSameProgressGivesTheSamePixels(type: String) {
        let (_, frames, root) = run(
            type, old: redGreenHalves(), new: horizontalGradient(), at: [0.37])
        let again = CARenderer(layer: root, size: CGSize(width: 100, height: 100)).image()!
        #expect(frames[0] == again)
    }

    @Test(arguments: effects)
    func progressZeroIsTheOldStateAndOneTheNew(type: String) {
        let start = run(type, old: redGreenHalves(), new: horizontalGradient(), at: [0.5], progress: 0...0)
        #expect(start.frames[0] == start.before)
        let end = run(type, old: redGreenHalves(), new: horizontalGradient(), at: [0.5, 1.5], progress: 1...1)
        #expect(end.frames[0] == end.frames[1])
        #expect(FreshApplicationTrait.reports.isEmpty)
    }

    @Test func aTypeIOSDoesNotDrawIsStillReportedAndFades() {
        let (_, frames, _) = run(
            "genieEffect", old: solid(CGColor(red: 1, green: 0, blue: 0, alpha: 1)),
            new: solid(CGColor(red: 0, green: 0, blue: 1, alpha: 1)), at: [0.5])
        #expect(FreshApplicationTrait.reports.map(\.code) == [.invalidArgument])
        #expect(frames[0].pixel(50, 50, is: [128, 0, 128, 255]))
    }
}
