import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// A page sheet's chrome as measured on the iOS 26.1 simulator: the presenter's screen dims to 20 % black
/// alongside the transition, and the card shows a 36 × 5 pt grabber (radius 2.5, colour (197, 197, 200))
/// centred 5 pt below its top; both go when the sheet is dismissed.
@MainActor
@Suite(.freshApplication) struct SheetChromeTests {
    @Test func aSheetDimsThePresenterAndShowsAGrabber() throws {
        let s = PresentationSetup(style: .pageSheet)
        s.present(animated: true)
        let container = try #require(s.presented.presentationController?.containerView)
        let dimming = try #require(container.subviews.first)
        #expect(dimming !== s.presented.view && dimming.frame == container.bounds)
        #expect(dimming.backgroundColor == .black && abs(dimming.alpha - 0.2) < 1e-6)
        UIApplication.shared.advance(by: 0.1)
        let midway = try #require(dimming.layer.presentation()).opacity
        #expect(midway > 0 && midway < 0.2)
        UIApplication.shared.runUntilIdle()
        let card = s.presented.view!
        let grabber = try #require(
            card.layer.sublayers?.first { $0.delegate == nil && $0.bounds.size == CGSize(width: 36, height: 5) })
        #expect(grabber.frame == CGRect(x: card.bounds.midX - 18, y: 5, width: 36, height: 5))
        #expect(grabber.cornerRadius == 2.5)
        #expect(grabber.backgroundColor == CGColor(red: 197 / 255, green: 197 / 255, blue: 200 / 255, alpha: 1))
        #expect(!card.subviews.contains { $0.layer === grabber })
        s.dismiss()
        UIApplication.shared.runUntilIdle()
        #expect(dimming.superview == nil && grabber.superlayer == nil)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }
}
