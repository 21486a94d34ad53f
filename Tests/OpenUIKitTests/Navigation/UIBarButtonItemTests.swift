import Foundation
import OpenQuartzCore
import Testing
@testable import OpenUIKit

/// UIBarButtonItem's initializers, system items, target–action (weak target, as Apple documents) and its
/// look on the bar.
@MainActor
@Suite(.freshApplication) struct UIBarButtonItemTests {
    /// A target that records the calls of its actions.
    final class Editor {
        var calls: [String] = []
        func save(_ sender: UIBarButtonItem) { calls.append("save \(sender.title ?? "?")") }
        func cancel() { calls.append("cancel") }
    }

    @Test func theSystemItemsShowUIKitsWordsAndDoneIsBold() {
        #expect(UIBarButtonItem.SystemItem.allCases.count == 24)
        let words = [UIBarButtonItem.SystemItem.done, .cancel, .edit, .save].map(\.fallbackTitle)
        #expect(words == ["Done", "Cancel", "Edit", "Save"])
        #expect(UIBarButtonItem.SystemItem.flexibleSpace.fallbackTitle == nil)
        #expect(UIBarButtonItem.SystemItem.fixedSpace.fallbackTitle == nil)
        // Every other system item shows a text of its own.
        let shown = UIBarButtonItem.SystemItem.allCases.compactMap(\.fallbackTitle)
        #expect(shown.count == 22 && Set(shown).count == 22)
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        #expect(done.style == .done)
        #expect(done.title == nil)
        #expect(done.systemItem == .done)
        #expect(UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil).style == .plain)
        #expect(UIBarButtonItem.fixedSpace(20).width == 20)
        #expect(UIBarButtonItem.flexibleSpace().systemItem == .flexibleSpace)
    }

    @Test func aTapCallsTheTargetsMethodWithOrWithoutTheSender() throws {
        let s = NavigationSetup()
        let editor = Editor()
        let save = UIBarButtonItem(title: "Save", style: .done, target: editor, action: Editor.save)
        let cancel = UIBarButtonItem(barButtonSystemItem: .cancel, target: editor, action: Editor.cancel)
        s.root.navigationItem.rightBarButtonItem = save
        s.root.navigationItem.leftBarButtonItem = cancel
        let bar = s.nav.navigationBar
        let right = try #require(bar.rightButtons.first), left = try #require(bar.leftButtons.first)
        UIApplication.shared.tap(at: right.convert(CGPoint(x: right.bounds.midX, y: 22), to: nil))
        UIApplication.shared.tap(at: left.convert(CGPoint(x: left.bounds.midX, y: 22), to: nil))
        #expect(editor.calls == ["save Save", "cancel"])
        // A disabled item sends nothing and is drawn dimmed.
        save.isEnabled = false
        let dimmed = try #require(bar.rightButtons.first)
        #expect(dimmed.label.textColor == UIColor.systemBlue.withAlphaComponent(NavigationBarButton.disabledAlpha))
        UIApplication.shared.tap(at: dimmed.convert(CGPoint(x: dimmed.bounds.midX, y: 22), to: nil))
        #expect(editor.calls == ["save Save", "cancel"])
        #expect(save.target === editor)
        #expect(save.hasAction)
    }

    @Test func theTargetIsHeldWeakly() {
        var editor: Editor? = Editor()
        weak let gone = editor
        let item = UIBarButtonItem(title: "Save", style: .plain, target: editor, action: Editor.save)
        editor = nil
        #expect(gone == nil)
        #expect(item.target == nil)
        #expect(!item.hasAction)
        // A tap on an item whose target has gone sends nothing (and does not crash).
        item.perform()
    }

    @Test func aPrimaryActionIsPerformedWithTheItemAsSender() {
        var senders: [ObjectIdentifier] = []
        let item = UIBarButtonItem(
            title: "Go",
            primaryAction: UIAction { action in
                if let sender = action.sender as? UIBarButtonItem { senders.append(ObjectIdentifier(sender)) }
            })
        item.perform()
        #expect(senders == [ObjectIdentifier(item)])
    }

    @Test func aTargetThatNoLongerFitsTheMethodIsReportedAndNothingIsCalled() {
        let editor = Editor()
        let item = UIBarButtonItem(title: "Save", style: .plain, target: editor, action: Editor.save)
        let stranger = UIView()
        item.target = stranger
        let reports = Diagnostics.capture { item.perform() }
        #expect(reports.map(\.code) == [.invalidArgument])
        #expect(reports.first?.severity == .exception)
        #expect(reports.first?.message.contains("unrecognized selector") == true)
        #expect(editor.calls == [])
        #expect(item.target === stranger)
    }

    @Test func anImageItemShowsItsImageInsetByItsInsets() throws {
        let s = NavigationSetup()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24), format: format).image { context in
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 24, height: 24)).fill()
        }
        let editor = Editor()
        let item = UIBarButtonItem(image: image, style: .plain, target: editor, action: Editor.cancel)
        item.imageInsets = UIEdgeInsets(top: 4, left: 0, bottom: -4, right: 0)
        s.root.navigationItem.rightBarButtonItem = item
        let button = try #require(s.nav.navigationBar.rightButtons.first)
        // 24 wide at the right edge: 390 − 8 − 24 = 358; the image centred (10 down), then moved 4 down.
        #expect(button.frame == CGRect(x: 358, y: 0, width: 24, height: 44))
        let imageView = try #require(button.subviews.first { $0 is UIImageView })
        #expect(imageView.frame == CGRect(x: 0, y: 14, width: 24, height: 24))
        #expect(button.currentTitle == nil)
    }
}
