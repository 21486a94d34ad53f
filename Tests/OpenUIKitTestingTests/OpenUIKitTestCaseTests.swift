import Foundation
import OpenUIKit
import OpenUIKitTesting
import XCTest

/// The XCTest base class: a fresh application for each test and its reports captured.
final class OpenUIKitTestCaseTests: OpenUIKitTestCase {
    func testEachTestStartsFresh() {
        MainActor.assumeIsolated {
            XCTAssertEqual(CACurrentMediaTime(), 0)
            XCTAssertTrue(UIApplication.shared.windows.isEmpty)
            UIWindow().makeKeyAndVisible()
            UIApplication.shared.advance(by: 1)
        }
    }

    func testReportsAreCaptured() {
        MainActor.assumeIsolated {
            XCTAssertEqual(CACurrentMediaTime(), 0)
            UIView().alpha = .nan
        }
        XCTAssertEqual(reports.count, 1)
    }
}
