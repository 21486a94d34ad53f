import Foundation
import OpenQuartzCore

/// Foundation's delayed performing (`NSObject`'s `perform(_:with:afterDelay:)` and
/// `cancelPreviousPerformRequests(withTarget:)`, absent from Foundation on Linux), on the run loop's media
/// clock: the method runs in the first pass of the run loop at or after the delay — headless during
/// `UIApplication.shared.advance(by:)` at exactly now + delay, in the live window on its clock.
///
/// As everywhere in OpenUIKit, a typed method reference stands in for the selector:
/// `perform(Toast.hide, with: nil, afterDelay: 2)` or `perform(Toast.show, with: label, afterDelay: 0.5)`
/// with `func show(_ label: UILabel)`. Apple documents that a delay of 0 still waits for the next pass of
/// the run loop (the request is queued on it, in the default mode) and that the receiver and the argument
/// are retained until the method has run; both hold here.
///
/// Deliberate differences: Swift cannot compare method references, so
/// `cancelPreviousPerformRequests(withTarget:selector:object:)` knows a method by its type (the target's
/// class and the argument's type): it also cancels the target's other requests for methods of that same
/// type with an equal argument. Requests run on the main run loop whatever thread asks (the methods are
/// main-actor).
extension NSObject {
    /// Calls `aSelector` on the receiver with `anArgument` after `delay` seconds of the media clock, in the
    /// first run-loop pass at or after that time. A negative delay is taken as 0 (reported as a warning);
    /// a NaN or infinite delay is reported and nothing is scheduled. A method of another class than the
    /// receiver's is reported (UIKit raises "unrecognized selector sent to instance") and not scheduled.
    @MainActor
    public func perform<Target: NSObject, Argument>(
        _ aSelector: @escaping @MainActor (Target) -> (Argument) -> Void, with anArgument: Argument,
        afterDelay delay: TimeInterval
    ) {
        guard let target = delayedTarget(Target.self, delay: delay) else { return }
        DelayedPerformRequests.add(
            target: target, methodType: NSObject.methodType(Target.self, Argument.self), argument: anArgument,
            delay: delay
        ) { aSelector(target)(anArgument) }
    }

    /// Calls `aSelector` after `delay` in `modes` (Apple's `perform(_:with:afterDelay:inModes:)`). The run loop
    /// has one mode, so any mode is it; an empty array schedules nothing, as Apple documents.
    @MainActor
    public func perform<Target: NSObject, Argument>(
        _ aSelector: @escaping @MainActor (Target) -> (Argument) -> Void, with anArgument: Argument,
        afterDelay delay: TimeInterval, inModes modes: [RunLoop.Mode]
    ) {
        guard !modes.isEmpty else { return }
        perform(aSelector, with: anArgument, afterDelay: delay)
    }

    /// Calls a method that takes no argument after `delay` (the argument, which Apple says to pass as nil
    /// for such a method, is not used).
    @MainActor
    public func perform<Target: NSObject>(
        _ aSelector: @escaping @MainActor (Target) -> () -> Void, with anArgument: Any?, afterDelay delay: TimeInterval
    ) {
        perform(aSelector, afterDelay: delay)
    }

    /// Calls a method that takes no argument after `delay` (Apple's `perform(_:with:afterDelay:)` with a nil
    /// argument).
    @MainActor
    public func perform<Target: NSObject>(
        _ aSelector: @escaping @MainActor (Target) -> () -> Void, afterDelay delay: TimeInterval
    ) {
        guard let target = delayedTarget(Target.self, delay: delay) else { return }
        DelayedPerformRequests.add(
            target: target, methodType: NSObject.methodType(Target.self, Void.self), argument: nil, delay: delay
        ) { aSelector(target)() }
    }

    /// Cancels every request of `perform(_:with:afterDelay:)` on `aTarget` that has not run yet. A target
    /// with none changes nothing.
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        DelayedPerformRequests.cancel(target: aTarget as AnyObject)
    }

    /// Cancels the requests on `aTarget` for `aSelector` whose argument equals `anArgument` (`isEqual(_:)`
    /// for objects, `==` for other hashable values; nil matches only requests made with nil), as Apple
    /// documents. The method is known by its type only (see above).
    @MainActor
    public class func cancelPreviousPerformRequests<Target: NSObject, Argument>(
        withTarget aTarget: Any, selector aSelector: @escaping @MainActor (Target) -> (Argument) -> Void,
        object anArgument: Argument?
    ) {
        let methodType = methodType(Target.self, Argument.self)
        DelayedPerformRequests.cancel(target: aTarget as AnyObject) { request in
            request.methodType == methodType && DelayedPerformRequests.argument(request.argument, matches: anArgument)
        }
    }

    /// Cancels the requests on `aTarget` for a method that takes no argument (`anArgument` must be nil to
    /// match them, as such requests were made with nil).
    @MainActor
    public class func cancelPreviousPerformRequests<Target: NSObject>(
        withTarget aTarget: Any, selector aSelector: @escaping @MainActor (Target) -> () -> Void,
        object anArgument: Any?
    ) {
        let methodType = methodType(Target.self, Void.self)
        DelayedPerformRequests.cancel(target: aTarget as AnyObject) { request in
            request.methodType == methodType && DelayedPerformRequests.argument(request.argument, matches: anArgument)
        }
    }

    /// The identity a request's method is known by: its target class and argument type.
    private static func methodType<Target, Argument>(_: Target.Type, _: Argument.Type) -> ObjectIdentifier {
        ObjectIdentifier((Target, Argument).self)
    }

    /// The receiver as the method's target, or nil — reported — when the delay or the method's class is wrong.
    @MainActor
    private func delayedTarget<Target: NSObject>(_: Target.Type, delay: TimeInterval) -> Target? {
        guard delay.isFinite else {
            Diagnostics.report(
                .invalidTiming, .exception, "perform(_:with:afterDelay:) needs a finite delay; got \(delay)")
            return nil
        }
        guard let target = self as? Target else {
            Diagnostics.report(
                .invalidArgument, .exception,
                "-[\(type(of: self)) perform(_:with:afterDelay:)]: unrecognized selector sent to instance: the method belongs to \(Target.self)"
            )
            return nil
        }
        if delay < 0 {
            Diagnostics.report(
                .invalidTiming, .warning, "perform(_:with:afterDelay:) got a negative delay (\(delay)); it runs as 0")
        }
        return target
    }

    /// The requests of `perform(_:with:afterDelay:)` waiting on the run loop: each a non-repeating timer with
    /// what `cancelPreviousPerformRequests(withTarget:selector:object:)` matches on.
    ///
    /// Swift can neither name a method at run time nor compare method references (closures have no identity),
    /// so a request's method is known by its type — the target's class, the argument's type — and a cancel
    /// naming one method also cancels the target's other methods of that same type.
    @MainActor
    package enum DelayedPerformRequests {
        /// One request. It holds the target and the argument strongly until it runs or is cancelled, as Apple
        /// documents for `perform(_:with:afterDelay:)`.
        struct Request {
            let timer: Timer
            let target: AnyObject
            let methodType: ObjectIdentifier
            let argument: Any?
        }

        private static var requests: [Request] = []

        /// Schedules `work` on `target` after `delay` (0 for a negative delay), remembering the method's type
        /// and the argument.
        static func add(
            target: AnyObject, methodType: ObjectIdentifier, argument: Any?, delay: TimeInterval,
            _ work: @escaping @MainActor () -> Void
        ) {
            let timer = Timer(timeInterval: max(delay, 0), repeats: false) { timer in
                DelayedPerformRequests.requests.removeAll { $0.timer === timer }
                work()
            }
            if delay <= 0 { timer.setFireTime(CACurrentMediaTime()) }
            requests.append(Request(timer: timer, target: target, methodType: methodType, argument: argument))
            RunLoopTimers.schedule(timer)
        }

        /// Cancels the requests on `target` that `matches` accepts (all of the target's when nil).
        static func cancel(target: AnyObject, where matches: ((Request) -> Bool)? = nil) {
            let cancelled = requests.filter { $0.target === target && (matches?($0) ?? true) }
            requests.removeAll { request in cancelled.contains { $0.timer === request.timer } }
            for request in cancelled { request.timer.invalidate() }
        }

        /// Whether two arguments are equal as `cancelPreviousPerformRequests(withTarget:selector:object:)`
        /// compares them: nil matches only nil; objects by `isEqual(_:)` (an `NSObject`'s `==`), other
        /// hashable values by `==`, other objects by identity.
        static func argument(_ lhs: Any?, matches rhs: Any?) -> Bool {
            switch (unwrapped(lhs), unwrapped(rhs)) {
            case (nil, nil): return true
            case (let lhs?, let rhs?):
                if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable { return lhs == rhs }
                guard type(of: lhs) is AnyClass, type(of: rhs) is AnyClass else { return false }
                return (lhs as AnyObject) === (rhs as AnyObject)
            default: return false
            }
        }

        /// The value inside any level of optional (an optional argument's nil arrives as `Optional.some(nil)`
        /// once it is `Any?`), or nil.
        private static func unwrapped(_ value: Any?) -> Any? {
            guard let value else { return nil }
            let mirror = Mirror(reflecting: value)
            guard mirror.displayStyle == .optional else { return value }
            return unwrapped(mirror.children.first?.value)
        }

        static func reset() {
            requests = []
        }
    }
}
