import Foundation
import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Testing
@testable import Gallery

/// The app's damped-spring screen at 390 × 844, its view from SpringAnimation.xib: the red square is put at
/// (0, 150), 200 points square, and springs from a screen's width (390) to the right back to its place. The row's
/// tap acts one 30 fps frame after it (the push loads the screen, whose `viewDidLoad` adds the animation); the
/// animation begins at that commit plus its 0.2 s delay. UIKit's spring for (1 s, damping 0.6) is
/// `PresentCustomDemoTests.spring`; the push (0.35 s) has ended before the frames read.
@MainActor
@Suite(.freshApplication) struct SpringDemoTests {
    let red = bytes(1, 0, 0)
    let white = bytes(1, 1, 1)
    static let springStart = SpringDemo.rowTime + 1.0 / 30 + 0.2

    @Test func theRowPushesTheScreenFromItsXibAndTheBackButtonPops() throws {
        let trace = callbackLines(AnimationSetRecordings.recorded(SpringDemo.self).trace).filter {
            !$0.hasSuffix("LayoutSubviews")
        }
        #expect(
            trace
                == AnimationSetTrace.opening
                + AnimationSetTrace.push(to: "SpringAnimationController", at: SpringDemo.rowTime, row: "简单的阻尼弹簧动画")
                + AnimationSetTrace.pop(from: "SpringAnimationController", at: SpringDemo.backTime))
    }

    @Test func theXibGivesTheViewAndTheOutlet() throws {
        let screen = SpringAnimationController()
        screen.loadViewIfNeeded()
        let square = try #require(screen.springView)
        #expect(square.superview === screen.view)
        #expect(square.backgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(square.frame == CGRect(x: 0, y: 150, width: 200, height: 200))
        #expect(screen.view.backgroundColor == .white)
    }

    @Test func theSquareSpringsInOvershootsAndSettles() {
        let recorded = AnimationSetRecordings.recorded(SpringDemo.self)
        for time in [1.0, 1.1, 1.2, 1.5, 2.2] {
            let x = PresentCustomDemoTests.spring(time - Self.springStart, dampingRatio: 0.6, duration: 1)
            let left = 390 * (1 - x)
            let image = recorded.image(at: time)
            if left + 10 < 390 { #expect(image.pixel(max(Int(left) + 10, 2), 250, is: red), "\(time)") }
            if left - 10 > 0 { #expect(image.pixel(Int(left) - 10, 250, is: white), "\(time)") }
            #expect(image.pixel(Int(left + 200) + 10, 250, is: white), "\(time)")
            #expect(image.pixel(Int(left + 200) - 10, 250, is: red), "\(time)")
        }
        // It overshoots to the left at some frame: the spring passes its end.
        let overshoot = PresentCustomDemoTests.spring(1.2 - Self.springStart, dampingRatio: 0.6, duration: 1)
        #expect(overshoot > 1)
    }
}
