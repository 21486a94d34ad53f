import Foundation
import OpenUIKit
import XCTest

/// The XCTest counterpart of `FreshApplicationTrait`: each test starts with a fresh application
/// (`UIApplication.shared.reset()`), and the diagnostics it causes are captured — read them with `reports`
/// — instead of logged. XCTest runs a class's tests one at a time on the main thread.
open class OpenUIKitTestCase: XCTestCase {
    open override func setUp() {
        super.setUp()
        MainActor.assumeIsolated { UIApplication.shared.reset() }
        Diagnostics.beginCapture()
    }

    open override func tearDown() {
        Diagnostics.endCapture()
        super.tearDown()
    }

    /// The diagnostics reported so far in the current test.
    public var reports: [Diagnostic] { Diagnostics.capturedSoFar }
}
