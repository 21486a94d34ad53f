import Foundation
import OpenCoreGraphics

extension CAEmitterLayer {
    /// Most particles of one cell alive at once; beyond it the oldest are left out.
    static let particleLimit = 20_000

    /// Starts the emission clock: called at the layer's first commit.
    func beginEmission() {
        emission.startTime = localTime(atMediaTime: CACurrentMediaTime())
    }

    func recordAdding(_ animation: CAAnimation) {
        emission.recordAdding(animation, at: localTime(atMediaTime: CACurrentMediaTime()))
    }

    func recordRemoving(_ animations: [CAAnimation]) {
        emission.recordRemoving(animations, at: localTime(atMediaTime: CACurrentMediaTime()))
    }

    /// The living particles at `mediaTime`, in the render mode's drawing order: a function of that time, the
    /// layer's cells and seed and the history of its properties, whatever was computed before.
    package func particles(atMediaTime mediaTime: CFTimeInterval) -> [EmitterParticle] {
        guard let start = emission.startTime, let cells = emitterCells else { return [] }
        let now = localTime(atMediaTime: mediaTime)
        guard now > start else { return [] }
        var simulation = EmitterSimulation(layer: self, start: start, now: now)
        var order = 0
        for (index, cell) in cells.enumerated() {
            simulation.emitTopLevel(cell, index: index, order: &order)
        }
        return Self.ordered(simulation.particles, by: renderMode)
    }

    /// The render tree's particles at `mediaTime`, or nil when nothing is alive.
    func renderEmitter(atMediaTime mediaTime: CFTimeInterval) -> RenderEmitter? {
        let particles = particles(atMediaTime: mediaTime)
        guard !particles.isEmpty else { return nil }
        return RenderEmitter(particles: particles, isAdditive: renderMode == .additive)
    }

    /// The emission parameters at local time `time`: the model's then, with the animations acting then.
    func emissionParameters(at time: CFTimeInterval) -> EmitterParameters {
        let model = emission.modelParameters(at: time)
        let acting = emission.animations(actingAt: time)
        guard !acting.isEmpty else { return model }
        let copy = CAEmitterLayer(layer: self)
        copy.emitterState.parameters = model
        for animation in acting { animation.apply(to: copy, parentTime: time) }
        return copy.emitterState.parameters
    }

    /// Sorts particles into drawing order; ties keep cell order and birth order.
    private static func ordered(_ particles: [EmitterParticle], by mode: CAEmitterLayerRenderMode) -> [EmitterParticle]
    {
        let cellOrder: (EmitterParticle, EmitterParticle) -> Bool = {
            ($0.cellOrder, $0.birthTime, $0.index) < ($1.cellOrder, $1.birthTime, $1.index)
        }
        switch mode {
        case .oldestFirst:
            return particles.sorted { $0.birthTime != $1.birthTime ? $0.birthTime < $1.birthTime : cellOrder($0, $1) }
        case .oldestLast:
            return particles.sorted { $0.birthTime != $1.birthTime ? $0.birthTime > $1.birthTime : cellOrder($0, $1) }
        case .backToFront:
            return particles.sorted { $0.zPosition != $1.zPosition ? $0.zPosition < $1.zPosition : cellOrder($0, $1) }
        default:
            return particles.sorted(by: cellOrder)
        }
    }
}
