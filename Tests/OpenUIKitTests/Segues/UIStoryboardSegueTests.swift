import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// Segues without storyboards: declared segues, performSegue, prepare(for:sender:), custom segue classes.
@MainActor
@Suite(.freshApplication) struct UIStoryboardSegueTests {
    /// An "empty" segue (a container swapping children on segues uses one): performing it does nothing; the source's prepare does the work.
    final class EmptySegue: UIStoryboardSegue {
        static var performed = 0
        override func perform() { Self.performed += 1 }
    }

    final class Source: UIViewController {
        var prepared:
            [(identifier: String?, source: UIViewController, destination: UIViewController, sender: String?)] = []
        var allowed = true
        var asked: [String] = []

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            prepared.append((segue.identifier, segue.source, segue.destination, sender as? String))
        }

        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
            asked.append(identifier)
            return allowed
        }
    }

    @Test func performSegueMakesAFreshDestinationPreparesAndPerforms() {
        EmptySegue.performed = 0
        let source = Source()
        source.title = "Source"
        source.declareSegue(withIdentifier: "First", segueClass: EmptySegue.self) {
            let destination = UIViewController()
            destination.title = "First"
            return destination
        }
        source.performSegue(withIdentifier: "First", sender: "button")
        source.performSegue(withIdentifier: "First", sender: nil)
        #expect(source.prepared.map(\.identifier) == ["First", "First"])
        #expect(source.prepared.allSatisfy { $0.source === source && $0.destination.title == "First" })
        #expect(source.prepared.map(\.sender) == ["button", nil])
        #expect(source.prepared[0].destination !== source.prepared[1].destination)
        #expect(EmptySegue.performed == 2)
        // performSegue does not ask shouldPerformSegue (UIKit asks it only for segues triggered by controls).
        #expect(source.asked.isEmpty)
    }

    @Test func thePerformHandlerInitializerRunsTheHandler() {
        var ran = 0
        let segue = UIStoryboardSegue(identifier: "x", source: UIViewController(), destination: UIViewController()) {
            ran += 1
        }
        segue.perform()
        #expect(ran == 1)
        #expect(segue.identifier == "x")
        UIStoryboardSegue(identifier: nil, source: UIViewController(), destination: UIViewController()).perform()
        #expect(ran == 1)
    }

    @Test func triggeringAsksShouldPerformSegueFirst() {
        let source = Source()
        source.declareSegue(withIdentifier: "Next") { UIViewController() }
        source.allowed = false
        #expect(!source.triggerSegue(withIdentifier: "Next", sender: nil))
        #expect(source.prepared.isEmpty)
        source.allowed = true
        #expect(source.triggerSegue(withIdentifier: "Next", sender: nil))
        #expect(source.asked == ["Next", "Next"])
        #expect(source.prepared.count == 1)
    }

    @Test func anUnknownIdentifierIsReportedWithUIKitsWording() {
        let source = Source()
        let reports = Diagnostics.capture {
            source.performSegue(withIdentifier: "Missing", sender: nil)
            #expect(!source.triggerSegue(withIdentifier: "Missing", sender: nil))
        }
        #expect(reports.map(\.code) == [.unknownSegue, .unknownSegue])
        #expect(reports.first?.message == "Receiver (\(source)) has no segue with identifier 'Missing'")
        #expect(source.prepared.isEmpty)
    }

    @Test func aSegueAppearsInTheTrace() {
        let source = Source()
        source.title = "Source"
        source.declareSegue(withIdentifier: "Next") {
            let destination = UIViewController()
            destination.title = "Next"
            return destination
        }
        let trace = LifecycleTrace(recording: source)
        source.performSegue(withIdentifier: "Next", sender: nil)
        #expect(trace.lines == ["Source segue \"Next\" → Next"])
    }
}
