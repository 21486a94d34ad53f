import Foundation
import OpenCoreGraphics

/// Computes an emitter layer's living particles at one local time, each in closed form from its birth: the
/// births of a cell come from the layer's birth schedule (top-level cells) or its parent particle's age
/// (sub-cells), and each particle's random values from `ParticleRandom`.
@MainActor
struct EmitterSimulation {
    private let layer: CAEmitterLayer
    private let start: Double
    private let now: Double
    private let schedule: EmitterBirthSchedule
    private let largestLifetime: Double
    private(set) var particles: [EmitterParticle] = []

    init(layer: CAEmitterLayer, start: Double, now: Double) {
        self.layer = layer
        self.start = start
        self.now = now
        let record = layer.emission
        let animated = record.animations.filter { Self.touches($0.animation, key: "birthRate") }.map {
            $0.addedAt...max($0.addedAt, record.end(of: $0))
        }
        schedule = EmitterBirthSchedule(
            start: start, end: now, changes: record.birthRateChangeTimes(after: start), animated: animated,
            rate: { Double(layer.emissionParameters(at: $0).birthRate) })
        largestLifetime = Double(max(record.largestLifetime, layer.emissionParameters(at: now).lifetime))
    }

    /// Emits the particles of a top-level cell born on the emitter shape. `order` numbers cells depth first.
    mutating func emitTopLevel(_ cell: CAEmitterCell, index: Int, order: inout Int) {
        let cellOrder = order
        order += Self.cellCount(cell)
        let speed = abs(Double(cell.speed)), rate = Double(cell.birthRate) * speed
        guard cell.isEnabled, rate > 0, now > start + cell.beginTime else { return }
        let windowStart = start + cell.beginTime
        let windowEnd = cell.duration == 0 ? .infinity : windowStart + cell.timing.activeDuration / speed
        let schedule = self.schedule
        let base = schedule.cumulative(at: windowStart)
        let births = { (time: Double) in rate * (schedule.cumulative(at: min(time, windowEnd)) - base) }
        let last = Int((births(now) + 1e-9).rounded(.down))
        let oldest = now - horizon(of: cell)
        let first = max(
            1, Int((births(max(oldest, windowStart)) - 1e-9).rounded(.down)), last - CAEmitterLayer.particleLimit + 1)
        guard last >= first else { return }
        let stream = ParticleRandom.stream(parent: 0, parentIndex: 0, cell: index)
        for k in first...last {
            guard let birth = schedule.time(reaching: base + Double(k) / rate) else { break }
            let parameters = layer.emissionParameters(at: birth)
            let random = ParticleRandom(seed: layer.seed, stream: stream, index: k)
            let origin = EmitterShapePlacement.position(
                for: parameters,
                (random.unit(.place1), random.unit(.place2), random.unit(.place3), random.unit(.place4)))
            emit(
                cell, order: cellOrder, stream: stream, index: k, birth: birth, age: (now - birth) * speed,
                origin: origin, parameters: parameters, random: random)
        }
    }

    /// Adds the particle if it is alive, then the particles its sub-cells emitted while it lived.
    private mutating func emit(
        _ cell: CAEmitterCell, order: Int, stream: UInt64, index: Int, birth: Double, age: Double,
        origin: SIMD3<Double>, parameters: EmitterParameters, random: ParticleRandom
    ) {
        let values = cell.values
        let lifetime =
            (Double(values.lifetime) + Double(values.lifetimeRange) * random.signed(.lifetime))
            * Double(parameters.lifetime)
        guard lifetime > 0 else { return }
        let speed =
            (Double(values.velocity) + Double(values.velocityRange) * random.signed(.velocity))
            * Double(parameters.velocity)
        let longitude =
            Double(values.emissionLongitude) + Double(values.emissionRange) * (random.unit(.longitude) - 0.5)
        let latitude = Double(values.emissionLatitude)
        let direction = SIMD3(cos(latitude) * cos(longitude), cos(latitude) * sin(longitude), sin(latitude))
        let motion = ParticleMotion(
            origin: origin, velocity: direction * speed,
            acceleration: SIMD3(
                Double(values.xAcceleration), Double(values.yAcceleration), Double(values.zAcceleration)))
        if age < lifetime {
            particles.append(
                particle(
                    of: cell, order: order, index: index, birth: birth, age: age, lifetime: lifetime,
                    at: motion.position(at: age), parameters: parameters, random: random))
        }
        var subOrder = order + 1
        for (subIndex, sub) in (cell.emitterCells ?? []).enumerated() {
            let thisOrder = subOrder
            subOrder += Self.cellCount(sub)
            guard sub.isEnabled else { continue }
            emitSubCell(
                sub, order: thisOrder,
                stream: ParticleRandom.stream(parent: stream, parentIndex: index, cell: subIndex),
                parent: (birth: birth, speed: abs(Double(cell.speed)), age: age, lifetime: lifetime, motion: motion),
                rateMultiplier: Double(parameters.birthRate))
        }
    }

    /// Emits a sub-cell's particles from a parent particle's path while it lived: in the parent's time, the
    /// j-th at age `beginTime + j / rate`.
    private mutating func emitSubCell(
        _ cell: CAEmitterCell, order: Int, stream: UInt64,
        parent: (birth: Double, speed: Double, age: Double, lifetime: Double, motion: ParticleMotion),
        rateMultiplier: Double
    ) {
        let speed = abs(Double(cell.speed)), rate = Double(cell.birthRate) * speed * rateMultiplier
        guard rate > 0, parent.speed > 0 else { return }
        let windowStart = cell.beginTime
        let windowEnd = min(
            parent.lifetime, cell.duration == 0 ? .infinity : windowStart + cell.timing.activeDuration / speed)
        let until = min(parent.age, windowEnd)
        guard until > windowStart else { return }
        let last = Int(((until - windowStart) * rate + 1e-9).rounded(.down))
        let oldest = parent.age - horizon(of: cell)
        let first = max(
            1, Int(((oldest - windowStart) * rate - 1e-9).rounded(.down)), last - CAEmitterLayer.particleLimit + 1)
        guard last >= first else { return }
        for j in first...last {
            let parentAge = windowStart + Double(j) / rate
            let birth = parent.birth + parentAge / parent.speed
            emit(
                cell, order: order, stream: stream, index: j, birth: birth, age: (parent.age - parentAge) * speed,
                origin: parent.motion.position(at: parentAge), parameters: layer.emissionParameters(at: birth),
                random: ParticleRandom(seed: layer.seed, stream: stream, index: j))
        }
    }

    /// The particle at `age`: its size, spin and colour then.
    private func particle(
        of cell: CAEmitterCell, order: Int, index: Int, birth: Double, age: Double, lifetime: Double,
        at position: SIMD3<Double>, parameters: EmitterParameters, random: ParticleRandom
    ) -> EmitterParticle {
        let values = cell.values
        let scale =
            (Double(values.scale) + Double(values.scaleRange) * random.signed(.scale) + Double(values.scaleSpeed) * age)
            * Double(parameters.scale)
        let spin = (Double(values.spin) + Double(values.spinRange) * random.signed(.spin)) * Double(parameters.spin)
        let base = cell.color?.components ?? [1, 1, 1, 1]
        let channels: [ParticleRandom.Channel] = [.red, .green, .blue, .alpha]
        let color = (0..<4).map { channel in
            let value =
                Double(base[channel]) + Double(values.colorRanges[channel]) * random.signed(channels[channel])
                + Double(values.colorSpeeds[channel]) * age
            return CGFloat(min(max(value, 0), 1))
        }
        return EmitterParticle(
            cellName: cell.name, cellOrder: order, index: index, birthTime: birth, age: age, lifetime: lifetime,
            position: CGPoint(x: position.x, y: position.y), zPosition: CGFloat(position.z), scale: CGFloat(scale),
            rotation: CGFloat(spin * age), color: color, contents: cell.contents.flatMap { $0 as? CGImage },
            contentsRect: cell.contentsRect, contentsScale: cell.contentsScale)
    }

    /// How long before now a particle of `cell` (or one of its sub-particles) may have been born and still
    /// live, in the time its births are counted in.
    private func horizon(of cell: CAEmitterCell) -> Double {
        let speed = max(abs(Double(cell.speed)), 1e-9)
        let life = (Double(cell.lifetime) + abs(Double(cell.lifetimeRange))) * largestLifetime
        let children = (cell.emitterCells ?? []).map { horizon(of: $0) }.max() ?? 0
        return (life + children) / speed
    }

    /// The number of cells in a cell's tree, itself included.
    private static func cellCount(_ cell: CAEmitterCell) -> Int {
        1 + (cell.emitterCells ?? []).reduce(0) { $0 + cellCount($1) }
    }

    /// Whether an animation (or one in a group) animates `key`.
    private static func touches(_ animation: CAAnimation, key: String) -> Bool {
        if let property = animation as? CAPropertyAnimation { return property.keyPath == key }
        if let group = animation as? CAAnimationGroup {
            return (group.animations ?? []).contains { touches($0, key: key) }
        }
        return false
    }
}
