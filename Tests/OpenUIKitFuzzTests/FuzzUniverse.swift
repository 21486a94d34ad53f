import Foundation
@testable import OpenUIKit

/// The small world a fuzz program acts on — two windows, five controllers, six views, three layers and two
/// property animators — and the model the interpreter keeps of it: where each view of the pool should be
/// and which controller should be each controller's parent. A call UIKit rejects must leave both as the
/// model says.
@MainActor
final class FuzzUniverse {
    nonisolated static let windowCount = 2
    nonisolated static let controllerCount = 5
    nonisolated static let viewCount = 6
    nonisolated static let layerCount = 3
    nonisolated static let animatorCount = 2

    let windows: [UIWindow]
    let controllers: [FuzzController]
    private(set) var views: [UIView]
    private(set) var layers: [CALayer]
    var animators: [UIViewPropertyAnimator?]
    /// The completion tokens each animator slot's current animator promised.
    var animatorTokens: [[Int]]
    /// The view each animator slot's animator animates.
    var animatorViews: [WeakView]
    /// Whether each slot's animator was active or stopped after the last operation.
    var animatorWasActive: [Bool]
    /// Whether each slot's animator was stopped without finishing (its completions never run).
    var animatorStoppedWithoutFinishing: [Bool]
    /// The media time after the last operation (time never goes back).
    var lastTime: CFTimeInterval = 0

    final class WeakView {
        weak var view: UIView?
        init(_ view: UIView?) { self.view = view }
    }
    let ledger = FuzzLedger()

    /// The model: the superview each pool view should have (`nil`: none), and each controller's parent.
    var expectedSuperview: [ObjectIdentifier?]
    var expectedParent: [Int?]

    /// Objects the program let go of, held weakly: each must be released once things settle.
    private(set) var dropped: [(name: String, object: () -> AnyObject?)] = []

    /// Whether the program has ended and the universe is settling.
    var isSettling = false

    /// The scene of the program's area, once its first operation set it up.
    var scene: (any FuzzScene)?

    init() {
        windows = (0..<Self.windowCount).map { _ in UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 60)) }
        controllers = (0..<Self.controllerCount).map { FuzzController(name: "c\($0)") }
        views = (0..<Self.viewCount).map { _ in Self.makeView() }
        layers = (0..<Self.layerCount).map { _ in Self.makeLayer() }
        animators = Array(repeating: nil, count: Self.animatorCount)
        animatorTokens = Array(repeating: [], count: Self.animatorCount)
        animatorViews = (0..<Self.animatorCount).map { _ in WeakView(nil) }
        animatorWasActive = Array(repeating: false, count: Self.animatorCount)
        animatorStoppedWithoutFinishing = Array(repeating: false, count: Self.animatorCount)
        expectedSuperview = Array(repeating: nil, count: Self.viewCount)
        expectedParent = Array(repeating: nil, count: Self.controllerCount)
    }

    static func makeView() -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    static func makeLayer() -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
        return layer
    }

    func view(_ index: Int) -> UIView { views[index % Self.viewCount] }
    func layer(_ index: Int) -> CALayer { layers[index % Self.layerCount] }
    func controller(_ index: Int) -> FuzzController { controllers[index % Self.controllerCount] }
    func window(_ index: Int) -> UIWindow { windows[index % Self.windowCount] }

    func index(of controller: UIViewController?) -> Int? {
        controllers.firstIndex { $0 === controller }
    }

    /// The view an addSubview target names (loading a controller's view).
    func view(for target: FuzzOperation.Target) -> UIView {
        switch target {
        case .view(let v): return view(v)
        case .controller(let c): return controller(c).view
        case .window(let w): return window(w)
        }
    }

    /// Replaces pool view `index` by a new one, remembering the old one weakly.
    func replaceView(_ index: Int) {
        let old = views[index % Self.viewCount]
        dropped.append(("v\(index % Self.viewCount) (dropped)", { [weak old] in old }))
        dropped.append(("v\(index % Self.viewCount).layer (dropped)", { [weak layer = old.layer] in layer }))
        views[index % Self.viewCount] = Self.makeView()
        expectedSuperview[index % Self.viewCount] = nil
    }

    /// Remembers weakly an object the model let go of.
    func remember(dropped name: String, _ object: @escaping () -> AnyObject?) {
        dropped.append(("\(name) (dropped)", object))
    }

    /// The pool's controllers and the scene's, whose appearance callbacks are checked.
    var checkedControllers: [FuzzController] {
        controllers + (scene?.controllers ?? [])
    }

    func replaceLayer(_ index: Int) {
        let old = layers[index % Self.layerCount]
        dropped.append(("l\(index % Self.layerCount) (dropped)", { [weak old] in old }))
        layers[index % Self.layerCount] = Self.makeLayer()
    }

    func dropAnimator(_ index: Int) {
        let slot = index % Self.animatorCount
        guard let old = animators[slot] else { return }
        dropped.append(("a\(slot) (dropped)", { [weak old] in old }))
        animators[slot] = nil
    }

    /// Every view the universe can reach: windows' trees, the pool views' trees, the controllers' views' trees.
    var allViews: [UIView] {
        var seen: Set<ObjectIdentifier> = []
        var result: [UIView] = []
        var pending: [UIView] = windows + views + checkedControllers.compactMap(\.viewIfLoaded)
        var steps = 0
        while let view = pending.popLast(), steps < 10_000 {
            steps += 1
            guard seen.insert(ObjectIdentifier(view)).inserted else { continue }
            result.append(view)
            pending.append(contentsOf: view.subviews)
        }
        return result
    }

    /// Weak references to every object of the universe, for the check that they are all released after it.
    var everything: [(name: String, object: () -> AnyObject?)] {
        var all = dropped + (scene?.objects ?? [])
        for controller in scene?.controllers ?? [] {
            all.append((controller.title ?? "?", { [weak controller] in controller }))
        }
        for (index, window) in windows.enumerated() { all.append(("w\(index)", { [weak window] in window })) }
        for (index, controller) in controllers.enumerated() {
            all.append(("c\(index)", { [weak controller] in controller }))
        }
        for (index, view) in views.enumerated() { all.append(("v\(index)", { [weak view] in view })) }
        for (index, layer) in layers.enumerated() { all.append(("l\(index)", { [weak layer] in layer })) }
        for (index, animator) in animators.enumerated() {
            if let animator { all.append(("a\(index)", { [weak animator] in animator })) }
        }
        return all
    }

    /// The dropped objects still alive.
    var unreleasedDropped: [String] {
        dropped.filter { $0.object() != nil }.map(\.name)
    }
}
