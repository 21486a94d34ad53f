import Foundation
import OpenCoreGraphics
import Testing
@testable import Gallery
@testable import OpenQuartzCore
import OpenUIKitTesting

/// The path-morph demo's key moments, checked in pixels. Geometry from the demo: a 240 × 240 scene over
/// grey 0.95; a 160-point gradient square at (40, 40), purple (0.55, 0.2, 0.9) at its top-left corner to
/// teal (0.1, 0.75, 0.85) at its bottom-right, masked by a path morphing from the inscribed circle (radius
/// 80) to the square in 1 s and back in 1 s, twice (ease-in-ease-out, so the ends of each pass are exact).
@MainActor
@Suite(.freshApplication) struct PathMorphDemoTests {
    let origin = 40.0
    let side = 160.0
    let background = bytes(0.95, 0.95, 0.95)

    /// The gradient's colour at the centre of pixel (x, y): the axial gradient from the square's top-left
    /// to its bottom-right corner, so its parameter is the projection onto the diagonal.
    func gradient(_ x: Int, _ y: Int) -> [Int] {
        let u = (Double(x) + 0.5 - origin) / side, v = (Double(y) + 0.5 - origin) / side
        let t = min(1, max(0, (u + v) / 2))
        return bytes(0.55 + (0.1 - 0.55) * t, 0.2 + (0.75 - 0.2) * t, 0.9 + (0.85 - 0.9) * t)
    }

    /// Pixels `inset` points inside each corner of the square (on its diagonals).
    func corners(inset: Int) -> [(x: Int, y: Int)] {
        let near = Int(origin) + inset, far = Int(origin + side) - inset - 1
        return [(near, near), (far, near), (near, far), (far, far)]
    }

    /// Whether a pixel's centre lies outside the circle inscribed in the square.
    func outsideCircle(_ x: Int, _ y: Int) -> Bool {
        let centre = origin + side / 2
        return hypot(Double(x) + 0.5 - centre, Double(y) + 0.5 - centre) > side / 2 + 1
    }

    func shows(_ image: CGImage, gradientAt points: [(x: Int, y: Int)]) -> Bool {
        points.allSatisfy { image.pixel($0.x, $0.y, is: gradient($0.x, $0.y), tolerance: 3) }
    }

    func shows(_ image: CGImage, backgroundAt points: [(x: Int, y: Int)]) -> Bool {
        points.allSatisfy { image.pixel($0.x, $0.y, is: background) }
    }

    @Test func keyFramesAreTheScriptedMoments() {
        let demo = RecordedDemo(PathMorphDemo.self)
        #expect(demo.size == CGSize(width: 240, height: 240))
        #expect(demo.frames.count == Int((4.2 * 30).rounded()) + 1)
        #expect(demo.keyFrames.map(\.index) == [0, 0.5, 1, 1.5, 2, 3].map { demo.index(at: $0) })
    }

    /// 2 points in is the square's very corner (a square whose curves turn the corners would miss it).
    @Test(arguments: [2, 6, 15])
    func cornerRegionFollowsTheMorph(inset: Int) {
        let points = corners(inset: inset)
        #expect(points.allSatisfy { outsideCircle($0.x, $0.y) })
        let demo = RecordedDemo(PathMorphDemo.self)
        #expect(shows(demo.image(at: 0), backgroundAt: points), "t = 0: circle")
        #expect(shows(demo.image(at: 1), gradientAt: points), "1 s: square")
        #expect(shows(demo.image(at: 2), backgroundAt: points), "2 s: circle")
        #expect(shows(demo.image(at: 3), gradientAt: points), "3 s: square again")
        #expect(shows(demo.image(at: 4.2), backgroundAt: points), "after the animation: the model's circle")
    }

    @Test func centreAndOutsideNeverChange() {
        let demo = RecordedDemo(PathMorphDemo.self)
        let centre = Int(origin + side / 2)
        for time in [0, 0.5, 1, 1.5, 2, 3, 4.2] {
            let image = demo.image(at: time)
            #expect(image.pixel(centre, centre, is: gradient(centre, centre), tolerance: 3), "\(time) s")
            #expect(
                shows(image, backgroundAt: [(10, 10), (Int(origin) - 3, centre), (centre, Int(origin + side) + 2)]),
                "\(time) s")
        }
    }

    @Test func circleAndSquareHaveTheirOutlines() {
        let demo = RecordedDemo(PathMorphDemo.self)
        let centre = origin + side / 2
        func pixel(angle: Double, radius: Double) -> (x: Int, y: Int) {
            (
                Int((centre + radius * cos(angle * .pi / 180)).rounded(.down)),
                Int((centre + radius * sin(angle * .pi / 180)).rounded(.down))
            )
        }
        let angles = stride(from: 0.0, to: 360, by: 15).map { $0 }
        for time in [0.0, 2] {
            let image = demo.image(at: time)
            #expect(shows(image, gradientAt: angles.map { pixel(angle: $0, radius: side / 2 - 3) }), "\(time) s")
            #expect(shows(image, backgroundAt: angles.map { pixel(angle: $0, radius: side / 2 + 3) }), "\(time) s")
        }
        let square = demo.image(at: 1)
        let inside = (Int(origin) + 1)...(Int(origin + side) - 2)
        for along in stride(from: inside.lowerBound, through: inside.upperBound, by: 13) {
            #expect(
                shows(
                    square,
                    gradientAt: [
                        (along, inside.lowerBound), (along, inside.upperBound), (inside.lowerBound, along),
                        (inside.upperBound, along),
                    ]))
            #expect(
                shows(
                    square,
                    backgroundAt: [
                        (along, Int(origin) - 2), (along, Int(origin + side) + 1), (Int(origin) - 2, along),
                        (Int(origin + side) + 1, along),
                    ]))
        }
    }

    @Test func edgeMidpointsStayOnTheShapeThroughout() {
        // Circle and square share the four points at the middle of the square's edges.
        let demo = RecordedDemo(PathMorphDemo.self)
        let mid = Int(origin + side / 2), near = Int(origin) + 2, far = Int(origin + side) - 3
        for time in [0, 0.5, 1, 1.5, 2] {
            #expect(
                shows(demo.image(at: time), gradientAt: [(mid, near), (mid, far), (near, mid), (far, mid)]), "\(time) s"
            )
        }
    }

    @Test func halfwayIsBetweenCircleAndSquare() {
        let demo = RecordedDemo(PathMorphDemo.self)
        #expect(demo.image(at: 0.5) == demo.image(at: 1.5))
        #expect(demo.image(at: 0.5) != demo.image(at: 0))
        #expect(demo.image(at: 0.5) != demo.image(at: 1))
        #expect(demo.image(at: 0) == demo.image(at: 2))
        #expect(demo.image(at: 1) == demo.image(at: 3))
    }

    @Test func traceReportsOneRunOfFourSeconds() {
        let trace = RecordedDemo(PathMorphDemo.self).trace
        #expect(
            trace == [
                "t=0.000 add path animation circle→square, autoreverses, repeatCount 2",
                "animationDidStart", "animationDidStop finished=true",
            ])
    }
}
