import Foundation
import OpenCoreGraphics
import OpenUIKit
import Testing
@testable import Gallery
@testable import OpenQuartzCore
import OpenUIKitTesting

/// The collection-updates demo. Geometry: a 240 × 280 grid over a row of three 80 pt buttons; small tiles
/// 50 pt square with insets and minimum spacings of 10, so three to a line with (220 − 150) / 2 = 35 pt
/// between them (x 10, 95, 180; lines 60 pt apart from y 10); large tiles 100 pt square, two to a line 20 pt
/// apart (x 10, 130; lines 110 pt apart). Tile n is the palette's colour n mod 6.
@MainActor
@Suite(.freshApplication) struct CollectionUpdatesDemoTests {
    let red = bytes(0.85, 0.2, 0.2)
    let green = bytes(0.15, 0.6, 0.3)
    let blue = bytes(0.2, 0.45, 0.85)

    @Test func theTraceShowsEachChangeAndItsCompletionAnAnimationLater() throws {
        let timed = RecordedDemo(CollectionUpdatesDemo.self).timedTrace
        let lines = timed.map(\.text).filter { !$0.contains(" animation ") }.map {
            $0.replacingOccurrences(of: #"^t=\d+\.\d+ "#, with: "", options: .regularExpression)
        }
        #expect(
            lines == [
                "Grid loadView", "Grid viewDidLoad", "Grid viewWillAppear(false)", "Grid viewDidAppear(false)",
                "tap Insert", "insert tiles 6 and 7 after tile 0", "insert finished",
                "tap Layout", "layout → large tiles", "layout change finished (true)",
                "tap Delete", "delete tile 0", "delete finished",
            ])
        for (start, end) in [
            ("insert tiles", "insert finished"), ("layout →", "layout change"), ("delete tile", "delete finished"),
        ] {
            let begun = try #require(timed.first { $0.text.contains(start) }).time
            let ended = try #require(timed.first { $0.text.contains(end) }).time
            // The completion runs on the first frame at or after the 0.3 s animation's end (frames 1/30 s apart).
            #expect(ended - begun >= UICollectionView.updateAnimationDuration - 1e-9, "\(start)")
            #expect(ended - begun <= UICollectionView.updateAnimationDuration + 1.0 / 30 + 1e-9, "\(start)")
        }
    }

    @Test func theTilesSitWhereTheFlowLayoutPutsThem() {
        let demo = RecordedDemo(CollectionUpdatesDemo.self)
        let start = demo.image(at: 0)
        #expect(start.pixel(35, 35, is: red) && start.pixel(120, 35, is: green) && start.pixel(205, 35, is: blue))
        // Tiles 6 (red) and 7 (green) inserted after tile 0; tile 1 (green) starts the second line.
        let inserted = demo.image(at: 1.0)
        #expect(
            inserted.pixel(120, 35, is: red) && inserted.pixel(205, 35, is: green) && inserted.pixel(35, 95, is: green))
        // Large tiles after tile 0 is deleted: tile 6 (red), tile 7 (green), then tile 1 (green) under tile 6.
        let end = demo.image(at: 3.2)
        #expect(end.pixel(60, 60, is: red) && end.pixel(180, 60, is: green) && end.pixel(60, 170, is: green))
    }
}
