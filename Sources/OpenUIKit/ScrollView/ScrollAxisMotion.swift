import Foundation
import OpenQuartzCore

/// How one axis of a scroll view's content offset moves once the finger has lifted, as closed-form functions
/// of time on the virtual clock (so each frame's offset is exact, whatever the frame rate).
///
/// - **Decay** (`UIScrollView.DecelerationRate`): the velocity is multiplied by the rate `r` every
///   millisecond, so after `t` ms a flick of `v` pt/ms has travelled `v·r·(1 − rᵗ)/(1 − r)` and comes to rest
///   `v·r/(1 − r)` from where it started (Apple's `DecelerationRate` documentation and the projection in
///   WWDC18 "Designing Fluid Interfaces"). The decay ends on the first frame where less than
///   ``restDistance`` is left, on the exact projected offset.
/// - **Edges**: a decay that reaches an edge of the content stops there when the scroll view does not
///   bounce; when it bounces, the motion turns into the bounce spring at the moment it crosses the edge,
///   starting from the edge with the velocity it had there, and springs back to the edge.
/// - **Spring** (bouncing back after a release past an edge, settling on a page, reaching a delegate's
///   target against the flick): a critically damped spring of angular frequency ``springFrequency``:
///   displacement `x(t) = (x₀ + (v₀ + ω·x₀)·t)·e^(−ωt)`. Apple documents no spring; ω is the one measured on
///   the iOS 26.1 simulator for a bounce back with the release velocity (a third party's probes, the
///   Vercantez/openuikit project).
/// - **Bounce back from rest** (a release past an edge without velocity): overdamped, as measured there too,
///   with the decay rates ``restBounceRates`` r₁ and r₂: `x(t) = x₀·(r₂e^(−r₁t) − r₁e^(−r₂t))/(r₂ − r₁)`.
///
/// Both springs end on the first frame
///   where less than ``restDistance`` is left and it moves slower than ``restSpeed``, on the exact target.
struct ScrollAxisMotion: Equatable {
    /// The distance (points) below which a motion is at rest: a quarter of a pixel at 2× scale.
    static let restDistance: CGFloat = 0.5
    /// The speed (points per second) below which a spring near its target is at rest.
    static let restSpeed: CGFloat = 10
    /// The bounce spring's angular frequency ω in radians per second, as measured on the iOS 26.1 simulator
    /// (critically damped: stiffness 121 and damping 22 for a mass of 1).
    static let springFrequency: CGFloat = 11
    /// The decay rates (per second) of the overdamped bounce back from rest, as measured on the iOS 26.1
    /// simulator.
    static let restBounceRates: (slow: CGFloat, fast: CGFloat) = (9, 46)

    enum Phase: Equatable {
        /// Exponential decay from `origin` (inside `range`) toward `target` with `rate` per ms, started at
        /// `start`; bouncing at the edges of `range` (`bounces`) or stopping there. The velocity at the start
        /// is the one whose projection is the distance: `(target − origin)·(1 − r)/r` pt/ms.
        case decay(
            origin: CGFloat, target: CGFloat, rate: CGFloat, start: TimeInterval, range: ClosedRange<CGFloat>,
            bounces: Bool)
        /// The critically damped spring toward `target`, from `displacement` (position − target) moving at
        /// `velocity` pt/s at `start`.
        case spring(target: CGFloat, displacement: CGFloat, velocity: CGFloat, start: TimeInterval)
        /// The overdamped bounce back toward `target` from `displacement` (position − target), at rest at
        /// `start`.
        case bounceFromRest(target: CGFloat, displacement: CGFloat, start: TimeInterval)
        /// Not moving.
        case rest(CGFloat)
    }

    private(set) var phase: Phase

    init(_ phase: Phase) {
        self.phase = phase
    }

    var isAtRest: Bool {
        if case .rest = phase { return true }
        return false
    }

    /// Where a decay of `velocity` pt/ms at `rate` comes to rest, relative to where it started: `v·r/(1 − r)`.
    static func projectedDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        velocity * rate / (1 - rate)
    }

    /// The natural decay of a flick of `velocity` pt/ms from `origin` at `rate`.
    static func decay(
        from origin: CGFloat, velocity: CGFloat, rate: CGFloat, start: TimeInterval,
        range: ClosedRange<CGFloat>, bounces: Bool
    ) -> ScrollAxisMotion {
        ScrollAxisMotion(
            .decay(
                origin: origin, target: origin + projectedDistance(velocity: velocity, rate: rate), rate: rate,
                start: start, range: range, bounces: bounces))
    }

    /// The position at `time`; when the motion is over, it comes to rest (and `isAtRest` turns true).
    mutating func position(at time: TimeInterval) -> CGFloat {
        switch phase {
        case .rest(let position):
            return position
        case let .decay(origin, target, rate, start, range, bounces):
            let position = Self.decayPosition(
                origin: origin, distance: target - origin, rate: rate, elapsed: time - start)
            if !range.contains(target), !range.contains(position) {
                let edge = target < range.lowerBound ? range.lowerBound : range.upperBound
                guard bounces else {
                    phase = .rest(edge)
                    return edge
                }
                let crossing = Self.decayTime(origin: origin, distance: target - origin, rate: rate, reaching: edge)
                let speed = Self.decayVelocity(distance: target - origin, rate: rate, elapsed: crossing) * 1000
                phase = .spring(target: edge, displacement: 0, velocity: speed, start: start + crossing)
                return self.position(at: time)
            }
            if abs(target - position) < Self.restDistance {
                phase = .rest(target)
                return target
            }
            return position
        case let .spring(target, displacement, velocity, start):
            let t = CGFloat(max(0, time - start)), omega = Self.springFrequency
            let decay = exp(-omega * t)
            let offset = (displacement + (velocity + omega * displacement) * t) * decay
            let speed = (velocity - omega * (velocity + omega * displacement) * t) * decay
            return settle(toward: target, offset: offset, speed: speed, after: t)
        case let .bounceFromRest(target, displacement, start):
            let t = CGFloat(max(0, time - start)), (r1, r2) = Self.restBounceRates
            let (slow, fast) = (exp(-r1 * t), exp(-r2 * t))
            let offset = displacement * (r2 * slow - r1 * fast) / (r2 - r1)
            let speed = displacement * r1 * r2 * (fast - slow) / (r2 - r1)
            return settle(toward: target, offset: offset, speed: speed, after: t)
        }
    }

    /// A spring's position `offset` from its target moving at `speed`, `t` seconds in: at rest on the target
    /// once less than ``restDistance`` away and slower than ``restSpeed``.
    private mutating func settle(toward target: CGFloat, offset: CGFloat, speed: CGFloat, after t: CGFloat) -> CGFloat {
        if t > 0, abs(offset) < Self.restDistance, abs(speed) < Self.restSpeed {
            phase = .rest(target)
            return target
        }
        return target + offset
    }

    /// The offset of a decay covering `distance` in all, `elapsed` seconds after it started:
    /// `origin + distance·(1 − rᵗ)`, t in ms (with `distance = v·r/(1 − r)` this is Σ v·rᵏ).
    static func decayPosition(origin: CGFloat, distance: CGFloat, rate: CGFloat, elapsed: TimeInterval) -> CGFloat {
        origin + distance * (1 - pow(rate, CGFloat(max(0, elapsed) * 1000)))
    }

    /// The velocity (pt/ms) of that decay `elapsed` seconds after it started: the derivative of the position.
    private static func decayVelocity(distance: CGFloat, rate: CGFloat, elapsed: TimeInterval) -> CGFloat {
        distance * -log(rate) * pow(rate, CGFloat(elapsed * 1000))
    }

    /// The seconds after its start at which that decay reaches `position` (which it must reach).
    private static func decayTime(
        origin: CGFloat, distance: CGFloat, rate: CGFloat, reaching position: CGFloat
    ) -> TimeInterval {
        TimeInterval(log(1 - (position - origin) / distance) / log(rate)) / 1000
    }
}
