import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit
import class OpenUIKit.Timer

/// A file that imports Foundation by name sees Foundation's `Timer` under that name; the scoped import
/// `import class OpenUIKit.Timer` gives it OpenUIKit's, on the virtual clock.
@MainActor
@Suite(.freshApplication) struct TimerImportTests {
    @Test func theScopedImportMakesTimerTheVirtualOneBesideFoundation() {
        #expect(ObjectIdentifier(Timer.self) != ObjectIdentifier(Foundation.Timer.self))
        var firedAt: [CFTimeInterval] = []
        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in firedAt.append(CACurrentMediaTime()) }
        UIApplication.shared.advance(by: 1)
        #expect(firedAt == [0.5])
    }
}
