import Foundation
import OpenUIKit
import Testing
import OpenUIKitTesting

/// Subviews and plain sublayers share one list, the layer's sublayers, as on iOS: `addSubview` appends the
/// view's layer after every sublayer, `insertSubview(_:belowSubview:)` / `aboveSubview:` put it next to the
/// sibling's layer, and the subviews keep their own order.
@Suite("Subviews and sublayers in one layer", .freshApplication)
@MainActor
struct SubviewLayerOrderTests {
    private func named(_ name: String) -> UIView {
        let view = UIView()
        view.layer.name = name
        return view
    }

    private func sublayerNames(_ view: UIView) -> [String] {
        (view.layer.sublayers ?? []).map { $0.name ?? "?" }
    }

    @Test func addSubviewAppendsAfterPlainSublayers() {
        let container = UIView(), plain = CALayer()
        plain.name = "sub"
        let s1 = named("s1"), s2 = named("s2")
        container.addSubview(s1)
        container.layer.addSublayer(plain)
        container.addSubview(s2)
        #expect(sublayerNames(container) == ["s1", "sub", "s2"])
        #expect(container.subviews.map { $0.layer.name ?? "?" } == ["s1", "s2"])
    }

    @Test func insertBelowAndAboveGoNextToTheSiblingsLayer() {
        let container = UIView(), plain = CALayer()
        plain.name = "sub"
        let s1 = named("s1"), s2 = named("s2"), below = named("below"), above = named("above")
        container.addSubview(s1)
        container.layer.addSublayer(plain)
        container.addSubview(s2)
        container.insertSubview(below, belowSubview: s2)
        container.insertSubview(above, aboveSubview: s1)
        #expect(sublayerNames(container) == ["s1", "above", "sub", "below", "s2"])
        #expect(container.subviews.map { $0.layer.name ?? "?" } == ["s1", "above", "below", "s2"])
    }

    @Test func insertBelowAViewThatIsNotASubviewAppends() {
        let container = UIView(), stranger = UIView(), plain = CALayer()
        plain.name = "sub"
        let s1 = named("s1"), late = named("late")
        container.addSubview(s1)
        container.layer.addSublayer(plain)
        container.insertSubview(late, belowSubview: stranger)
        #expect(sublayerNames(container) == ["s1", "sub", "late"])
        #expect(container.subviews.map { $0.layer.name ?? "?" } == ["s1", "late"])
    }

    @Test func insertAtAnIndexGoesBelowTheSubviewAtThatIndex() {
        let container = UIView(), plain = CALayer()
        plain.name = "sub"
        let s1 = named("s1"), s2 = named("s2"), middle = named("middle")
        container.addSubview(s1)
        container.layer.addSublayer(plain)
        container.addSubview(s2)
        container.insertSubview(middle, at: 1)
        #expect(sublayerNames(container) == ["s1", "sub", "middle", "s2"])
        #expect(container.subviews.map { $0.layer.name ?? "?" } == ["s1", "middle", "s2"])
    }

    @Test func frontBackAndExchangeMoveTheLayers() {
        let container = UIView(), plain = CALayer()
        plain.name = "sub"
        let s1 = named("s1"), s2 = named("s2"), s3 = named("s3")
        container.addSubview(s1)
        container.addSubview(s2)
        container.layer.addSublayer(plain)
        container.addSubview(s3)
        container.bringSubviewToFront(s1)
        #expect(sublayerNames(container) == ["s2", "sub", "s3", "s1"])
        container.sendSubviewToBack(s3)
        #expect(sublayerNames(container) == ["s3", "s2", "sub", "s1"])
        #expect(container.subviews.map { $0.layer.name ?? "?" } == ["s3", "s2", "s1"])
        container.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(sublayerNames(container) == ["s1", "s2", "sub", "s3"])
        #expect(container.subviews.map { $0.layer.name ?? "?" } == ["s1", "s2", "s3"])
    }
}
