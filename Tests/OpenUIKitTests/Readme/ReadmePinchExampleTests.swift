// swift-format-ignore-file
// (This file quotes the documentation, README.md and the DocC articles, verbatim: ReadmeCoverageTests checks it.)
import Foundation
import Testing
import OpenUIKitTesting
import OpenUIKit

/// What the documentation's pinch and rotation example prints (this file's `print` records instead of writing).
@MainActor private var printedLines: [String] = []

@MainActor private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    printedLines += items.map { "\($0)" }.joined(separator: separator).components(separatedBy: "\n")
}

/// The documentation's photo viewer, line for line: a pinch and a rotation recognized together, driven by the
/// two-finger injection.
@MainActor
@Suite(.freshApplication) struct ReadmePinchExampleTests {
    @Test func aPhotoViewerPinchedAndTurned() throws {
        printedLines = []
        final class PhotoController: UIViewController, UIGestureRecognizerDelegate {
            let photo = UIView(frame: CGRect(x: 95, y: 322, width: 200, height: 200))

            override func viewDidLoad() {
                view.addSubview(photo)
                let pinch = UIPinchGestureRecognizer(target: self, action: PhotoController.zoom)
                let rotation = UIRotationGestureRecognizer(target: self, action: PhotoController.turn)
                for recognizer in [pinch, rotation] as [UIGestureRecognizer] {
                    recognizer.delegate = self       // lets both run at once, as a photo viewer does
                    photo.addGestureRecognizer(recognizer)
                }
            }

            func zoom(_ pinch: UIPinchGestureRecognizer) {
                photo.transform = photo.transform.scaledBy(x: pinch.scale, y: pinch.scale)
                pinch.scale = 1
            }

            func turn(_ rotation: UIRotationGestureRecognizer) {
                photo.transform = photo.transform.rotated(by: rotation.rotation)
                rotation.rotation = 0
            }

            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
        }

        let window = UIWindow()
        let controller = PhotoController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.pinch(at: CGPoint(x: 195, y: 422), from: 100, to: 200, duration: 0.25)
        UIApplication.shared.rotate(at: CGPoint(x: 195, y: 422), radius: 60, from: 0, to: .pi / 2, duration: 0.25)
        let t = controller.photo.transform
        print(String(format: "scaled %.3f, turned %.1f°", hypot(t.a, t.b), atan2(t.b, t.a) * 180 / .pi))

        let example = try #require(try ReadmeDocument().example(startingWith: "final class PhotoController: UIViewController, UIGestureRecognizerDelegate {"))
        #expect(printedLines == example.output)
        // What the prose says: the pinch began 10 pt past 100 pt (at the second frame: 113.3 pt), the rotation
        // 5° past 0 (at the first frame: 6°).
        #expect(abs(hypot(t.a, t.b) - 200 / (100 + 100 * 2 / 15)) < 1e-9)
        #expect(abs(atan2(t.b, t.a) - (.pi / 2 - .pi / 2 / 15)) < 1e-9)
    }
}
