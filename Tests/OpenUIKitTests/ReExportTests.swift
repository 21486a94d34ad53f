import OpenUIKit
import Testing
import OpenUIKitTesting

/// `import OpenUIKit` alone must give the whole stack, as `import UIKit` gives QuartzCore, Core Graphics and
/// Foundation (this file imports nothing else).
@MainActor
@Suite(.freshApplication) struct ReExportTests {
    @Test func coreAnimationAndCoreGraphicsComeWithOpenUIKit() {
        let layer = CAShapeLayer()
        layer.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(layer.bounds.size == CGSize(width: 5, height: 5))
        #expect(CACurrentMediaTime() == 0)
        CAMediaClock.advance(by: 0.25)
        #expect(CACurrentMediaTime() == 0.25)
    }

    @Test func foundationComesWithOpenUIKit() {
        let duration: TimeInterval = 0.25
        let object: NSObject = NSObject()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        #expect(duration == 0.25)
        #expect(object.isEqual(object))
        #expect(DispatchQueue.main.label == "com.apple.main-thread")
        #expect(view.backgroundColor == .red)
    }
}
