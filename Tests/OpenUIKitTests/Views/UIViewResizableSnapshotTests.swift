import Foundation
import OpenQuartzCore
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`: a picture of part of a view that
/// stretches between its caps.
@MainActor
@Suite(.freshApplication) struct UIViewResizableSnapshotTests {
    /// A 10 × 10 red view with a blue square inset by 2 on each side, inside a superview at (30, 40).
    private func framedView() -> (container: UIView, view: UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 10, height: 10))
        view.backgroundColor = .red
        let inner = UIView(frame: CGRect(x: 2, y: 2, width: 6, height: 6))
        inner.backgroundColor = .blue
        view.addSubview(inner)
        container.addSubview(view)
        UIApplication.shared.advance(by: 0)
        return (container, view)
    }

    /// `view`'s `rect`, drawn at scale 1 through drawHierarchy.
    private func png(of view: UIView, rect: CGRect) -> Data? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: rect.size, format: format).image { _ in
            view.drawHierarchy(
                in: CGRect(x: -rect.minX, y: -rect.minY, width: view.bounds.width, height: view.bounds.height),
                afterScreenUpdates: true)
        }.pngData()
    }

    @Test func theSnapshotShowsThePartOfTheViewAsItIs() throws {
        let (container, view) = framedView()
        let rect = CGRect(x: 1, y: 1, width: 6, height: 4)
        let snapshot = try #require(
            view.resizableSnapshotView(from: rect, afterScreenUpdates: true, withCapInsets: .zero))
        #expect(snapshot.frame == CGRect(x: 31, y: 41, width: 6, height: 4))
        #expect(view.superview === container)
        #expect(snapshot.layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(png(of: snapshot, rect: snapshot.bounds) == png(of: view, rect: rect))
        let contents = try #require(snapshot.layer.contents as? CGImage)
        #expect(contents.width == 18 && contents.height == 12)
    }

    @Test func aStretchedSnapshotKeepsItsCaps() throws {
        let (_, view) = framedView()
        let caps = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        let snapshot = try #require(
            view.resizableSnapshotView(from: view.bounds, afterScreenUpdates: false, withCapInsets: caps))
        #expect(snapshot.layer.contentsCenter == CGRect(x: 0.2, y: 0.2, width: 0.6, height: 0.6))
        snapshot.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        UIApplication.shared.advance(by: 0)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = try #require(
            UIGraphicsImageRenderer(size: snapshot.bounds.size, format: format).image { _ in
                snapshot.drawHierarchy(in: snapshot.bounds, afterScreenUpdates: true)
            }.cgImage)
        #expect(image.pixel(x: 1, y: 1) == (255, 0, 0, 255))
        #expect(image.pixel(x: 38, y: 20) == (255, 0, 0, 255))
        #expect(image.pixel(x: 3, y: 3) == (0, 0, 255, 255))
        #expect(image.pixel(x: 36, y: 36) == (0, 0, 255, 255))
    }

    @Test func capsThatDoNotFitAreReportedAndIgnored() throws {
        let (_, view) = framedView()
        for caps in [
            UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 5), UIEdgeInsets(top: -1, left: 0, bottom: 0, right: 0),
            UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0),
        ] {
            var snapshot: UIView?
            let reports = Diagnostics.capture {
                snapshot = view.resizableSnapshotView(from: view.bounds, afterScreenUpdates: false, withCapInsets: caps)
            }
            #expect(reports.map(\.code) == [.invalidArgument])
            #expect(try #require(snapshot).layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        }
    }

    @Test func anEmptyRectHasNoSnapshot() {
        let (_, view) = framedView()
        #expect(
            view.resizableSnapshotView(
                from: CGRect(x: 0, y: 0, width: 0, height: 5), afterScreenUpdates: false, withCapInsets: .zero) == nil)
        #expect(
            view.resizableSnapshotView(
                from: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 5), afterScreenUpdates: false,
                withCapInsets: .zero) == nil)
    }
}
