import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The trait: each test starts at time 0 with no windows, its diagnostics are captured, and tests do not
/// interleave even when they wait.
@MainActor
@Suite(.freshApplication) struct FreshApplicationTraitTests {
    @Test(arguments: [1, 2, 3]) func everyTestStartsAtTimeZeroWithNoWindows(run: Int) async {
        #expect(CACurrentMediaTime() == 0)
        #expect(UIApplication.shared.windows.isEmpty)
        let window = UIWindow()
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: Double(run))
        // A wait lets other tests run if they could; the gate keeps them out until this one ends.
        await Task.yield()
        #expect(CACurrentMediaTime() == Double(run))
        #expect(UIApplication.shared.windows.count == 1)
    }

    @Test func reportsAreCapturedNotLogged() {
        let view = UIView()
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        #expect(FreshApplicationTrait.reports.map(\.code) == [.invalidGeometry])
    }
}
