import CCairo
import Foundation
import OpenCoreGraphics

extension Compositor {
    /// Draws a layer during a `CATransition`: the old state (the subtree as committed before the
    /// transition) and the new state (the layer now) are each rendered flat in the layer's coordinates,
    /// then combined by the effect at the transition's progress. A nil subtype means `fromLeft`.
    func drawTransition(
        _ transition: RenderTransition, of layer: RenderLayer, toDevice: PlanarHomography, cr: OpaquePointer,
        scale: CGFloat
    ) {
        var newState = layer
        newState.transition = nil
        var oldState = transition.previous.layer
        oldState.transition = nil
        let old = flatten(oldState, scale: scale)
        let new = flatten(newState, scale: scale)
        let p = min(max(transition.progress, 0), 1)
        let size = layer.bounds.size
        let direction = TransitionDirection(transition.subtype)
        let offset = CGSize(width: direction.dx * size.width, height: direction.dy * size.height)
        func place(_ state: FlatState, _ effect: CATransform3D, alpha: CGFloat = 1) {
            let local = PlanarHomography(CATransform3DConcat(state.pixelToLayer, effect))
            paint(
                state.context.surface, width: state.width, height: state.height, through: local.then(toDevice), cr: cr,
                alpha: alpha)
        }
        func shift(_ factor: CGFloat) -> CATransform3D {
            CATransform3DMakeTranslation(offset.width * factor, offset.height * factor, 0)
        }
        switch transition.type {
        case .push:
            place(old, shift(-p))
            place(new, shift(1 - p))
        case .moveIn:
            place(old, CATransform3DIdentity)
            place(new, shift(1 - p))
        case .reveal:
            place(new, CATransform3DIdentity)
            place(old, shift(-p))
        case .cube, .alignedCube:
            let angle = CGFloat.pi / 2
            place(old, rotation(about: layer, angle: p * angle, direction: direction, depth: true))
            place(new, rotation(about: layer, angle: (p - 1) * angle, direction: direction, depth: true))
        case .oglFlip, .flip, .alignedFlip:
            if p < 0.5 {
                place(old, rotation(about: layer, angle: p * .pi, direction: direction.flipped, depth: false))
            } else {
                place(new, rotation(about: layer, angle: (p - 1) * .pi, direction: direction.flipped, depth: false))
            }
        case .rotate:
            let angle = TransitionRotation(transition.subtype).angle
            let center = CGPoint(x: layer.bounds.midX, y: layer.bounds.midY)
            func turned(_ fraction: CGFloat) -> CATransform3D {
                var t = CATransform3DMakeTranslation(-center.x, -center.y, 0)
                t = CATransform3DConcat(t, CATransform3DMakeRotation(fraction * angle, 0, 0, 1))
                return CATransform3DConcat(t, CATransform3DMakeTranslation(center.x, center.y, 0))
            }
            crossDissolve(old, new, progress: p, toDevice: toDevice, cr: cr, old: turned(p), new: turned(p - 1))
        case .pageCurl:
            place(new, CATransform3DIdentity)
            PageCurl.paint(
                old, bounds: layer.bounds, edge: transition.subtype, curled: p, toDevice: toDevice, cr: cr,
                scratch: &samplerScratch)
        case .pageUnCurl:
            place(old, CATransform3DIdentity)
            PageCurl.paint(
                new, bounds: layer.bounds, edge: transition.subtype, curled: 1 - p, toDevice: toDevice, cr: cr,
                scratch: &samplerScratch)
        case .rippleEffect:
            let ripple = RippleTransition(bounds: layer.bounds, progress: p)
            warp(old, new, bounds: layer.bounds, toDevice: toDevice, cr: cr) { ripple.colour(at: $0, old: $1, new: $2) }
        case .suckEffect:
            let suck = SuckTransition(bounds: layer.bounds, progress: p)
            warp(old, new, bounds: layer.bounds, toDevice: toDevice, cr: cr) { suck.colour(at: $0, old: $1, new: $2) }
        case .cameraIris, .cameraIrisHollowClose, .cameraIrisHollowOpen:
            let kind: CameraIrisTransition.Kind =
                transition.type == .cameraIris
                ? .iris : transition.type == .cameraIrisHollowClose ? .hollowClose : .hollowOpen
            let iris = CameraIrisTransition(kind, bounds: layer.bounds, progress: p)
            warp(old, new, bounds: layer.bounds, toDevice: toDevice, cr: cr) { iris.colour(at: $0, old: $1, new: $2) }
        default:
            crossDissolve(old, new, progress: p, toDevice: toDevice, cr: cr)
        }
    }

    /// A frame computed pixel by pixel from both states (see `TransitionWarp`).
    private func warp(
        _ old: FlatState, _ new: FlatState, bounds: CGRect, toDevice: PlanarHomography, cr: OpaquePointer,
        colour: (CGPoint, TransitionWarp.Sampler, TransitionWarp.Sampler) -> UInt32
    ) {
        guard let oldPixels = TransitionWarp.Sampler(old), let newPixels = TransitionWarp.Sampler(new) else { return }
        TransitionWarp.paint(bounds: bounds, toDevice: toDevice, cr: cr, scratch: &samplerScratch) {
            colour($0, oldPixels, newPixels)
        }
    }

    /// `old × (1 − p) + new × p`, so two opaque states stay opaque throughout; each state drawn through its
    /// own transform in layer space (`rotate` turns them as they dissolve).
    private func crossDissolve(
        _ old: FlatState, _ new: FlatState, progress p: CGFloat, toDevice: PlanarHomography, cr: OpaquePointer,
        old oldEffect: CATransform3D = CATransform3DIdentity, new newEffect: CATransform3D = CATransform3DIdentity
    ) {
        cairo_push_group(cr)
        paint(
            old.context.surface, width: old.width, height: old.height,
            through: PlanarHomography(CATransform3DConcat(old.pixelToLayer, oldEffect)).then(toDevice), cr: cr,
            alpha: 1 - p)
        cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
        paint(
            new.context.surface, width: new.width, height: new.height,
            through: PlanarHomography(CATransform3DConcat(new.pixelToLayer, newEffect)).then(toDevice), cr: cr,
            alpha: p)
        let group = cairo_pop_group(cr)
        cairo_set_source(cr, group)
        cairo_paint(cr)
        cairo_pattern_destroy(group)
    }

    /// A rotation of a state about the layer's centre line, with the perspective Core Animation's 3D
    /// transitions use (eye at twice the layer's larger side); `depth` turns it about the centre of a cube
    /// whose face is the layer.
    private func rotation(
        about layer: RenderLayer, angle: CGFloat, direction: TransitionDirection, depth: Bool
    ) -> CATransform3D {
        let center = CGPoint(x: layer.bounds.midX, y: layer.bounds.midY)
        let horizontal = direction.dy == 0
        let half = (horizontal ? layer.bounds.width : layer.bounds.height) / 2
        let signedAngle = angle * (horizontal ? direction.dx : -direction.dy)
        var t = CATransform3DMakeTranslation(-center.x, -center.y, depth ? -half : 0)
        t = CATransform3DConcat(
            t,
            horizontal
                ? CATransform3DMakeRotation(signedAngle, 0, 1, 0) : CATransform3DMakeRotation(signedAngle, 1, 0, 0))
        t = CATransform3DConcat(t, CATransform3DMakeTranslation(0, 0, depth ? half : 0))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / (4 * max(layer.bounds.width, layer.bounds.height, 1))
        t = CATransform3DConcat(t, perspective)
        return CATransform3DConcat(t, CATransform3DMakeTranslation(center.x, center.y, 0))
    }

    /// A state drawn flat into a surface covering the layer's bounds, with the map back to layer space.
    struct FlatState {
        let context: CGContext
        let width: Int
        let height: Int
        let pixelToLayer: CATransform3D
    }

    /// `state` drawn flat, or the same drawing kept from an earlier frame when the state has not changed
    /// since (the old state of a transition never does; the new one often stays still while the effect
    /// moves), so a transition's frames do not draw both subtrees again each time.
    func flatten(_ state: RenderLayer, scale: CGFloat) -> FlatState {
        // An empty or unbounded state is flattened into one transparent pixel.
        let (width, height) = BackingStoreSize.pixels(for: state.bounds.size, scale: scale) ?? (1, 1)
        let key = state.subtreeSignature.map { signature -> Int in
            var hasher = Hasher()
            hasher.combine(signature)
            hasher.combine(state.opacity)
            hasher.combine(width)
            hasher.combine(height)
            hasher.combine(scale)
            return hasher.finalize()
        }
        if let key, let kept = keptFlatState(key) { return kept }
        let context = CGContext(width: width, height: height, flipped: true)
        let layerToPixels = PlanarHomography(
            CGAffineTransform(
                a: scale, b: 0, c: 0, d: scale,
                tx: -state.bounds.minX * scale, ty: -state.bounds.minY * scale))
        drawBody(
            of: state, chain: CATransform3DIdentity, ancestorToDevice: layerToPixels, toDevice: layerToPixels,
            cr: context.cairo, scale: scale)
        let pixelToLayer = CATransform3DConcat(
            CATransform3DMakeScale(1 / scale, 1 / scale, 1),
            CATransform3DMakeTranslation(state.bounds.minX, state.bounds.minY, 0))
        let flat = FlatState(context: context, width: width, height: height, pixelToLayer: pixelToLayer)
        if let key { keep(flat, for: key) }
        return flat
    }
}

/// The unit vector from where the incoming content starts to where it ends up, per subtype.
struct TransitionDirection {
    let dx: CGFloat
    let dy: CGFloat

    init(_ subtype: CATransitionSubtype?) {
        switch subtype {
        case .fromRight?: (dx, dy) = (1, 0)
        case .fromTop?: (dx, dy) = (0, -1)
        case .fromBottom?: (dx, dy) = (0, 1)
        default: (dx, dy) = (-1, 0)
        }
    }

    private init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    var flipped: TransitionDirection { TransitionDirection(dx: -dx, dy: -dy) }
}
