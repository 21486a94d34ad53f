import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// The sublayer API: add, insert at/above/below, replace, remove, `sublayers` nil when empty, masks, and
/// cycle prevention.
@Suite("CALayer hierarchy", .freshApplication)
struct LayerHierarchyTests {
    @MainActor private func named(_ names: String...) -> [CALayer] {
        names.map { name in
            let layer = CALayer()
            layer.name = name
            return layer
        }
    }

    @MainActor private func names(_ layer: CALayer) -> [String]? {
        layer.sublayers?.map { $0.name ?? "?" }
    }

    @Test @MainActor func sublayersIsNilWhenEmpty() {
        let parent = CALayer()
        let child = CALayer()
        #expect(parent.sublayers == nil)
        parent.addSublayer(child)
        #expect(parent.sublayers?.count == 1)
        #expect(child.superlayer === parent)
        child.removeFromSuperlayer()
        #expect(parent.sublayers == nil)
        #expect(child.superlayer == nil)
        // Removing a layer that has no superlayer does nothing.
        child.removeFromSuperlayer()
        #expect(child.superlayer == nil)
    }

    @Test @MainActor func addAppendsFrontMostAndReparents() {
        let layers = named("p", "q", "a", "b")
        let (p, q, a, b) = (layers[0], layers[1], layers[2], layers[3])
        p.addSublayer(a)
        p.addSublayer(b)
        #expect(names(p) == ["a", "b"])
        // Adding again moves it to the front.
        p.addSublayer(a)
        #expect(names(p) == ["b", "a"])
        // Adding to another parent removes it from the first.
        q.addSublayer(a)
        #expect(names(p) == ["b"])
        #expect(names(q) == ["a"])
        #expect(a.superlayer === q)
    }

    @Test @MainActor func insertAtIndexClampsToTheEnd() {
        let layers = named("p", "a", "b", "c", "d")
        let p = layers[0]
        p.insertSublayer(layers[1], at: 0)
        p.insertSublayer(layers[2], at: 0)
        #expect(names(p) == ["b", "a"])
        p.insertSublayer(layers[3], at: 1)
        #expect(names(p) == ["b", "c", "a"])
        p.insertSublayer(layers[4], at: 99)
        #expect(names(p) == ["b", "c", "a", "d"])
        // Moving an existing sublayer to another index.
        p.insertSublayer(layers[4], at: 0)
        #expect(names(p) == ["d", "b", "c", "a"])
    }

    @Test @MainActor func insertAboveAndBelow() {
        let layers = named("p", "a", "b", "c", "d", "e")
        let p = layers[0], a = layers[1], b = layers[2], c = layers[3], d = layers[4], e = layers[5]
        p.addSublayer(a)
        p.addSublayer(b)
        p.insertSublayer(c, above: a)
        #expect(names(p) == ["a", "c", "b"])
        p.insertSublayer(d, below: a)
        #expect(names(p) == ["d", "a", "c", "b"])
        p.insertSublayer(e, above: b)
        #expect(names(p) == ["d", "a", "c", "b", "e"])
        // Moving an existing sibling above another.
        p.insertSublayer(d, above: c)
        #expect(names(p) == ["a", "c", "d", "b", "e"])
        p.insertSublayer(e, below: a)
        #expect(names(p) == ["e", "a", "c", "d", "b"])
        // Moving a sibling from the back to just below a later one.
        p.insertSublayer(e, below: d)
        #expect(names(p) == ["a", "c", "e", "d", "b"])
        // nil sibling: below nil is the back, above nil the front.
        let f = named("f")[0], g = named("g")[0]
        p.insertSublayer(f, below: nil)
        p.insertSublayer(g, above: nil)
        #expect(names(p) == ["f", "a", "c", "e", "d", "b", "g"])
    }

    @Test @MainActor func insertRelativeToAStrangerIsReported() {
        let layers = named("p", "a", "stranger", "x")
        let p = layers[0]
        p.addSublayer(layers[1])
        let reports = Diagnostics.capture {
            p.insertSublayer(layers[3], above: layers[2])
            p.insertSublayer(layers[3], below: layers[2])
            p.replaceSublayer(layers[2], with: layers[3])
        }
        #expect(reports.map(\.code) == [.invalidArgument, .invalidArgument, .invalidArgument])
        #expect(names(p) == ["a"])
        #expect(layers[3].superlayer == nil)
    }

    @Test @MainActor func replaceSublayerKeepsTheIndex() {
        let layers = named("p", "a", "b", "c", "new")
        let p = layers[0]
        for layer in layers[1...3] { p.addSublayer(layer) }
        p.replaceSublayer(layers[2], with: layers[4])
        #expect(names(p) == ["a", "new", "c"])
        #expect(layers[2].superlayer == nil)
        #expect(layers[4].superlayer === p)
    }

    @Test @MainActor func settingSublayersReplacesThemAll() {
        let layers = named("p", "a", "b", "c")
        let p = layers[0]
        p.addSublayer(layers[1])
        p.sublayers = [layers[2], layers[3]]
        #expect(names(p) == ["b", "c"])
        #expect(layers[1].superlayer == nil)
        #expect(layers[2].superlayer === p)
        p.sublayers = nil
        #expect(p.sublayers == nil)
        #expect(layers[3].superlayer == nil)
    }

    @Test @MainActor func maskHasNoSuperlayer() {
        let layers = named("owner", "other", "mask")
        let owner = layers[0], other = layers[1], mask = layers[2]
        other.addSublayer(mask)
        owner.mask = mask
        #expect(owner.mask === mask)
        #expect(mask.superlayer == nil)
        #expect(other.sublayers == nil)
        #expect(owner.sublayers == nil)
        // removeFromSuperlayer on a mask detaches it from its owner.
        mask.removeFromSuperlayer()
        #expect(owner.mask == nil)
        // Setting a new mask releases the old one.
        let second = CALayer()
        owner.mask = mask
        owner.mask = second
        #expect(owner.mask === second)
        other.addSublayer(mask)
        #expect(mask.superlayer === other)
        #expect(owner.mask === second)
    }

    @Test @MainActor func cyclesAreRejected() {
        let layers = named("root", "child", "grandchild")
        let root = layers[0], child = layers[1], grandchild = layers[2]
        root.addSublayer(child)
        child.addSublayer(grandchild)
        let reports = Diagnostics.capture {
            grandchild.addSublayer(root)
            child.insertSublayer(child, at: 0)
            grandchild.mask = root
            grandchild.sublayers = [child]
        }
        #expect(reports.map(\.code) == [.layerCycle, .layerCycle, .layerCycle, .layerCycle])
        #expect(reports.allSatisfy { $0.severity == .exception })
        #expect(root.superlayer == nil)
        #expect(names(root) == ["child"])
        #expect(names(child) == ["grandchild"])
        #expect(grandchild.sublayers == nil && grandchild.mask == nil)
    }

    @Test @MainActor func presentationLayersMirrorTheTree() throws {
        let layers = named("root", "child")
        let root = layers[0], child = layers[1]
        root.addSublayer(child)
        #expect(root.presentation() == nil)
        CATransaction.flush()
        let presentation = try #require(root.presentation())
        #expect(presentation !== root)
        #expect(presentation.model() === root)
        #expect(root.model() === root)
        #expect(presentation.presentation() === presentation)
        let presentedChild = try #require(presentation.sublayers?.first)
        #expect(presentedChild.name == "child")
        #expect(presentedChild.model() === child)
        #expect(child.presentation()?.superlayer?.model() === root)
    }
}
