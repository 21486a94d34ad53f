import Foundation
import OpenUIKit
import OpenUIKitTesting
import SnapshotTesting
import Testing

/// `.frames`: a push recorded frame by frame as an APNG, passing against its reference, and a failure that
/// names the first differing frame and its time.
@MainActor
@Suite(.freshApplication) struct FramesStrategyTests {
    private static func navigation(
        detailColor: UIColor
    ) -> (UINavigationController, Snapshotting<UIViewController, FrameRecording>) {
        let nav = UINavigationController(rootViewController: StrategyFixtures.controller("List", color: .white))
        nav.setNavigationBarHidden(true, animated: false)
        let strategy = Snapshotting<UIViewController, FrameRecording>.frames(
            duration: 0.4, fps: 10, on: UIScreen.Device(size: CGSize(width: 60, height: 40), scale: 1)
        ) { controller in
            (controller as? UINavigationController)?.pushViewController(
                StrategyFixtures.controller("Detail", color: detailColor), animated: true)
        }
        return (nav, strategy)
    }

    @Test func aPushMatchesItsRecording() {
        let (nav, strategy) = Self.navigation(detailColor: .blue)
        assertSnapshot(of: nav as UIViewController, as: strategy)
    }

    @Test func theFirstDifferingFrameIsNamedWithItsTime() throws {
        let folder = StrategyFixtures.temporaryFolder()
        let (nav, strategy) = Self.navigation(detailColor: .blue)
        _ = verifySnapshot(
            of: nav as UIViewController, as: strategy, named: "push", record: .all, snapshotDirectory: folder)
        let data = try #require(StrategyFixtures.file(in: folder, endingWith: ".push.png"))
        // 0.4 s at 10 fps: five frames, each with its fcTL.
        #expect(data.count > 0)
        let chunks = String(decoding: data.map { $0 >= 32 && $0 < 127 ? $0 : 46 }, as: UTF8.self)
        #expect(chunks.components(separatedBy: "fcTL").count - 1 == 5)
        let (other, changed) = Self.navigation(detailColor: .green)
        let message = try #require(
            verifySnapshot(
                of: other as UIViewController, as: changed, named: "push", record: .never, snapshotDirectory: folder))
        // Frame 0 is the list alone; the green detail first shows in frame 1, 0.1 s in.
        #expect(message.contains("Frame 1 (t = 0.100 s) is the first that differs:"))
        #expect(StrategyFixtures.differenceImagePath(in: message) != nil)
        let (same, unchanged) = Self.navigation(detailColor: .blue)
        #expect(
            verifySnapshot(
                of: same as UIViewController, as: unchanged, named: "push", record: .never, snapshotDirectory: folder)
                == nil)
    }
}
