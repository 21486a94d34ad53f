import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The trait: each test starts at time 0 with no windows, whatever the test before it left, and its
/// diagnostics are captured.
@MainActor
@Suite(.freshApplication) struct FreshApplicationTraitTests {
    @Test(arguments: [1, 2, 3]) func everyTestStartsAtTimeZeroWithNoWindows(run: Int) {
        #expect(CACurrentMediaTime() == 0)
        #expect(UIApplication.shared.windows.isEmpty)
        let window = UIWindow()
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: Double(run))
        #expect(CACurrentMediaTime() == Double(run))
        #expect(UIApplication.shared.windows.count == 1)
    }

    @Test func reportsAreCapturedNotLogged() {
        let view = UIView()
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        #expect(FreshApplicationTrait.reports.map(\.code) == [.invalidGeometry])
    }
}
