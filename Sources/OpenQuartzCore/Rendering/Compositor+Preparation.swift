import CCairo
import Foundation
import OpenCoreGraphics

extension Compositor {
    /// Whether a layer's own content, placed by `toDevice`, can reach a pixel inside `cr`'s clip (with a
    /// pixel's margin for filtering). Placements with perspective, and targets with a transform of their own,
    /// always count as reaching it.
    func reachesClip(_ layer: RenderLayer, through toDevice: PlanarHomography, cr: OpaquePointer) -> Bool {
        guard let affine = toDevice.affine else { return true }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.xx == 1, matrix.yx == 0, matrix.xy == 0, matrix.yy == 1, matrix.x0 == 0, matrix.y0 == 0 else {
            return true
        }
        let extent = BackingStore.extent(of: layer).offsetBy(dx: layer.bounds.origin.x, dy: layer.bounds.origin.y)
        let device = extent.applying(affine).insetBy(dx: -2, dy: -2)
        guard device.minX.isFinite, device.minY.isFinite, device.maxX.isFinite, device.maxY.isFinite else {
            return true
        }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return device.intersects(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
    }

    /// A layer left out of this frame because it lies outside the target: its store (if any) is kept for
    /// the frames that show it, and a missing or outdated one is noted for
    /// ``prepareBackingStores(of:scale:while:)``.
    func keepUnrasterised(_ layer: RenderLayer, scale: CGFloat) {
        touched.insert(layer.identity)
        guard !hasStoresToPrepare, BackingStore.drawsSomething(layer) else { return }
        hasStoresToPrepare = !hasFreshStore(layer, scale: scale)
    }

    /// Rasterises, while `shouldContinue()` says there is time, the backing stores the last frame left out
    /// because their layers lay outside the target (a pushed screen waiting to slide in), so that the frames
    /// that bring them on screen only composite them. `root` is that frame's tree, or a later one. The pixels
    /// are the ones the frame would have made itself; stores already fresh are left alone.
    package func prepareBackingStores(of root: RenderLayer, scale: CGFloat, while shouldContinue: () -> Bool) {
        guard hasStoresToPrepare else { return }
        hasStoresToPrepare = !prepare(root, scale: scale, shouldContinue)
    }

    /// Prepares the stores of `layer`'s subtree that a frame would draw; false when `shouldContinue()` stopped
    /// it first.
    private func prepare(_ layer: RenderLayer, scale: CGFloat, _ shouldContinue: () -> Bool) -> Bool {
        guard !layer.isHidden, layer.opacity > 0, layer.transition == nil, layer.rasterizationScale == nil else {
            return true
        }
        if !layer.isTransformLayer, BackingStore.drawsSomething(layer), !hasFreshStore(layer, scale: scale) {
            guard shouldContinue() else { return false }
            _ = backingStore(of: layer, scale: scale)
        }
        if let mask = layer.mask?.layer, !prepare(mask, scale: scale, shouldContinue) { return false }
        for sublayer in layer.sublayers where !prepare(sublayer, scale: scale, shouldContinue) { return false }
        return true
    }

    private func hasFreshStore(_ layer: RenderLayer, scale: CGFloat) -> Bool {
        guard let store = stores[layer.identity] else { return false }
        return store.key == layer.backingStoreKey && store.scale == scale
    }
}
