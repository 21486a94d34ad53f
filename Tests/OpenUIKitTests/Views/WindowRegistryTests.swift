import Foundation
import Testing
@testable import OpenUIKit

/// `UIApplication.windows` lists the windows made visible that are still alive, without keeping them alive:
/// a window nobody references goes away and leaves the list, except the key window, kept while it is key.
@MainActor
@Suite(.freshApplication) struct WindowRegistryTests {
    @Test func aWindowNobodyHoldsLeavesTheListAndTheKeyWindowStays() {
        weak var first: UIWindow?
        weak var second: UIWindow?
        weak var secondRoot: UIViewController?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.makeKeyAndVisible()
            first = window
        }
        // Made key and forgotten, it stays: the key window is kept.
        #expect(first != nil)
        #expect(UIApplication.shared.windows.count == 1)
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            UIApplication.shared.advance(by: 0)
            second = window
            secondRoot = root
            #expect(UIApplication.shared.windows == [first, window].compactMap { $0 })
        }
        // The first window is no longer key, and nobody holds it: it went away.
        #expect(first == nil)
        #expect(UIApplication.shared.windows == [second].compactMap { $0 })
        let third = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        third.makeKeyAndVisible()
        // The second window and its root controller went away with it.
        #expect(second == nil && secondRoot == nil)
        #expect(UIApplication.shared.windows == [third])
        #expect(UIApplication.shared.keyWindow === third)
    }

    @Test func aHeldWindowStaysListedWhenHiddenAndNoLongerKey() {
        let held = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        held.makeKeyAndVisible()
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        other.makeKeyAndVisible()
        held.isHidden = true
        // UIKit's `windows` lists hidden windows too.
        #expect(UIApplication.shared.windows == [held, other])
        #expect(UIApplication.shared.keyWindow === other)
    }
}
