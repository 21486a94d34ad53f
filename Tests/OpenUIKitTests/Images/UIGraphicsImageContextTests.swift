import Foundation
import Testing
import OpenUIKitTesting
import TestSupport
@testable import OpenUIKit

/// UIKit's drawing functions: image contexts begun, read and ended, nested with pushed contexts; UIImage's
/// `draw` methods; the screen's snapshot.
@MainActor
@Suite(.freshApplication) struct UIGraphicsImageContextTests {
    @Test func anImageContextCollectsWhatIsDrawn() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 2)
        let context = try #require(UIGraphicsGetCurrentContext())
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.scale == 2 && image.size == CGSize(width: 4, height: 2))
        let pixels = try #require(image.cgImage)
        #expect(pixels.width == 8 && pixels.height == 4)
        #expect(pixels.rgba(1, 1) == [255, 0, 0, 255] && pixels.rgba(6, 1) == [0, 0, 0, 0])
    }

    @Test func scaleZeroIsTheScreensAndTheShortFormIsScaleOne() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 3), true, 0)
        let screen = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(screen.scale == UIScreen.main.scale && screen.cgImage?.width == Int(3 * UIScreen.main.scale))
        // Opaque contexts start black.
        #expect(screen.cgImage?.rgba(0, 0) == [0, 0, 0, 255])
        UIGraphicsBeginImageContext(CGSize(width: 3, height: 3))
        let plain = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(plain.scale == 1 && plain.cgImage?.width == 3 && plain.cgImage?.rgba(0, 0) == [0, 0, 0, 0])
    }

    @Test func contextsNestWithPushAndPop() throws {
        UIGraphicsBeginImageContext(CGSize(width: 2, height: 2))
        let outer = try #require(UIGraphicsGetCurrentContext())
        let other = CGContext(width: 1, height: 1, flipped: true)
        UIGraphicsPushContext(other)
        #expect(UIGraphicsGetCurrentContext() === other)
        // The current context is not the image context: no image.
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        UIGraphicsBeginImageContext(CGSize(width: 1, height: 1))
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 1, height: 1))
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 2, height: 2))
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    @Test func badSizesAndUnbalancedEndsAreReported() {
        let reports = Diagnostics.capture {
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 0, height: 5), false, 1)
            #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
            UIGraphicsEndImageContext()
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 5, height: 5), false, .nan)
            UIGraphicsEndImageContext()
            UIGraphicsEndImageContext()
        }
        #expect(reports.map(\.code) == [.invalidGeometry, .invalidGeometry, .invalidGeometry])
        #expect(reports[2].message == "UIGraphicsEndImageContext() called without an open image context")
    }

    @Test func drawInBlendModeAndAlpha() throws {
        let red = ImageFixtureFactory.solid(.red, CGSize(width: 2, height: 2))
        let image = ImageFixtureFactory.image(CGSize(width: 6, height: 2)) { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 6, height: 2))
            red.draw(at: .zero)
            red.draw(in: CGRect(x: 2, y: 0, width: 2, height: 2), blendMode: .normal, alpha: 0.5)
            red.draw(in: CGRect(x: 4, y: 0, width: 2, height: 2), blendMode: .multiply, alpha: 1)
        }
        let pixels = try #require(image.cgImage)
        #expect(pixels.rgba(1, 1) == [255, 0, 0, 255])
        // Half red over blue.
        #expect(pixels.pixel(3, 1, is: [128, 0, 127, 255]))
        // Red × blue = black.
        #expect(pixels.rgba(5, 1) == [0, 0, 0, 255])
        // Without a context nothing happens.
        red.draw(at: .zero)
    }

    @Test func theScreenSnapshotShowsTheVisibleWindows() throws {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIViewController()
        root.view.backgroundColor = .green
        window.rootViewController = root
        window.makeKeyAndVisible()
        let snapshot = UIScreen.main.snapshotView(afterScreenUpdates: true)
        #expect(snapshot.frame == UIScreen.main.bounds)
        let picture = try #require(snapshot.layer.contents as? CGImage)
        #expect(picture.width == Int(UIScreen.main.bounds.width * UIScreen.main.scale))
        #expect(picture.rgba(30, 300) == [0, 255, 0, 255])
        window.isHidden = true
        let empty = try #require(UIScreen.main.snapshotView(afterScreenUpdates: true).layer.contents as? CGImage)
        #expect(empty.rgba(30, 300) == [0, 0, 0, 0])
    }
}
