import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// `drawHierarchy(in:afterScreenUpdates:)`: what each value of `afterScreenUpdates` commits and draws.
@MainActor
@Suite(.freshApplication) struct UIViewDrawHierarchyTests {
    private func pixel(of view: UIView, afterScreenUpdates: Bool) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { _ in
            view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 4, height: 4), afterScreenUpdates: afterScreenUpdates)
        }
        return try #require(image.cgImage).pixel(x: 2, y: 2)
    }

    private func committedRedView() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.backgroundColor = .red
        UIApplication.shared.advance(by: 0)
        return view
    }

    @Test func afterScreenUpdatesCommitsFirst() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.backgroundColor = .red
        #expect(view.layer.presentation() == nil)
        #expect(try pixel(of: view, afterScreenUpdates: true) == (255, 0, 0, 255))
        #expect(view.layer.presentation() != nil)
    }

    @Test func withoutScreenUpdatesNothingIsCommitted() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.backgroundColor = .red
        // Never rendered: nothing to draw, as UIKit's blank snapshot of a view not yet on screen.
        #expect(try pixel(of: view, afterScreenUpdates: false) == (0, 0, 0, 0))
        #expect(view.layer.presentation() == nil)
    }

    @Test func withoutScreenUpdatesACommittedViewDrawsAsCommitted() throws {
        let view = committedRedView()
        let added = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        added.backgroundColor = .green
        view.addSubview(added)
        view.alpha = 0.5
        // Neither the new subview nor the new alpha has been rendered yet.
        #expect(try pixel(of: view, afterScreenUpdates: false) == (255, 0, 0, 255))
    }

    @Test func anAnimationAddedSinceTheLastCommitIsDrawnOnlyAfterScreenUpdates() throws {
        let view = committedRedView()
        UIView.animate(withDuration: 1) { view.backgroundColor = .blue }
        // Not committed: the last rendered state, red, is drawn.
        #expect(try pixel(of: view, afterScreenUpdates: false) == (255, 0, 0, 255))
        // Committed now: the animation starts at the current time, from red.
        #expect(try pixel(of: view, afterScreenUpdates: true) == (255, 0, 0, 255))
        #expect(try pixel(of: view, afterScreenUpdates: false) == (255, 0, 0, 255))
        UIApplication.shared.advance(by: 1)
        #expect(try pixel(of: view, afterScreenUpdates: false) == (0, 0, 255, 255))
    }
}
