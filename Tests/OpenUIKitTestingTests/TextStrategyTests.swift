import Foundation
import OpenUIKit
import OpenUIKitTesting
import SnapshotTesting
import Testing

/// `.recursiveDescription` and `.trace`: the text they produce, and references that pass.
@MainActor
@Suite(.freshApplication) struct TextStrategyTests {
    @Test func aViewTreeDescribesFramesOnScreenAndRunningAnimations() {
        let view = StrategyFixtures.view()
        let square = view.subviews[0]
        square.tag = 7
        UIApplication.shared.advance(by: 0)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { square.frame.origin.x = 25 })
        UIApplication.shared.advance(by: 0.5)
        let folder = StrategyFixtures.temporaryFolder()
        _ = verifySnapshot(of: view, as: .recursiveDescription, named: "tree", record: .all, snapshotDirectory: folder)
        let text = StrategyFixtures.file(in: folder, endingWith: ".tree.txt").map {
            String(decoding: $0, as: UTF8.self)
        }
        #expect(
            text == """
                <UIView; frame=(0 0; 40 30)>
                   | <UIView; frame=(25 5; 10 10); shown=(15 5; 10 10); tag=7; animations=[position]>
                """)
        assertSnapshot(of: view, as: .recursiveDescription)
    }

    @Test func aControllerTreeShowsAppearanceStates() {
        let nav = UINavigationController(rootViewController: StrategyFixtures.controller("List", color: .white))
        let window = UIWindow()
        window.rootViewController = nav
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        let folder = StrategyFixtures.temporaryFolder()
        _ = verifySnapshot(
            of: nav as UIViewController, as: .recursiveDescription, named: "controllers", record: .all,
            snapshotDirectory: folder)
        let text =
            StrategyFixtures.file(in: folder, endingWith: ".controllers.txt").map {
                String(decoding: $0, as: UTF8.self)
            } ?? ""
        #expect(
            text.hasPrefix(
                """
                <UINavigationController; state=appeared>
                   | <UIViewController; title="List"; state=appeared>
                <UIView; frame=(0 0; 390 844)>
                """))
    }

    @Test func theTraceOfAPush() {
        let nav = UINavigationController(rootViewController: StrategyFixtures.controller("List", color: .white))
        nav.title = "Nav"
        assertSnapshot(
            of: nav as UIViewController,
            as: .trace { controller in
                (controller as? UINavigationController)?.pushViewController(
                    StrategyFixtures.controller("Detail", color: .blue), animated: true)
            })
    }
}
