import Foundation
@testable import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// The layout pass's order, unsatisfiable constraints, ambiguity and the descriptions that show them.
@MainActor
@Suite(.freshApplication) struct AutoLayoutDebuggingTests {
    typealias Fixtures = LayoutFixtures

    /// A controller whose view and subviews log their update and layout callbacks.
    final class Controller: UIViewController {
        /// Not made from Interface Builder files: the coder gives no object.
        required init?(coder: NSCoder) {
            return nil
        }

        let log: Fixtures.Log
        let child: Fixtures.LoggingView
        let grandchild: Fixtures.LoggingView
        init(log: Fixtures.Log) {
            self.log = log
            child = Fixtures.LoggingView("child", log: log)
            grandchild = Fixtures.LoggingView("grandchild", log: log)
            super.init(nibName: nil, bundle: nil)
        }
        override func loadView() { view = Fixtures.LoggingView("view", log: log) }
        override func viewDidLoad() {
            super.viewDidLoad()
            child.translatesAutoresizingMaskIntoConstraints = false
            grandchild.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(child)
            child.addSubview(grandchild)
            NSLayoutConstraint.activate([
                child.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                child.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                child.widthAnchor.constraint(equalToConstant: 100),
                child.heightAnchor.constraint(equalToConstant: 100),
                grandchild.topAnchor.constraint(equalTo: child.topAnchor, constant: 5),
                grandchild.leadingAnchor.constraint(equalTo: child.leadingAnchor, constant: 5),
                grandchild.widthAnchor.constraint(equalToConstant: 10),
                grandchild.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        override func updateViewConstraints() {
            log.entries.append("controller.updateViewConstraints")
            super.updateViewConstraints()
        }
        override func viewWillLayoutSubviews() {
            log.entries.append("controller.viewWillLayoutSubviews")
            super.viewWillLayoutSubviews()
        }
        override func viewDidLayoutSubviews() {
            log.entries.append("controller.viewDidLayoutSubviews")
            super.viewDidLayoutSubviews()
        }
    }

    @Test func updateConstraintsRunsBottomUpThenLayoutTopDown() {
        let log = Fixtures.Log()
        let controller = Controller(log: log)
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        // Update pass: the grandchild, the child, then the controller (whose default updates its view);
        // layout pass: the controller's view between its controller's callbacks, then the child, then the
        // grandchild (its size changed). The update pass runs once.
        #expect(
            Array(log.entries.prefix(9)) == [
                "grandchild.updateConstraints", "child.updateConstraints", "controller.updateViewConstraints",
                "view.updateConstraints", "controller.viewWillLayoutSubviews", "view.layoutSubviews",
                "controller.viewDidLayoutSubviews", "child.layoutSubviews", "grandchild.layoutSubviews",
            ])
        #expect(log.entries.dropFirst(4).allSatisfy { !$0.hasSuffix("updateConstraints") })
        #expect(controller.child.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(controller.grandchild.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        // Only views marked with setNeedsUpdateConstraints() are updated again.
        log.entries = []
        controller.child.setNeedsUpdateConstraints()
        #expect(controller.child.needsUpdateConstraints())
        controller.view.layoutIfNeeded()
        #expect(log.entries.first == "child.updateConstraints")
        #expect(!log.entries.contains("grandchild.updateConstraints"))
        #expect(!controller.child.needsUpdateConstraints())
    }

    @Test func conflictingRequiredConstraintsBreakTheNewOneAndLayOutTheRest() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = Fixtures.constrained()
        root.addSubview(view)
        let narrow = view.widthAnchor.constraint(equalToConstant: 100)
        let wide = view.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10), narrow, wide,
        ])
        let reports = Diagnostics.capture { root.layoutIfNeeded() }
        #expect(reports.count == 1)
        let report = try #require(reports.first)
        #expect(report.code == .unsatisfiableConstraints)
        #expect(report.severity == .warning)
        #expect(report.message.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
        #expect(report.message.contains("(\n    \"\(narrow)\",\n    \"\(wide)\"\n)"))
        #expect(report.message.contains("Will attempt to recover by breaking constraint \n\(wide)\n"))
        #expect(!report.message.contains("NSAutoresizingMaskLayoutConstraints"))
        // Layout still done with the constraints kept: width 100.
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    /// Two equal required widths, then one's constant changed so they conflict: the changed one is broken with
    /// UIKit's report naming both, and the other still holds (the solver once lost it when taking out the
    /// changed one, leaving the width at its floor of 0 with nothing reported).
    @Test func aRepeatedRequiredWidthHoldsWhenItsTwinConflicts() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = Fixtures.constrained()
        root.addSubview(view)
        let changed = view.widthAnchor.constraint(equalToConstant: 20)
        let twin = view.widthAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10), changed, twin,
        ])
        #expect(Diagnostics.capture { root.layoutIfNeeded() } == [])
        #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
        let reports = Diagnostics.capture {
            changed.constant = 40
            root.layoutIfNeeded()
        }
        #expect(reports.count == 1)
        let report = try #require(reports.first)
        #expect(report.code == .unsatisfiableConstraints)
        #expect(report.message.contains("(\n    \"\(twin)\",\n    \"\(changed)\"\n)"))
        #expect(report.message.contains("Will attempt to recover by breaking constraint \n\(changed)\n"))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
        // Without the broken one, the twin alone still sets the width.
        changed.isActive = false
        #expect(Diagnostics.capture { root.layoutIfNeeded() } == [])
        #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test func aConflictWithAFrameNamesTheAutoresizingConstraints() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(view)
        view.widthAnchor.constraint(equalToConstant: 80).isActive = true
        let reports = Diagnostics.capture { root.layoutIfNeeded() }
        let report = try #require(reports.first)
        #expect(report.message.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints"))
        #expect(report.message.contains("<NSAutoresizingMaskLayoutConstraint:"))
        #expect(report.message.contains("h=--& v=--&"))
        #expect(view.frame.width == 50)
    }

    @Test func ambiguityIsFoundExercisedAndListed() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let loose = Fixtures.constrained(), pinned = Fixtures.constrained()
        root.addSubview(loose)
        root.addSubview(pinned)
        let width = loose.widthAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([
            width, loose.heightAnchor.constraint(equalToConstant: 40),
            loose.topAnchor.constraint(equalTo: root.topAnchor),
            pinned.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            pinned.topAnchor.constraint(equalTo: root.topAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 10), pinned.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(loose.hasAmbiguousLayout)
        #expect(!pinned.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout)
        let text = RecursiveDescription.describe(root)
        #expect(text.contains("<UIView; frame=(0 0; 40 40); AMBIGUOUS LAYOUT>"))
        #expect(text.contains("   |    = self.width == 40"))
        #expect(text.contains("   = UIView.leading == self.leading"))
        let before = loose.frame.minX
        loose.exerciseAmbiguityInLayout()
        root.layoutIfNeeded()
        #expect(loose.frame.minX == before + 10)
        #expect(loose.frame.width == 40)
        #expect(loose.constraintsAffectingLayout(for: .horizontal).contains(width))
        #expect(!loose.constraintsAffectingLayout(for: .vertical).contains(width))
        // Pulled, the view is no longer free.
        #expect(!RecursiveDescription.describe(root).contains("AMBIGUOUS LAYOUT"))
    }
}
