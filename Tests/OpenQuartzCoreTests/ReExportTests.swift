import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// `import OpenQuartzCore` alone gives Core Graphics and Foundation, as `import QuartzCore` does.
@Suite(.freshApplication) struct QuartzCoreReExportTests {
    @Test @MainActor func coreGraphicsAndFoundationComeWithOpenQuartzCore() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        let interval: TimeInterval = 0.5
        let date = Date(timeIntervalSince1970: interval)
        let object = NSObject()
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(date.timeIntervalSince1970 == 0.5)
        #expect(object.isEqual(object))
        #expect(DispatchQueue.main.label == "com.apple.main-thread")
    }
}
