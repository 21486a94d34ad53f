import Foundation
import OpenQuartzCore

/// A structured record of what happened to a subtree of controllers (beyond UIKit, which offers only
/// breakpoints and logs): view loading, appearance callbacks with `animated`, `willMove`/`didMove`,
/// segues, containment transitions, memory-warning view releases, and the start and stop (with
/// `finished`) of every animation on the subtree's views and layers.
///
/// Recording starts when the trace is made and lasts until `stop()` or until the trace is released. Events
/// compare as values and print as one line each, so a test can state a whole sequence:
///
/// ```swift
/// let trace = LifecycleTrace(recording: container)
/// container.addChild(child)
/// container.view.addSubview(child.view)
/// child.didMove(toParent: container)
/// #expect(trace.lines == ["Child willMove(toParent: Container)", "Child loadView", "Child viewDidLoad", …])
/// ```
///
/// A controller belongs to the subtree when it is the root, a descendant of it, or its view is inside the
/// root's view at the time of the event; once seen it stays in the trace (so a removed child's last
/// callbacks are kept). Controllers are named by their `title`, or their class name without one.
@preconcurrency @MainActor
public final class LifecycleTrace {
    /// One thing that happened to a controller (or to the views of one).
    public struct Event: Hashable, Sendable, CustomStringConvertible {
        /// The controller's title or class name.
        public let subject: String
        /// What happened.
        public let kind: Kind

        /// An event, as tests write the ones they expect.
        public init(_ subject: String, _ kind: Kind) {
            self.subject = subject
            self.kind = kind
        }

        /// "Subject kind", e.g. `Child viewWillAppear(false)`.
        public var description: String { "\(subject) \(kind)" }
    }

    /// The kinds of events.
    public enum Kind: Hashable, Sendable, CustomStringConvertible {
        case loadView
        case viewDidLoad
        case viewWillAppear(animated: Bool)
        case viewDidAppear(animated: Bool)
        case viewWillDisappear(animated: Bool)
        case viewDidDisappear(animated: Bool)
        /// `willMove(toParent:)` with the new parent's name (nil: removal).
        case willMoveToParent(String?)
        /// `didMove(toParent:)` with the new parent's name (nil: removal).
        case didMoveToParent(String?)
        /// A memory warning released the controller's view.
        case viewReleased
        /// The controller performed a segue.
        case segue(identifier: String, destination: String)
        /// The controller began `transition(from:to:…)` between two children.
        case transition(from: String, to: String)
        /// That transition's animations ended (`finished` as its completion is told), just before the
        /// children's `viewDidDisappear`/`viewDidAppear`.
        case transitionEnded(from: String, to: String, finished: Bool)
        /// A controller transition (push, pop…) began between two controllers; recorded on the container.
        case transitionBegan(String)
        /// The container called `name` on the transition's context (`completeTransition(true)`,
        /// `updateInteractiveTransition(0.5)`…).
        case transitionContext(String)
        /// The container called its interaction controller (`startInteractiveTransition`).
        case interaction(String)
        /// The transition coordinator ran a block (a companion animation, an interaction-change handler, a
        /// completion).
        case transitionCoordinator(String)
        /// The transition ended: completed, or cancelled (the leaving controller stays).
        case transitionOutcome(String, completed: Bool)
        /// The container called its delegate (`willShow`, `didShow`, `animationControllerFor`…).
        case delegateCall(String)
        /// An animation started on one of the controller's views: which view (`view` for the controller's
        /// own, else the view's class) and key path.
        case animationStarted(view: String, key: String)
        /// An animation stopped; `finished` as the animation's delegate was told.
        case animationStopped(view: String, key: String, finished: Bool)

        /// The event as a trace line prints it, close to the callback's Swift spelling.
        public var description: String {
            switch self {
            case .loadView: return "loadView"
            case .viewDidLoad: return "viewDidLoad"
            case .viewWillAppear(let animated): return "viewWillAppear(\(animated))"
            case .viewDidAppear(let animated): return "viewDidAppear(\(animated))"
            case .viewWillDisappear(let animated): return "viewWillDisappear(\(animated))"
            case .viewDidDisappear(let animated): return "viewDidDisappear(\(animated))"
            case .willMoveToParent(let parent): return "willMove(toParent: \(parent ?? "nil"))"
            case .didMoveToParent(let parent): return "didMove(toParent: \(parent ?? "nil"))"
            case .viewReleased: return "view released"
            case .segue(let identifier, let destination): return "segue \"\(identifier)\" → \(destination)"
            case .transition(let from, let to): return "transition \(from) → \(to)"
            case .transitionEnded(let from, let to, let finished):
                return "transition \(from) → \(to) ended (finished: \(finished))"
            case .transitionBegan(let name): return "\(name) began"
            case .transitionContext(let call): return "context.\(call)"
            case .interaction(let call): return "interaction \(call)"
            case .transitionCoordinator(let what): return "coordinator \(what)"
            case .transitionOutcome(let name, let completed): return "\(name) \(completed ? "completed" : "cancelled")"
            case .delegateCall(let call): return "delegate \(call)"
            case .animationStarted(let view, let key): return "animation \(view).\(key) started"
            case .animationStopped(let view, let key, let finished):
                return "animation \(view).\(key) stopped (finished: \(finished))"
            }
        }
    }

    /// The events so far, oldest first.
    public private(set) var events: [Event] = []

    /// The media time (`CACurrentMediaTime()`, the virtual clock) at which each event happened, parallel to
    /// `events`. UIKit has no such record; it is what lets a recording show each callback at its moment.
    public private(set) var times: [CFTimeInterval] = []

    /// The events with the media time of each, oldest first.
    public var timedEvents: [(time: CFTimeInterval, event: Event)] {
        zip(times, events).map { (time: $0, event: $1) }
    }

    /// The events as printable lines.
    public var lines: [String] { events.map(\.description) }

    private weak var root: UIViewController?
    private let recordsEverything: Bool
    /// The controllers seen so far, held weakly: an identifier alone would let a new controller that
    /// reuses a released member's address pass for a member.
    private(set) var members: [ObjectIdentifier: WeakController] = [:]

    /// Starts recording the events of `root`'s subtree, or of every controller when `root` is nil.
    public init(recording root: UIViewController? = nil) {
        self.root = root
        recordsEverything = root == nil
        Self.active.append(Weak(self))
        AnimationEngine.lifecycleObservers[ObjectIdentifier(self)] = { [weak self] event in self?.recordAnimation(event)
        }
    }

    isolated deinit {
        AnimationEngine.lifecycleObservers[ObjectIdentifier(self)] = nil
    }

    /// Stops recording; the events stay.
    public func stop() {
        Self.active.removeAll { $0.trace === self || $0.trace == nil }
        AnimationEngine.lifecycleObservers[ObjectIdentifier(self)] = nil
    }

    /// Forgets the events so far and keeps recording.
    public func removeAll() {
        events.removeAll()
        times.removeAll()
    }

    /// The events of one controller.
    public func events(of subject: String) -> [Event] {
        events.filter { $0.subject == subject }
    }

    // MARK: Recording

    private struct Weak {
        weak var trace: LifecycleTrace?
        init(_ trace: LifecycleTrace) { self.trace = trace }
    }

    private static var active: [Weak] = []

    struct WeakController {
        weak var controller: UIViewController?
    }

    private func addMember(_ controller: UIViewController) {
        members[ObjectIdentifier(controller)] = WeakController(controller: controller)
    }

    private func isMember(_ controller: UIViewController) -> Bool {
        members[ObjectIdentifier(controller)]?.controller === controller
    }

    /// Records `kind` for `controller` in every trace whose subtree holds it (or `related`, the parent in
    /// a `willMove`/`didMove`).
    static func record(_ controller: UIViewController, _ kind: Kind, related: UIViewController? = nil) {
        active.removeAll { $0.trace == nil }
        for entry in active {
            guard let trace = entry.trace, trace.includes(controller) || related.map(trace.includes) == true else {
                continue
            }
            trace.addMember(controller)
            trace.append(Event(controller.traceName, kind))
        }
    }

    private func includes(_ controller: UIViewController) -> Bool {
        if recordsEverything || isMember(controller) { return true }
        guard let root else { return false }
        if controller.isDescendantController(of: root) || controller.isPresented(over: root) { return true }
        if let view = controller.viewIfLoaded, let rootView = root.viewIfLoaded {
            return view.isDescendant(of: rootView)
        }
        return false
    }

    private func recordAnimation(_ event: AnimationEngine.LifecycleEvent) {
        guard let view = Self.nearestView(of: event.layer), let controller = view.nearestViewController,
            includes(controller)
        else { return }
        let viewName = view.nameInController
        let kind: Kind
        switch event {
        case .started(_, _, let key): kind = .animationStarted(view: viewName, key: key)
        case .stopped(_, _, let key, let finished):
            kind = .animationStopped(view: viewName, key: key, finished: finished)
        }
        addMember(controller)
        append(Event(controller.traceName, kind))
    }

    private func append(_ event: Event) {
        events.append(event)
        times.append(CACurrentMediaTime())
    }

    /// The view whose layer is `layer` or holds it.
    private static func nearestView(of layer: CALayer) -> UIView? {
        var current: CALayer? = layer
        while let node = current {
            if let view = node.delegate as? UIView { return view }
            current = node.superlayer
        }
        return nil
    }
}
