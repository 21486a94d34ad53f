import Foundation
import OpenCoreGraphics
import OpenUIKit
import Testing

@testable import Gallery
@testable import OpenQuartzCore
import OpenUIKitTesting

/// The AnimationSet app's four custom presentation animators, run by the app's first page (from its xib) inside a
/// navigation controller on the 390 × 844 screen: where each moves the views at given moments, in values computed
/// here from the app's numbers, and what UIKit leaves once each presentation and dismissal ends.
@MainActor
@Suite(.freshApplication) struct CustomPresentationAnimatorTests {
    let width = StandardScreen.width
    let height = StandardScreen.height

    /// The app's round button: 70 points wide, centred, its bottom edge 34 points above the page's.
    var buttonCenter: CGPoint { CGPoint(x: width / 2, y: height - 34 - 35) }

    /// A navigation controller over the first page of `type`, shown in a window of the standard screen.
    func shown(
        _ type: HBLTransitionType
    ) -> (
        window: UIWindow, navigation: UINavigationController,
        first: TransitionFirstPageController
    ) {
        let first = TransitionFirstPageController(transitionType: type)
        let navigation = UINavigationController(rootViewController: first)
        let window = StandardWindow.shown(root: navigation)
        UIApplication.shared.advance(by: 0)
        return (window, navigation, first)
    }

    /// Presents the second page as the button does, and returns it.
    func present(from first: TransitionFirstPageController) throws -> TransitionSecondPageController {
        first.btnClicked(try #require(first.btn))
        return try #require(first.secondVC)
    }

    /// Where a critically damped mass-1 spring released from rest at 0 towards 1 is `t` seconds in, with the
    /// stiffness whose envelope term (1 + ω0·t)·e^(−ω0·t) is 0.1 % at `duration` (ω0·D = 9.2334134764).
    static func criticalSpring(_ t: Double, duration: Double) -> Double {
        let omega0 = 9.2334134764 / duration
        return 1 - (1 + omega0 * t) * exp(-omega0 * t)
    }

    func isClose(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 0.01) -> Bool { abs(a - b) <= tolerance }

    func isClose(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 0.01) -> Bool {
        isClose(a.x, b.x, within: tolerance) && isClose(a.y, b.y, within: tolerance)
    }

    @Test func theBubbleGrowsFromTheButtonAndShrinksBackIntoIt() throws {
        let (window, navigation, first) = shown(.bubble)
        #expect(first.btn?.center == buttonCenter)
        let second = try present(from: first)
        let container = try #require(second.view.superview)
        let disc = try #require(container.subviews.first)
        // The disc's radius reaches from the screen's corner to (max(x, width), max(y, height)).
        let radius = hypot(width, height)
        #expect(disc.bounds.size == CGSize(width: radius * 2, height: radius * 2))
        #expect(disc.layer.cornerRadius == radius && disc.backgroundColor == .purple)
        UIApplication.shared.advance(by: 0.2)
        let p = ReferenceCurve.easeInOut(0.2 / 0.5)
        let discNow = try #require(disc.layer.presentation())
        #expect(isClose(discNow.transform.m11, 0.001 + 0.999 * p, within: 1e-6))
        #expect(discNow.position == buttonCenter)
        let page = try #require(second.view.layer.presentation())
        let pageCenter = CGPoint(x: width / 2, y: buttonCenter.y + (height / 2 - buttonCenter.y) * p)
        #expect(isClose(page.position, pageCenter))
        #expect(isClose(page.transform.m11, 0.001 + 0.999 * p, within: 1e-6))
        #expect(isClose(CGFloat(page.opacity), p, within: 1e-5))
        UIApplication.shared.runUntilIdle()
        #expect(second.view.frame == window.bounds && navigation.view.superview == nil)

        second.goBack(try #require(second.backButton))
        let dismissalDisc = try #require(container.subviews.dropLast().last)
        #expect(dismissalDisc.bounds.width == radius * 2 && navigation.view.superview === container)
        UIApplication.shared.advance(by: 0.3)
        let q = ReferenceCurve.easeInOut(0.3 / 0.5)
        let leaving = try #require(second.view.layer.presentation())
        let leavingCenter = CGPoint(x: width / 2, y: height / 2 + (buttonCenter.y - height / 2) * q)
        #expect(isClose(leaving.position, leavingCenter))
        #expect(isClose(leaving.transform.m11, 1 - 0.999 * q, within: 1e-6))
        #expect(isClose(try #require(dismissalDisc.layer.presentation()).transform.m11, 1 - 0.999 * q, within: 1e-6))
        UIApplication.shared.runUntilIdle()
        #expect(navigation.view.superview === window && navigation.view.frame == window.bounds)
        #expect(navigation.presentedViewController == nil)
        #expect(LeftoverStateChecker.check(window) == [])
    }

    @Test func theHalfPresentRaisesACardToHalfTheScreenOverTheShrunkenScreen() throws {
        let (window, navigation, first) = shown(.halfPresent)
        let second = try present(from: first)
        let container = try #require(second.view.superview)
        let picture = try #require(container.subviews.first)
        #expect(picture.bounds == window.bounds && picture.center == CGPoint(x: width / 2, y: height / 2))
        UIApplication.shared.advance(by: 0.2)
        let x = PresentCustomDemoTests.spring(0.2, dampingRatio: 0.6, duration: 0.5)
        let card = try #require(second.view.layer.presentation())
        #expect(isClose(card.frame.minY, height - height / 2 * x))
        #expect(card.frame.size == window.bounds.size)
        let scale = 1 - 0.1 * x
        #expect(isClose(try #require(navigation.view.layer.presentation()).transform.m11, scale, within: 1e-6))
        #expect(isClose(try #require(picture.layer.presentation()).transform.m11, scale, within: 1e-6))
        UIApplication.shared.runUntilIdle()
        // UIKit took the presenting page away; the picture of the screen stays behind the card, at 0.9.
        #expect(navigation.view.superview == nil)
        #expect(second.view.frame == CGRect(x: 0, y: height / 2, width: width, height: height))
        let shrunk = CGRect(x: width * 0.05, y: height * 0.05, width: width * 0.9, height: height * 0.9)
        #expect(isClose(picture.frame.origin, shrunk.origin, within: 1e-9) && picture.frame.size == shrunk.size)

        // A tap on the picture, above the card, dismisses.
        UIApplication.shared.tap(at: CGPoint(x: width / 2, y: height / 4), in: window)
        #expect(second.isBeingDismissed && navigation.view.superview === container)
        UIApplication.shared.advance(by: 0.2)
        let q = ReferenceCurve.easeInOut(0.2 / 0.5)
        let falling = try #require(second.view.layer.presentation())
        #expect(isClose(falling.frame.minY, height / 2 + height / 2 * q))
        #expect(isClose(try #require(navigation.view.layer.presentation()).transform.m11, 0.9 + 0.1 * q, within: 1e-6))
        UIApplication.shared.runUntilIdle()
        #expect(navigation.view.superview === window && navigation.view.frame == window.bounds)
        #expect(navigation.view.transform == .identity && navigation.presentedViewController == nil)
        #expect(LeftoverStateChecker.check(window) == [])
    }

    @Test func theTopLeftPresentGrowsOutOfTheCornerAndShrinksBackIntoIt() throws {
        let (window, navigation, first) = shown(.leftTopPresent)
        let second = try present(from: first)
        UIApplication.shared.advance(by: 0.3)
        let x = PresentCustomDemoTests.spring(0.3, dampingRatio: 0.6, duration: 1)
        let growing = try #require(second.view.layer.presentation())
        #expect(isClose(growing.position, CGPoint(x: width / 2 * x, y: height / 2 * x)))
        #expect(isClose(growing.bounds.width, width * x) && isClose(growing.bounds.height, height * x))
        #expect(isClose(growing.transform.m11, 0.001 + 0.999 * x, within: 1e-6))
        #expect(isClose(CGFloat(growing.opacity), x, within: 1e-5))
        UIApplication.shared.runUntilIdle()
        #expect(second.view.frame == window.bounds && navigation.view.superview == nil)

        second.goBack(try #require(second.backButton))
        UIApplication.shared.advance(by: 0.3)
        let q = ReferenceCurve.easeInOut(0.3)
        let shrinking = try #require(second.view.layer.presentation())
        #expect(isClose(shrinking.position, CGPoint(x: width / 2 * (1 - q), y: height / 2 * (1 - q))))
        #expect(isClose(shrinking.bounds.width, width * (1 - q)))
        #expect(isClose(shrinking.transform.m11, 1 - 0.999 * q, within: 1e-6))
        #expect(isClose(CGFloat(shrinking.opacity), 1 - q, within: 1e-5))
        UIApplication.shared.runUntilIdle()
        #expect(navigation.view.superview === window && navigation.presentedViewController == nil)
        #expect(LeftoverStateChecker.check(window) == [])
    }

    @Test func theRevealSlidesAPictureOfTheFirstPageRightAndFindsItAgainByItsTag() throws {
        let (window, navigation, first) = shown(.revealLeft)
        let second = try present(from: first)
        let container = try #require(second.view.superview)
        let picture = try #require(container.viewWithTag(HBLRevealLeftTransition.imgViewTag))
        #expect(container.subviews.map(ObjectIdentifier.init) == [second.view, picture].map(ObjectIdentifier.init))
        UIApplication.shared.advance(by: 0.4)
        let x = PresentCustomDemoTests.spring(0.4, dampingRatio: 0.6, duration: 1)
        // The picture's centre goes from the screen's centre to 3 × 195 − 40 = 545, leaving 40 points on screen.
        let revealed = 3 * width / 2 - 40
        #expect(isClose(try #require(picture.layer.presentation()).position.x, width / 2 + (revealed - width / 2) * x))
        UIApplication.shared.runUntilIdle()
        #expect(picture.frame.minX == width - 40 && navigation.view.superview == nil)

        second.goBack(try #require(second.backButton))
        let animator = try #require(first.dismissAnimator as? HBLRevealLeftTransition)
        #expect(animator.foundPicture === picture)
        UIApplication.shared.advance(by: 0.4)
        let q = Self.criticalSpring(0.4, duration: 1)
        #expect(isClose(try #require(picture.layer.presentation()).position.x, revealed + (width / 2 - revealed) * q))
        UIApplication.shared.runUntilIdle()
        #expect(navigation.view.superview === window && container.superview == nil)
        #expect(navigation.presentedViewController == nil)
        #expect(LeftoverStateChecker.check(window) == [])
    }
}
