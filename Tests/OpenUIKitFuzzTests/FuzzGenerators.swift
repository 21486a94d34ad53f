import Foundation
import PropertyBased

/// Whether a program keeps to valid API use or mixes in misuse.
enum FuzzMode: String, Sendable, CaseIterable {
    /// Only calls UIKit accepts: the interpreter skips an operation the universe's state makes invalid.
    case valid
    /// Anything goes, plus calls UIKit answers with an exception or a warning (run inside
    /// `Diagnostics.capture`, never in strict mode).
    case misuse
}

/// One kind of operation, how often each mode draws it, and the generator of its arguments.
struct FuzzDomain: Sendable {
    let name: String
    let validWeight: Double
    let misuseWeight: Double
    let generator: Generator<FuzzOperation, AnySequence<Any>>

    init<S: Sequence>(
        _ name: String, _ validWeight: Double, _ misuseWeight: Double, _ generator: Generator<FuzzOperation, S>
    ) {
        self.name = name
        self.validWeight = validWeight
        self.misuseWeight = misuseWeight
        self.generator = generator.eraseToAny()
    }
}

/// The generators of fuzz programs, built from swift-property-based's generators: one `FuzzDomain` per kind
/// of operation, drawn by weight, and programs as arrays of operations.
enum FuzzGenerators {
    static let window = Gen.int(in: 0..<FuzzUniverse.windowCount)
    static let controller = Gen.int(in: 0..<FuzzUniverse.controllerCount)
    static let view = Gen.int(in: 0..<FuzzUniverse.viewCount)
    static let layer = Gen.int(in: 0..<FuzzUniverse.layerCount)
    static let animator = Gen.int(in: 0..<FuzzUniverse.animatorCount)
    static let duration = Gen.int(in: 0..<FuzzOperation.durations.count)
    static let property = Gen.int(in: 0..<FuzzOperation.properties.count)
    static let transitionOption = Gen.int(in: 0..<FuzzOperation.transitionOptions.count)
    static let target = zip(Gen.int(in: 0...2), Gen.int(in: 0...7)).map { kind, index -> FuzzOperation.Target in
        switch kind {
        case 0: return .view(index % FuzzUniverse.viewCount)
        case 1: return .controller(index % FuzzUniverse.controllerCount)
        default: return .window(index % FuzzUniverse.windowCount)
        }
    }

    /// Every kind of operation. Add a domain here to fuzz a new API.
    static let domains: [FuzzDomain] = [
        FuzzDomain("showWindow", 3, 2, window.map { FuzzOperation.showWindow($0) }),
        FuzzDomain("hideWindow", 1, 1, zip(window, Gen.bool).map { FuzzOperation.hideWindow($0, $1) }),
        FuzzDomain(
            "setRoot", 3, 2, zip(window, controller.optional).map { FuzzOperation.setRoot(window: $0, controller: $1) }),
        FuzzDomain("embed", 6, 4, zip(controller, controller).map { FuzzOperation.embed(child: $0, parent: $1) }),
        FuzzDomain("unembed", 2, 2, controller.map { FuzzOperation.unembed($0) }),
        FuzzDomain(
            "swap", 6, 4,
            zip(controller, controller, controller, duration, transitionOption, Gen.bool).map { t in
                FuzzOperation.swap(parent: t.0, from: t.1, to: t.2, duration: t.3, options: t.4, colour: t.5)
            }),
        FuzzDomain("manualCycle", 1, 1, controller.map { FuzzOperation.manualCycle($0) }),
        FuzzDomain("beginAppearance", 0, 2, zip(controller, Gen.bool).map { FuzzOperation.beginAppearance($0, $1) }),
        FuzzDomain("endAppearance", 0, 2, controller.map { FuzzOperation.endAppearance($0) }),
        FuzzDomain(
            "present", 4, 3,
            zip(
                controller, controller, Gen.int(in: 0..<FuzzOperation.presentationStyles.count),
                Gen.int(in: 0..<FuzzOperation.modalTransitionStyles.count), Gen.bool
            ).map { t in
                FuzzOperation.present(presenter: t.0, presented: t.1, style: t.2, transition: t.3, animated: t.4)
            }),
        FuzzDomain("dismiss", 3, 3, zip(controller, Gen.bool).map { FuzzOperation.dismiss($0, animated: $1) }),
        FuzzDomain("addSubview", 6, 4, zip(view, target).map { FuzzOperation.addSubview($0, into: $1) }),
        FuzzDomain("removeFromSuperview", 2, 2, view.map { FuzzOperation.removeFromSuperview($0) }),
        FuzzDomain("dropView", 2, 2, view.map { FuzzOperation.dropView($0) }),
        FuzzDomain(
            "animate", 8, 5,
            zip(Gen.int(in: 1...63), property, duration, Gen.int(in: 0..<FuzzOperation.blockOptions.count)).map { t in
                FuzzOperation.animate(views: t.0, property: t.1, duration: t.2, options: t.3)
            }),
        FuzzDomain("keyframes", 2, 2, zip(view, duration).map { FuzzOperation.keyframes($0, duration: $1) }),
        FuzzDomain(
            "transitionView", 2, 2, zip(view, transitionOption).map { FuzzOperation.transitionView($0, options: $1) }),
        FuzzDomain("removeViewAnimations", 1, 1, view.map { FuzzOperation.removeViewAnimations($0) }),
        FuzzDomain("addSublayer", 2, 2, zip(layer, view).map { FuzzOperation.addSublayer($0, toView: $1) }),
        FuzzDomain("removeLayer", 1, 1, layer.map { FuzzOperation.removeLayer($0) }),
        FuzzDomain("dropLayer", 1, 1, layer.map { FuzzOperation.dropLayer($0) }),
        FuzzDomain(
            "animateLayer", 2, 2,
            zip(layer, duration, Gen.bool).map { t in FuzzOperation.animateLayer(t.0, duration: t.1, repeats: t.2) }),
        FuzzDomain("transaction", 2, 2, zip(layer, duration).map { FuzzOperation.transaction($0, duration: $1) }),
        FuzzDomain("removeLayerAnimations", 1, 1, layer.map { FuzzOperation.removeLayerAnimations($0) }),
        FuzzDomain(
            "makeAnimator", 3, 3,
            zip(animator, view, property, duration).map { t in
                FuzzOperation.makeAnimator(t.0, view: t.1, property: t.2, duration: t.3)
            }),
        FuzzDomain(
            "animatorCall", 6, 6,
            zip(animator, Gen.int(in: 0..<FuzzOperation.animatorCalls.count)).map {
                FuzzOperation.animatorCall($0, call: $1)
            }),
        FuzzDomain("dropAnimator", 1, 1, animator.map { FuzzOperation.dropAnimator($0) }),
        FuzzDomain(
            "advance", 8, 6, Gen.int(in: 0..<FuzzOperation.frameCounts.count).map { FuzzOperation.advance(frames: $0) }),
        FuzzDomain(
            "runUntilIdle", 3, 3,
            Gen.int(in: 0..<FuzzOperation.timeouts.count).map { FuzzOperation.runUntilIdle(timeout: $0) }),
        FuzzDomain("render", 1, 1, zip(window, Gen.bool).map { FuzzOperation.render(window: $0, hierarchy: $1) }),
        FuzzDomain(
            "misuse", 0, 8,
            zip(Gen.int(in: 0..<FuzzOperation.misuses.count), Gen.int(in: 0...7), Gen.int(in: 0...7)).map { t in
                FuzzOperation.misuse(kind: t.0, first: t.1, second: t.2)
            }),
    ]

    /// One operation, drawn by weight.
    typealias OperationGenerator = Generator<FuzzOperation, AnySequence<(index: Int, value: Any)>>
}
