import Foundation
import Testing
@testable import OpenUIKit

/// Finding a view's layout engine: a view remembers that its hierarchy had none, and that answer must give
/// way as soon as an engine becomes reachable — when the hierarchy gets its first constraint, and when the
/// view moves into a hierarchy that has one.
@MainActor
@Suite(.freshApplication) struct LayoutEngineLookupTests {
    typealias Fixtures = LayoutFixtures

    @Test func aViewThatFoundNoEngineFindsTheOneItsHierarchyGetsLater() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let child = Fixtures.constrained()
        root.addSubview(box)
        box.addSubview(child)
        #expect(LayoutEngine.engine(of: box) == nil)
        #expect(LayoutEngine.engine(of: box) == nil)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 5),
            child.topAnchor.constraint(equalTo: box.topAnchor, constant: 6),
            child.widthAnchor.constraint(equalToConstant: 20),
            child.heightAnchor.constraint(equalToConstant: 30),
        ])
        let engine = LayoutEngine.engine(of: root)
        #expect(engine != nil)
        #expect(LayoutEngine.engine(of: box) === engine)
        box.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 5, y: 6, width: 20, height: 30))
    }

    @Test func aViewThatFoundNoEngineFindsItsNewHierarchysOne() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let pinned = Fixtures.constrained()
        root.addSubview(pinned)
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            pinned.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let lone = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(LayoutEngine.engine(of: lone) == nil)
        root.addSubview(lone)
        #expect(LayoutEngine.engine(of: lone) != nil)
        #expect(LayoutEngine.engine(of: lone) === LayoutEngine.engine(of: root))
        lone.removeFromSuperview()
        #expect(LayoutEngine.engine(of: lone) == nil)
    }
}
