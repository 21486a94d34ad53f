import Foundation
import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Testing
@testable import Gallery

/// The app's controller rotation at 390 × 844. The row's tap acts one 30 fps frame after it: the home adds a 1 s
/// ease-out oglFlip from the left to the navigation controller's layer and pushes `TransitionViewController`, whose
/// xib puts the orange button (222 × 40) at (84, 100) and the image view (240 × 141) at (75, 220). The flip shows
/// the home until it is edge-on (ease-out progress 0.5, 0.31 s in), the screen after. Each button tap acts a frame
/// later too and ripples in the other picture over 1 s: sky and meadow, then sunset and sea, the horizon
/// 0.6 × 141 ≈ 85 points down the picture (y 305).
@MainActor
@Suite(.freshApplication) struct ControllerRotationDemoTests {
    let white = bytes(1, 1, 1)
    let orange = bytes(1, 0.43, 0.29)
    let sky = bytes(0.45, 0.7, 0.95)
    let meadow = bytes(0.3, 0.65, 0.3)
    let sunset = bytes(0.98, 0.6, 0.25)
    let sea = bytes(0.1, 0.25, 0.5)

    static let flipStart = ControllerRotationDemo.rowTime + 1.0 / 30
    static func rippleStart(_ index: Int) -> TimeInterval { ControllerRotationDemo.taps[index] + 1.0 / 30 }

    @Test func theRowFlipsAndPushesTheButtonRipplesTwiceTheBackButtonPops() {
        let trace = callbackLines(AnimationSetRecordings.recorded(ControllerRotationDemo.self).trace).filter {
            !$0.hasSuffix("LayoutSubviews")
        }
        let taps = ControllerRotationDemo.taps.map { String(format: "t=%.3f tap UIImageView 旋转更改图片", $0) }
        #expect(
            trace
                == AnimationSetTrace.opening
                + AnimationSetTrace.push(
                    to: "TransitionViewController", at: ControllerRotationDemo.rowTime, row: "ViewController 旋转切换")
                + taps + AnimationSetTrace.pop(from: "TransitionViewController", at: ControllerRotationDemo.backTime))
    }

    /// The home's push — the recording's and the live app's — flips the navigation view for the controller rotation
    /// alone: one CATransition of type "oglFlip" from the left, 1 s, on the navigation controller's layer.
    @Test func onlyTheControllerRotationsPushFlipsTheNavigationView() throws {
        for screen in [AnimationSetScreen.controllerRotation, .spring] {
            let navigation = UINavigationController(rootViewController: UIViewController())
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            UIApplication.shared.advance(by: 0)
            AnimationSetHomeController.push(UIViewController(), of: screen, on: navigation)
            let flips = (navigation.view.layer.animationKeys() ?? []).compactMap {
                navigation.view.layer.animation(forKey: $0) as? CATransition
            }
            #expect(navigation.viewControllers.count == 2)
            if screen == .controllerRotation {
                #expect(flips.map(\.type.rawValue) == ["oglFlip"] && flips.map(\.subtype) == [.fromLeft])
                #expect(flips.first?.duration == 1 && navigation.view.backgroundColor == .white)
            } else {
                #expect(flips.isEmpty)
            }
            window.isHidden = true
        }
    }

    @Test func theXibLaysOutTheButtonAndTheBorderedImageView() throws {
        let demo = ControllerRotationDemo()
        let live = LiveDemo(demo)
        live.run(to: 1.8)
        let screen = try #require(demo.app.screen as? TransitionViewController)
        let button = try #require(screen.button)
        let imageView = try #require(screen.imageView)
        #expect(button.convert(button.bounds, to: nil) == CGRect(x: 84, y: 100, width: 222, height: 40))
        #expect(imageView.convert(imageView.bounds, to: nil) == CGRect(x: 75, y: 220, width: 240, height: 141))
        #expect(button.title(for: .normal) == "UIImageView 旋转更改图片")
        #expect(button.titleLabel?.font.pointSize == 16)
        #expect(imageView.layer.borderWidth == 0.5)
        #expect(imageView.layer.borderColor == UIColor.red.cgColor)
        #expect(screen.isFirstImage)
        #expect(demo.app.navigation?.view.backgroundColor == .white)
    }

    @Test func theWholeNavigationViewFlipsOverThePush() {
        let recorded = AnimationSetRecordings.recorded(ControllerRotationDemo.self)
        // The home's first row, then the flip: edge-on the sides show the white background; after it, the screen.
        #expect(recorded.image(at: 0.3).pixel(300, 160, is: white))
        let edgeOn = recorded.image(at: Self.flipStart + 0.31)
        #expect(edgeOn.pixel(20, 500, is: white) && edgeOn.pixel(370, 500, is: white))
        #expect(edgeOn.pixel(100, 120, is: white))
        let after = recorded.image(at: 1.8)
        #expect(after.pixel(90, 105, is: orange) && after.pixel(300, 135, is: orange))
        #expect(after.pixel(80, 230, is: sky) && after.pixel(310, 355, is: meadow))
        #expect(after.pixel(70, 230, is: white) && after.pixel(195, 370, is: white))
    }

    /// Whether every sampled point of the image view (every 20 points, clear of the border) shows `picture`: its
    /// top colour above the horizon (y 305), its bottom colour below.
    func shows(_ picture: ([Int], [Int]), in image: CGImage) -> Bool {
        stride(from: 85, through: 305, by: 20).allSatisfy { x in
            stride(from: 230, through: 350, by: 20).allSatisfy { y in
                image.pixel(x, y, is: y < 305 ? picture.0 : picture.1)
            }
        }
    }

    @Test func eachTapRipplesInTheOtherPicture() {
        let recorded = AnimationSetRecordings.recorded(ControllerRotationDemo.self)
        let pictures = [(sky, meadow), (sunset, sea)]
        for (index, start) in [Self.rippleStart(0), Self.rippleStart(1)].enumerated() {
            let before = pictures[index % 2], after = pictures[(index + 1) % 2]
            #expect(shows(before, in: recorded.image(at: start - 0.05)), "ripple \(index)")
            // Half-way the ripple distorts the pictures: the image view shows neither as it is.
            let rippling = recorded.image(at: start + 0.5)
            #expect(!shows(before, in: rippling) && !shows(after, in: rippling), "ripple \(index)")
            #expect(shows(after, in: recorded.image(at: start + 1.05)), "ripple \(index)")
        }
        #expect(recorded.image(at: 5.5).pixel(300, 160, is: white))
    }
}
