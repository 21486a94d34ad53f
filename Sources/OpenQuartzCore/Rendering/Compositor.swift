import CCairo
import Foundation
import OpenCoreGraphics

/// Turns render trees into pixels.
///
/// Each layer's own content (background, contents image, shape, gradient or text, border) is rasterised
/// into a backing store — a cached surface — only when it changes (see ``RenderLayer/backingStoreKey``);
/// each frame composites the cached surfaces with the presentation geometry. A layer whose content falls
/// wholly outside the target's clip is not rasterised for that frame (a screen about to slide in); its store
/// can be made between frames with ``prepareBackingStores(of:scale:while:)``. Affine placements are drawn by
/// cairo (pixman takes its fast path for integer translations); placements with perspective go through a
/// sampler that steps the inverse map along each row and filters bilinearly in fixed point. Layers flatten into their superlayer's plane, except
/// under a `CATransformLayer`.
///
/// A compositor is not thread-safe; use one per rendering thread. Render trees are values, so several
/// compositors can render frames of the same recording in parallel.
package final class Compositor {
    var stores: [UInt64: BackingStore] = [:]
    private var rasters: [UInt64: RasterizedLayer] = [:]
    var touched: Set<UInt64> = []
    /// Whether the last frame left out layers outside the target whose backing stores are missing or out of
    /// date (see ``prepareBackingStores(of:scale:while:)``).
    package internal(set) var hasStoresToPrepare = false
    /// How many backing stores were rasterised (for tests and benchmarks).
    package internal(set) var backingStoreCount = 0
    /// The surface ``image(of:size:scale:background:)`` draws on, kept for the next image of the same size:
    /// a recording's frames then reuse one surface instead of each faulting in fresh pages.
    private var imageTarget: CGContext?
    /// Transition states drawn flat, by what they show; kept while frames keep drawing them.
    private var flatStates: [Int: FlatState] = [:]
    private var flatStatesUsed: Set<Int> = []
    /// Particle images' pixels, by image and shown part; kept while frames keep drawing them.
    var particleImages: [ParticleImageKey: CGContext] = [:]
    var particleImagesUsed: Set<ParticleImageKey> = []
    /// The samplers' and pixel-computed transitions' output pixels, kept between paints.
    var samplerScratch: [UInt32] = []
    /// How many times a layer with `shouldRasterize` was drawn into its bitmap (for tests and benchmarks).
    package private(set) var rasterizationCount = 0
    /// How many times a transition state was drawn flat (for tests and benchmarks).
    package private(set) var flatteningCount = 0
    /// Whether content placed by a pure translation is put on whole device pixels (false by default, so
    /// recordings show sub-pixel motion filtered as Core Animation does). The live window turns it on: a
    /// moving full-screen layer is then a plain copy instead of a bilinear resampling, and at scale 2 a
    /// layer is at most a quarter point from where it would be.
    package var snapsTranslationsToPixels = false

    package init() {}

    /// Renders `root` (placed in a space of `size` points, with the root layer's own geometry applied) into
    /// a new image at `scale` pixels per point, over `background` when given (drawn on a surface kept from
    /// one call to the next).
    package func image(of root: RenderLayer, size: CGSize, scale: CGFloat, background: CGColor? = nil) -> CGImage {
        let width = max(1, Int((size.width * scale).rounded(.up)))
        let height = max(1, Int((size.height * scale).rounded(.up)))
        let whole = CGRect(x: 0, y: 0, width: width, height: height)
        let target: CGContext
        if let reused = imageTarget, reused.width == width, reused.height == height {
            target = reused
            if background.map({ $0.alpha < 1 }) ?? true { target.clear(whole) }
        } else {
            target = CGContext(width: width, height: height, flipped: true)
            imageTarget = target
        }
        if let background {
            target.setFillColor(background)
            target.fill(whole)
        }
        render(root, into: target, deviceTransform: CGAffineTransform(scaleX: scale, y: scale))
        return target.makeImage()!
    }

    /// Composites `root` into `target`; `deviceTransform` maps the root's parent space (points) to the
    /// target's device pixels. The target's clip is respected; its current transform is not used.
    package func render(_ root: RenderLayer, into target: CGContext, deviceTransform: CGAffineTransform) {
        touched.removeAll(keepingCapacity: true)
        hasStoresToPrepare = false
        flatStatesUsed.removeAll(keepingCapacity: true)
        particleImagesUsed.removeAll(keepingCapacity: true)
        let cr = target.cairo
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let scale = max(
            (abs(deviceTransform.a * deviceTransform.d - deviceTransform.b * deviceTransform.c)).squareRoot(), 0.01)
        let placement = root.placement.matrixToSuperlayer(
            superlayerSublayerTransform: CATransform3DIdentity, superlayerAnchor: .zero)
        draw(root, chain: placement, ancestorToDevice: PlanarHomography(deviceTransform), cr: cr, scale: scale)
        cairo_restore(cr)
        stores = stores.filter { touched.contains($0.key) }
        rasters = rasters.filter { touched.contains($0.key) }
        flatStates = flatStates.filter { flatStatesUsed.contains($0.key) }
        particleImages = particleImages.filter { particleImagesUsed.contains($0.key) }
    }

    /// A flattened transition state kept under `key`, if any; marks it as used this frame.
    func keptFlatState(_ key: Int) -> FlatState? {
        flatStatesUsed.insert(key)
        return flatStates[key]
    }

    /// Keeps a flattened transition state for the frames that draw it again.
    func keep(_ state: FlatState, for key: Int) {
        flatStatesUsed.insert(key)
        flatStates[key] = state
        flatteningCount += 1
    }

    /// The cached bitmap of a rasterised layer, if any; marks it as used this frame.
    func rasterized(_ identity: UInt64) -> RasterizedLayer? {
        touched.insert(identity)
        return rasters[identity]
    }

    /// Keeps a freshly rasterised layer's bitmap.
    func store(_ raster: RasterizedLayer, for identity: UInt64) {
        touched.insert(identity)
        rasters[identity] = raster
        rasterizationCount += 1
    }

    /// Draws one layer. `chain` maps the layer into the plane of its nearest flattening ancestor, and
    /// `ancestorToDevice` maps that plane to device pixels.
    func draw(
        _ layer: RenderLayer, chain: CATransform3D, ancestorToDevice: PlanarHomography, cr: OpaquePointer,
        scale: CGFloat
    ) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        let toDevice = PlanarHomography(chain).then(ancestorToDevice)
        if let transition = layer.transition {
            drawTransition(transition, of: layer, toDevice: toDevice, cr: cr, scale: scale)
            return
        }
        if let rasterizationScale = layer.rasterizationScale,
            drawRasterized(layer, rasterizationScale: rasterizationScale, toDevice: toDevice, cr: cr)
        {
            return
        }
        drawBody(of: layer, chain: chain, ancestorToDevice: ancestorToDevice, toDevice: toDevice, cr: cr, scale: scale)
    }

    /// Draws a layer without its transition: shadow, own content, clipped sublayers, mask and opacity.
    func drawBody(
        of layer: RenderLayer, chain: CATransform3D, ancestorToDevice: PlanarHomography, toDevice: PlanarHomography,
        cr: OpaquePointer, scale: CGFloat
    ) {
        let isolated = layer.mask != nil || (layer.opacity < 1 && layer.allowsGroupOpacity && !layer.sublayers.isEmpty)
        if isolated { cairo_push_group(cr) }
        let ownAlpha = isolated ? 1 : layer.opacity
        if let shadow = layer.shadow {
            drawShadow(shadow, of: layer, toDevice: toDevice, cr: cr, scale: scale, alpha: ownAlpha)
        }
        if !layer.isTransformLayer {
            drawBackingStore(of: layer, toDevice: toDevice, cr: cr, scale: scale, alpha: ownAlpha)
        }
        if let emitter = layer.emitter {
            drawParticles(emitter, toDevice: toDevice, cr: cr, alpha: ownAlpha)
        }
        cairo_save(cr)
        if layer.masksToBounds && !layer.isTransformLayer {
            clip(cr, to: layer.shapeOfBounds, through: toDevice)
        }
        drawSublayers(
            of: layer, chain: chain, ancestorToDevice: ancestorToDevice, toDevice: toDevice, cr: cr, scale: scale,
            alpha: isolated ? 1 : layer.opacity)
        cairo_restore(cr)
        if isolated {
            let content = cairo_pop_group(cr)
            defer { cairo_pattern_destroy(content) }
            if let mask = layer.mask?.layer {
                cairo_push_group(cr)
                let maskChain = mask.placement.matrixToSuperlayer(
                    superlayerSublayerTransform: CATransform3DIdentity, superlayerAnchor: .zero)
                draw(mask, chain: maskChain, ancestorToDevice: toDevice, cr: cr, scale: scale)
                let maskPattern = cairo_pop_group(cr)
                defer { cairo_pattern_destroy(maskPattern) }
                cairo_push_group(cr)
                cairo_set_source(cr, content)
                cairo_mask(cr, maskPattern)
                let masked = cairo_pop_group(cr)
                cairo_set_source(cr, masked)
                cairo_paint_with_alpha(cr, Double(layer.opacity))
                cairo_pattern_destroy(masked)
            } else {
                cairo_set_source(cr, content)
                cairo_paint_with_alpha(cr, Double(layer.opacity))
            }
        }
    }

    /// Draws the sublayers back to front (by `zPosition`, then order), and a replicator's instances.
    private func drawSublayers(
        of layer: RenderLayer, chain: CATransform3D, ancestorToDevice: PlanarHomography, toDevice: PlanarHomography,
        cr: OpaquePointer, scale: CGFloat, alpha: CGFloat
    ) {
        let anchor = LayerPlacement.anchor(in: layer.bounds, at: layer.anchorPoint)
        let instances = layer.replicator.map { max($0.instanceCount, 0) } ?? 1
        var instanceTransform = CATransform3DIdentity
        for instance in 0..<instances {
            let sublayers = layer.replicator?.delayedInstances?[instance] ?? layer.sublayers
            let sublayerTransform = CATransform3DConcat(instanceTransform, layer.sublayerTransform)
            let depth: (RenderLayer) -> CGFloat =
                layer.isTransformLayer
                ? { Self.depth(of: $0, under: sublayerTransform, anchor: anchor, chain: chain) }
                : { $0.zPosition }
            let ordered = sublayers.enumerated().map { ($0.offset, $0.element, depth($0.element)) }.sorted {
                $0.2 != $1.2 ? $0.2 < $1.2 : $0.0 < $1.0
            }.map(\.1)
            let tint = layer.replicator?.color(ofInstance: instance) ?? [1, 1, 1, 1]
            let tinted = tint[0] < 1 || tint[1] < 1 || tint[2] < 1
            let grouped = tinted || alpha * tint[3] < 1
            if grouped { cairo_push_group(cr) }
            for sublayer in ordered {
                let toLayer = sublayer.placement.matrixToSuperlayer(
                    superlayerSublayerTransform: sublayerTransform, superlayerAnchor: anchor)
                if layer.isTransformLayer {
                    draw(
                        sublayer, chain: CATransform3DConcat(toLayer, chain), ancestorToDevice: ancestorToDevice,
                        cr: cr, scale: scale)
                } else {
                    draw(sublayer, chain: toLayer, ancestorToDevice: toDevice, cr: cr, scale: scale)
                }
            }
            if grouped {
                if tinted { multiplyGroup(cr, by: tint) }
                let group = cairo_pop_group(cr)
                cairo_set_source(cr, group)
                cairo_paint_with_alpha(cr, Double(alpha * tint[3]))
                cairo_pattern_destroy(group)
            }
            if let replicator = layer.replicator {
                instanceTransform = CATransform3DConcat(instanceTransform, replicator.instanceTransform)
            }
        }
    }

    /// The depth of a sublayer's centre in the plane its transform layer flattens into (larger is nearer
    /// the viewer): sublayers of a `CATransformLayer` are drawn far to near.
    private static func depth(
        of sublayer: RenderLayer, under sublayerTransform: CATransform3D, anchor: CGPoint, chain: CATransform3D
    ) -> CGFloat {
        let toPlane = CATransform3DConcat(
            sublayer.placement.matrixToSuperlayer(
                superlayerSublayerTransform: sublayerTransform, superlayerAnchor: anchor), chain)
        let center = toPlane.transformPoint(sublayer.bounds.midX, sublayer.bounds.midY, 0)
        return center.w != 0 ? center.z / center.w : center.z
    }

    /// Multiplies the red, green and blue of the current group's pixels by a replicator instance's colour.
    private func multiplyGroup(_ cr: OpaquePointer, by tint: [CGFloat]) {
        guard let group = cairo_get_group_target(cr), cairo_surface_get_type(group) == CAIRO_SURFACE_TYPE_IMAGE else {
            return
        }
        cairo_surface_flush(group)
        guard let data = cairo_image_surface_get_data(group) else { return }
        let width = Int(cairo_image_surface_get_width(group)), height = Int(cairo_image_surface_get_height(group))
        let stride = Int(cairo_image_surface_get_stride(group))
        let factors = tint.prefix(3).map { UInt32(($0 * 256).rounded()) }
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] != 0 {
                let pixel = row[x]
                let r = (((pixel >> 16) & 0xFF) * factors[0]) >> 8, g = (((pixel >> 8) & 0xFF) * factors[1]) >> 8,
                    b = ((pixel & 0xFF) * factors[2]) >> 8
                row[x] = (pixel & 0xFF00_0000) | r << 16 | g << 8 | b
            }
        }
        cairo_surface_mark_dirty(group)
    }

    /// Clips to `path` (in layer coordinates) mapped to device space; a perspective map clips to the
    /// path's flattened, projected outline.
    private func clip(_ cr: OpaquePointer, to path: CGPath, through toDevice: PlanarHomography) {
        cairo_new_path(cr)
        for polygon in path.flattened(tolerance: 0.25) {
            let projected = polygon.compactMap { toDevice.apply($0) }
            guard let first = projected.first else { continue }
            cairo_move_to(cr, Double(first.x), Double(first.y))
            for point in projected.dropFirst() { cairo_line_to(cr, Double(point.x), Double(point.y)) }
            cairo_close_path(cr)
        }
        cairo_clip(cr)
    }

    // MARK: Backing stores

    /// The cached surface of a layer's own content, rasterised again only when its key changes.
    func backingStore(of layer: RenderLayer, scale: CGFloat) -> BackingStore? {
        touched.insert(layer.identity)
        let key = layer.backingStoreKey
        if let store = stores[layer.identity], store.key == key, store.scale == scale { return store }
        guard let store = BackingStore(rasterizing: layer, scale: scale) else {
            stores[layer.identity] = nil
            return nil
        }
        backingStoreCount += 1
        stores[layer.identity] = store
        return store
    }

    private func drawBackingStore(
        of layer: RenderLayer, toDevice: PlanarHomography, cr: OpaquePointer, scale: CGFloat, alpha: CGFloat
    ) {
        guard reachesClip(layer, through: toDevice, cr: cr) else {
            keepUnrasterised(layer, scale: scale)
            return
        }
        guard let store = backingStore(of: layer, scale: scale) else { return }
        let storeToLayer = PlanarHomography(
            CGAffineTransform(
                a: 1 / store.scale, b: 0, c: 0, d: 1 / store.scale,
                tx: layer.bounds.origin.x + store.origin.x,
                ty: layer.bounds.origin.y + store.origin.y))
        let storeToDevice = storeToLayer.then(toDevice)
        guard layer.isDoubleSided || !storeToDevice.reversesOrientation(inside: store.pixelBounds) else { return }
        paint(
            store.paintSurface, width: store.width, height: store.height, through: storeToDevice, cr: cr, alpha: alpha)
    }

    /// Paints a cairo image surface placed by `map` (surface pixels → device pixels), bilinearly filtered
    /// (Core Animation's default `linear` minification and magnification filters): cairo for maps that keep
    /// the axes — a plain copy for integer translations —, the affine sampler for rotations and skews
    /// (pixman's own path for those is several times slower), the perspective sampler for the rest.
    func paint(
        _ source: OpaquePointer, width: Int, height: Int, through map: PlanarHomography, cr: OpaquePointer,
        alpha: CGFloat
    ) {
        guard var affine = map.affine else {
            PerspectiveSampler.paint(
                source, width: width, height: height, through: map, cr: cr, alpha: alpha, scratch: &samplerScratch)
            return
        }
        guard abs(affine.b) < 1e-9 && abs(affine.c) < 1e-9 else {
            AffineSampler.paint(
                source, width: width, height: height, through: affine, cr: cr, alpha: alpha, scratch: &samplerScratch)
            return
        }
        let isTranslation = abs(affine.a - 1) < 1e-9 && abs(affine.d - 1) < 1e-9
        let isIntegral =
            snapsTranslationsToPixels
            || (abs(affine.tx - affine.tx.rounded()) < 1e-6 && abs(affine.ty - affine.ty.rounded()) < 1e-6)
        if isTranslation && isIntegral {
            affine = CGAffineTransform(translationX: affine.tx.rounded(), y: affine.ty.rounded())
        }
        cairo_save(cr)
        var matrix = cairo_matrix_t(
            xx: Double(affine.a), yx: Double(affine.b), xy: Double(affine.c),
            yy: Double(affine.d), x0: Double(affine.tx), y0: Double(affine.ty))
        cairo_transform(cr, &matrix)
        cairo_set_source_surface(cr, source, 0, 0)
        cairo_pattern_set_filter(
            cairo_get_source(cr), isTranslation && isIntegral ? CAIRO_FILTER_FAST : CAIRO_FILTER_BILINEAR)
        cairo_paint_with_alpha(cr, Double(alpha))
        cairo_restore(cr)
    }
}
