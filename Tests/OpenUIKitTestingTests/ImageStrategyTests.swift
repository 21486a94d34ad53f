import Foundation
@testable import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import SnapshotTesting
import Testing

/// `.image` for views, controllers and layers: references on disk that pass, and failures that name the
/// difference and write the difference image.
@MainActor
@Suite(.freshApplication) struct ImageStrategyTests {
    @Test func aViewMatchesItsReference() {
        assertSnapshot(of: StrategyFixtures.view(), as: .image)
    }

    @Test func aControllerMatchesItsReferenceOnAnIPhoneSE() {
        let controller = StrategyFixtures.controller("Green", color: .green)
        let label = UILabel(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        label.text = "OpenUIKit"
        controller.view.addSubview(label)
        assertSnapshot(of: controller, as: .image(on: .iPhoneSE))
    }

    @Test func aLayerMatchesItsReference() {
        let layer = CAShapeLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        layer.path = CGPath(ellipseIn: CGRect(x: 5, y: 5, width: 20, height: 20), transform: nil)
        layer.fillColor = UIColor.blue.cgColor
        assertSnapshot(of: layer as CALayer, as: .image(scale: 2))
    }

    @Test func aMismatchNamesTheDifferenceAndWritesTheDifferenceImage() throws {
        let folder = StrategyFixtures.temporaryFolder()
        #expect(
            verifySnapshot(
                of: StrategyFixtures.view(), as: .image, named: "square", record: .all, snapshotDirectory: folder)
                != nil)
        let message = try #require(
            verifySnapshot(
                of: StrategyFixtures.view(squareColor: .green), as: .image, named: "square",
                record: .never, snapshotDirectory: folder))
        // The 10 × 10 square changed: 100 of the 1,200 pixels.
        #expect(message.contains("100 of 1200 pixels (8.33 %) differ"))
        let path = try #require(StrategyFixtures.differenceImagePath(in: message))
        let difference = try #require(UIImage(contentsOfFile: path)?.cgImage)
        #expect(difference.width == 40 && difference.height == 30)
        // Changed pixels show the difference (blue → green: 0, 255, 255 in absolute terms), the rest black.
        #expect(difference.pixel(x: 10, y: 10) == (0, 255, 255, 255))
        #expect(difference.pixel(x: 30, y: 20) == (0, 0, 0, 255))
        #expect(
            verifySnapshot(
                of: StrategyFixtures.view(), as: .image, named: "square", record: .never, snapshotDirectory: folder)
                == nil)
    }

    @Test func precisionAndPerceptualPrecisionTolerateWhatTheySay() {
        let folder = StrategyFixtures.temporaryFolder()
        _ = verifySnapshot(
            of: StrategyFixtures.view(), as: .image, named: "base", record: .all, snapshotDirectory: folder)
        let changed = StrategyFixtures.view(squareColor: .green)
        // 8.33 % of the pixels differ: a precision of 0.9 accepts it, 0.95 does not.
        #expect(
            verifySnapshot(
                of: changed, as: .image(precision: 0.9), named: "base", record: .never, snapshotDirectory: folder)
                == nil)
        #expect(
            verifySnapshot(
                of: changed, as: .image(precision: 0.95), named: "base", record: .never, snapshotDirectory: folder)
                != nil)
        // A blue one step off is ΔE ≈ 0.3: within perceptual precision 0.99 (ΔE ≤ 1), not byte-equal.
        let nearlyBlue = StrategyFixtures.view(squareColor: UIColor(red: 0, green: 0, blue: 254 / 255, alpha: 1))
        #expect(
            verifySnapshot(of: nearlyBlue, as: .image, named: "base", record: .never, snapshotDirectory: folder) != nil)
        #expect(
            verifySnapshot(
                of: nearlyBlue, as: .image(perceptualPrecision: 0.99), named: "base", record: .never,
                snapshotDirectory: folder) == nil)
    }

    @Test func waitShowsAnAnimationLater() {
        let folder = StrategyFixtures.temporaryFolder()
        let view = StrategyFixtures.view()
        let square = view.subviews[0]
        _ = verifySnapshot(of: view, as: .image, named: "start", record: .all, snapshotDirectory: folder)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { square.frame.origin.x = 25 })
        // Half-way the square has moved 10 pt: the picture differs from the start.
        #expect(
            verifySnapshot(of: view, as: .image(wait: 0.5), named: "start", record: .never, snapshotDirectory: folder)
                != nil)
        _ = verifySnapshot(of: view, as: .image, named: "half", record: .all, snapshotDirectory: folder)
        let expected = StrategyFixtures.view()
        expected.subviews[0].frame.origin.x = 15
        #expect(
            verifySnapshot(of: expected, as: .image, named: "half", record: .never, snapshotDirectory: folder) == nil)
    }
}
