// swift-format-ignore-file
// (This file quotes the documentation, README.md and the DocC articles, verbatim: ReadmeCoverageTests checks it.)
import OpenQuartzCore
import OpenUIKit
import Testing
import OpenUIKitTesting

/// What the documentation's examples print, line by line (this file's `print` records instead of writing).
@MainActor private var printedLines: [String] = []

@MainActor private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    printedLines += items.map { "\($0)" }.joined(separator: separator).components(separatedBy: "\n")
}

/// The documentation's examples, quoted verbatim (`ReadmeCoverageTests` checks the quoting), each followed by the
/// check that it printed exactly the documentation's output block; some go on to check what the prose says.
@MainActor
@Suite(.freshApplication, .serialized) struct ReadmeExampleTests {
    private func expectPrinted(byExampleStartingWith firstLine: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let example = try #require(try ReadmeDocument().example(startingWith: firstLine), sourceLocation: sourceLocation)
        #expect(printedLines == example.output, sourceLocation: sourceLocation)
    }

    @Test func coreAnimationOnLinux() throws {
        printedLines = []
        let mask = CAShapeLayer()
        mask.path = CGPath(rect: CGRect(x: 0, y: 0, width: 200, height: 400), transform: nil)
        CATransaction.flush()                                   // the layer is now on "screen"

        let shrink = CABasicAnimation(keyPath: "path")
        shrink.toValue = CGPath(rect: CGRect(x: 0, y: 0, width: 200, height: 0), transform: nil)
        shrink.duration = 2
        mask.add(shrink, forKey: "shrink")

        CAMediaClock.advance(by: 0.5)                          // virtual time: exactly 0.5 s later
        let paused = mask.convertTime(CACurrentMediaTime(), from: nil)
        mask.speed = 0; mask.timeOffset = paused               // pause (Technical Q&A QA1673)
        CAMediaClock.advance(by: 3)                            // nothing moves while paused
        mask.speed = 1; mask.timeOffset = 0; mask.beginTime = 0
        mask.beginTime = mask.convertTime(CACurrentMediaTime(), from: nil) - paused   // resume
        CAMediaClock.advance(by: 0.5)
        print(String(format: "%.1f", mask.presentation()!.path!.boundingBox.height))   // 1 s of the 2 s animation has run

        try expectPrinted(byExampleStartingWith: "let mask = CAShapeLayer()")
    }

    @Test func aUIViewAnimationFrameByFrame() throws {
        printedLines = []
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIApplication.shared.advance(by: 0)                      // the view is on "screen"
        UIView.animate(withDuration: 1, animations: { view.center.x = 105 }) { finished in print("done", finished) }
        print(view.center.x)                                     // the model changes at once
        UIApplication.shared.advance(by: 0.25)
        print(String(format: "%.3f", view.layer.presentation()!.position.x))   // UIKit's easeInOut (CA easeInEaseOut)
        UIApplication.shared.runUntilIdle()                      // prints "done true" at exactly 1 s

        try expectPrinted(byExampleStartingWith: "let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))")
        #expect(abs(CACurrentMediaTime() - 1) < 1e-9)   // "done true" came at 1 s: runUntilIdle stops there
    }

    @Test func containmentWithItsTrace() throws {
        printedLines = []
        final class Container: UIViewController {
            override func viewDidLoad() {
                let child = UIViewController()
                child.title = "Child"
                addChild(child)                     // calls child.willMove(toParent: self)
                view.addSubview(child.view)
                child.didMove(toParent: self)
            }
        }

        let container = Container()
        container.title = "Container"
        let window = UIWindow()
        window.rootViewController = container
        let trace = LifecycleTrace(recording: container)
        window.makeKeyAndVisible()                 // viewWillAppear now…
        UIApplication.shared.advance(by: 0)        // …viewDidAppear after the next commit
        print(trace.lines.joined(separator: "\n"))

        try expectPrinted(byExampleStartingWith: "final class Container: UIViewController {")

        // The prose after the example: swapping children with transition(from:to:…), then no leftovers.
        trace.removeAll()
        let current = container.children[0]
        let next = UIViewController()
        next.title = "Next"
        current.willMove(toParent: nil)
        container.addChild(next)
        container.transition(from: current, to: next, duration: 0.3, options: [.transitionCrossDissolve], animations: nil) { _ in
            current.removeFromParent()
            next.didMove(toParent: container)
        }
        UIApplication.shared.runUntilIdle()
        #expect(trace.lines == [
            "Child willMove(toParent: nil)", "Next willMove(toParent: Container)", "Container transition Child → Next",
            "Next loadView", "Next viewDidLoad", "Next viewWillAppear(true)", "Child viewWillDisappear(true)",
            "Container animation view.transition started", "Container animation view.transition stopped (finished: true)",
            "Container transition Child → Next ended (finished: true)", "Child viewDidDisappear(true)", "Next viewDidAppear(true)", "Child didMove(toParent: nil)",
            "Next didMove(toParent: Container)",
        ])
        #expect(LeftoverStateChecker.check(window) == [])
    }

    @Test func aPropertyAnimatorScrubbedAndReversed() throws {
        printedLines = []
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { box.center.x = 325 }
        animator.startAnimation()
        UIApplication.shared.advance(by: 0.5)
        animator.pauseAnimation()                  // fractionComplete == 0.5
        animator.fractionComplete = 0.25           // scrubs linearly (scrubsLinearly is true by default)
        UIApplication.shared.advance(by: 0)
        print(box.layer.presentation()!.position.x) // a quarter of the way from 25 to 325
        animator.isReversed = true
        animator.addCompletion { position in print(position == .start) }
        animator.startAnimation()
        UIApplication.shared.runUntilIdle()        // box.center.x is back to 25

        try expectPrinted(byExampleStartingWith: "let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))")
        #expect(box.center.x == 25)
    }

    @Test func aPanDrivenCard() throws {
        printedLines = []
        final class CardController: UIViewController {
            let card = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))

            override func viewDidLoad() {
                view.addSubview(card)
                let pan = UIPanGestureRecognizer()
                pan.addTarget(self, action: CardController.drag)   // a typed method reference: no selectors on Linux
                card.addGestureRecognizer(pan)
            }

            func drag(_ pan: UIPanGestureRecognizer) {
                let translation = pan.translation(in: view)
                card.center.x += translation.x
                pan.setTranslation(.zero, in: view)
                print(pan.state, card.center.x, Int(pan.velocity(in: view).x.rounded()))
            }
        }

        let window = UIWindow()
        window.rootViewController = CardController()
        window.makeKeyAndVisible()
        UIApplication.shared.drag(from: CGPoint(x: 70, y: 150), to: CGPoint(x: 130, y: 150), duration: 0.1)

        try expectPrinted(byExampleStartingWith: "final class CardController: UIViewController {")
    }

    @Test func pixelsWithoutAWindow() throws {
        printedLines = []
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        root.backgroundColor = CGColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        let renderer = CARenderer(layer: root, size: CGSize(width: 390, height: 844), scale: 2)
        let frame: CGImage = renderer.image()!                   // what is on screen at CACurrentMediaTime()
        let png: Data = PNGEncoder.encode(frame)
        print(frame.width, frame.height, png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let context = CGContext(data: nil, width: 390, height: 844, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        root.render(in: context)                                 // CALayer.render(in:) into any CGContext
        print(context.makeImage()!.width)

        try expectPrinted(byExampleStartingWith: "let root = CALayer()")
    }

    @Test func scrollingAndTables() throws {
        printedLines = []
        final class Numbers: UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                cell.textLabel?.text = "Row \(indexPath.row)"
                return cell
            }
            func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                           targetContentOffset: UnsafeMutablePointer<CGPoint>) {
                print(String(format: "released at %.1f moving %.1f pt/ms; will rest at %.1f",
                             scrollView.contentOffset.y, velocity.y, targetContentOffset.pointee.y))
            }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                print("selected", tableView.cellForRow(at: indexPath)!.textLabel!.text!)
                tableView.deselectRow(at: indexPath, animated: true)
            }
        }

        let window = UIWindow()                                 // 390 × 844 points
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let numbers = Numbers()
        table.dataSource = numbers
        table.delegate = numbers
        window.addSubview(table)
        UIApplication.shared.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.1)   // a flick up
        UIApplication.shared.runUntilIdle()
        print(String(format: "%.1f", table.contentOffset.y), table.indexPathsForVisibleRows!.first!.row, table.visibleCells.count)
        UIApplication.shared.tap(at: CGPoint(x: 200, y: 20))

        try expectPrinted(byExampleStartingWith: "final class Numbers: UITableViewDataSource, UITableViewDelegate {")
        UIApplication.shared.runUntilIdle()
        #expect(table.indexPathForSelectedRow == nil)   // deselected, with the fade
    }
}
