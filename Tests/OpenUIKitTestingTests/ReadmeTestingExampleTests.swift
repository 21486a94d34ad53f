// swift-format-ignore-file
// (This file quotes README.md verbatim, checked by ReadmeCoverageTests, so its lines stay as the README has them.)
import Foundation
import OpenUIKit
import OpenUIKitTesting
import SnapshotTesting
import Testing

/// The README's "Testing your UIKit code on Linux" example, quoted verbatim (the README's coverage test
/// checks the quoting), and the check that the trace reference it writes is the README's output block.
@MainActor
@Suite(.freshApplication) struct ProfileScreenTests {
    @Test func theProfileScreen() {
        let profile = UIViewController()
        profile.view.backgroundColor = .systemBlue
        assertSnapshot(of: profile, as: .image(on: .iPhoneSE))     // __Snapshots__/…/theProfileScreen.1.png
    }

    @Test func presentingTheEditor() {
        let profile = UIViewController()
        profile.title = "Profile"
        assertSnapshot(of: profile, as: .trace { profile in
            let editor = UIViewController()
            editor.title = "Editor"
            editor.modalPresentationStyle = .fullScreen
            profile.present(editor, animated: true)
        })
    }
}

extension ProfileScreenTests {
    @Test func theTraceReferenceIsTheReadmesOutput() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__/ReadmeTestingExampleTests")
        let reference = try String(contentsOf: folder.appendingPathComponent("presentingTheEditor.1.txt"), encoding: .utf8)
        let readme = try String(contentsOf: folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("```\n\(reference)\n```"))
    }
}
