import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// Layers and animations are `NSObject`s as on Apple platforms: identity equality and hashing, `isEqual(_:)`,
/// `description`.
@Suite("NSObject identity", .freshApplication)
@MainActor
struct ObjectIdentityTests {
    @Test func layersCompareByIdentity() {
        let a = CALayer(), b = CALayer(), shape = CAShapeLayer()
        a.name = "a"
        b.name = "a"
        // Equal properties, two objects: different.
        #expect(a != b)
        #expect(a.isEqual(a) && !a.isEqual(b))
        let set: Set<CALayer> = [a, b, a, shape]
        #expect(set.count == 3)
        #expect([b, shape, a].firstIndex(of: a) == 2)
        #expect(a.description == "<CALayer \"a\" frame: \(a.frame)>")
        #expect((a as NSObject).hash == a.hashValue)
    }

    @Test func presentationCopiesAreOtherObjects() {
        let layer = makeCommittedLayer()
        #expect(layer.presentation() != layer)
    }

    @Test func animationsCompareByIdentity() {
        let fade = CABasicAnimation(keyPath: "opacity")
        let copy = fade.copy() as! CABasicAnimation
        // A copy has the same properties and is another object.
        #expect(copy != fade)
        #expect(copy.keyPath == "opacity")
        let set: Set<CAAnimation> = [fade, copy, fade]
        #expect(set.count == 2)
    }
}
