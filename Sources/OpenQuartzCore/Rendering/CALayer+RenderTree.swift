import Foundation
import OpenCoreGraphics

extension CALayer {
    /// The render tree of this layer's subtree as it is on screen at `mediaTime`: presentation values
    /// (model plus committed animations) of every layer, transitions with their old state and progress.
    ///
    /// With `committedState`, the tree is what the last commit put on screen: each layer's values and
    /// sublayers as they were committed, with its committed animations at `mediaTime` — changes made since
    /// are left out, and a layer never committed is not drawn (UIKit's
    /// `drawHierarchy(in:afterScreenUpdates: false)`, blank for a view never rendered).
    package func renderTree(atMediaTime mediaTime: CFTimeInterval, committedState: Bool = false) -> RenderLayer {
        renderLayer(atMediaTime: mediaTime, committedState: committedState)
    }

    private func renderLayer(atMediaTime mediaTime: CFTimeInterval, committedState: Bool = false) -> RenderLayer {
        let shown =
            committedState
            ? committedPresentationCopy(atMediaTime: mediaTime) : presentationCopy(atMediaTime: mediaTime)
        let sublayerModels =
            snapshotSublayers ?? (committedState ? committedSublayers ?? sublayerStorage : sublayerStorage)
        return RenderLayer(
            identity: renderIdentity,
            bounds: shown.bounds, position: shown.position, anchorPoint: shown.anchorPoint,
            anchorPointZ: shown.anchorPointZ, zPosition: shown.zPosition,
            transform: shown.transform, sublayerTransform: shown.sublayerTransform,
            opacity: CGFloat(min(max(shown.opacity, 0), 1)),
            isHidden: shown.isHidden || (committedState && !hasBeenCommitted),
            masksToBounds: shown.masksToBounds, isDoubleSided: shown.isDoubleSided,
            allowsGroupOpacity: shown.allowsGroupOpacity, isTransformLayer: self is CATransformLayer,
            backgroundColor: shown.backgroundColor, cornerRadius: shown.cornerRadius,
            maskedCorners: shown.maskedCorners, cornerCurve: shown.cornerCurve, borderWidth: shown.borderWidth,
            borderColor: shown.borderColor,
            shadow: shown.renderShadow, contents: shown.renderContents, content: shown.renderContent,
            replicator: (shown as? CAReplicatorLayer)?.renderReplicator(source: self, atMediaTime: mediaTime),
            emitter: (self as? CAEmitterLayer)?.renderEmitter(atMediaTime: mediaTime),
            mask: state.mask.map { RenderLayerBox($0.renderLayer(atMediaTime: mediaTime)) },
            sublayers: sublayerModels.map { $0.renderLayer(atMediaTime: mediaTime, committedState: committedState) },
            transition: renderTransition(atMediaTime: mediaTime),
            rasterizationScale: shown.shouldRasterize ? shown.rasterizationScale : nil,
            isGeometryFlipped: shown.isGeometryFlipped, contentsAreFlipped: contentsAreFlipped())
    }

    private var renderShadow: RenderShadow? {
        guard shadowOpacity > 0, let color = shadowColor, color.alpha > 0 else { return nil }
        return RenderShadow(
            color: color, opacity: CGFloat(min(shadowOpacity, 1)), offset: shadowOffset,
            radius: shadowRadius, path: shadowPath)
    }

    private var renderContents: RenderContents? {
        guard let image = contents as? CGImage else { return nil }
        return RenderContents(
            image: image, rect: contentsRect, center: contentsCenter, gravity: contentsGravity,
            scale: contentsScale, minificationFilter: minificationFilter,
            magnificationFilter: magnificationFilter)
    }

    private var renderContent: RenderContent {
        switch self {
        case let shape as CAShapeLayer:
            return .shape(
                RenderShape(
                    path: shape.path, fillColor: shape.fillColor, fillRule: shape.fillRule,
                    strokeColor: shape.strokeColor,
                    lineWidth: shape.lineWidth, lineCap: shape.lineCap, lineJoin: shape.lineJoin,
                    miterLimit: shape.miterLimit,
                    lineDashPattern: shape.lineDashPattern?.map { CGFloat($0.doubleValue) },
                    lineDashPhase: shape.lineDashPhase,
                    strokeStart: shape.strokeStart, strokeEnd: shape.strokeEnd))
        case let gradient as CAGradientLayer:
            return .gradient(
                RenderGradient(
                    colors: gradient.colors?.compactMap { $0 as? CGColor } ?? [],
                    locations: gradient.locations?.map { CGFloat($0.doubleValue) },
                    startPoint: gradient.startPoint, endPoint: gradient.endPoint, type: gradient.type))
        case let text as CATextLayer:
            return .text(
                RenderText(text: text.attributedText, isWrapped: text.isWrapped, truncationMode: text.truncationMode))
        default:
            return .none
        }
    }

    /// The active transition with the largest begin time (a later transition replaces an earlier one).
    private func renderTransition(atMediaTime mediaTime: CFTimeInterval) -> RenderTransition? {
        guard !animationEntries.isEmpty else { return nil }
        let layerTime = localTime(atMediaTime: mediaTime)
        for entry in animationEntries.reversed() {
            guard let transition = entry.animation as? CATransition, transition.isCommitted,
                let progress = transition.progress(atParentTime: layerTime), let previous = transition.previousState
            else { continue }
            let type =
                transition.filter == nil && CATransitionType.known.contains(transition.type) ? transition.type : .fade
            return RenderTransition(
                previous: RenderLayerBox(previous.renderLayer(atMediaTime: mediaTime)),
                type: type, subtype: transition.subtype, progress: CGFloat(progress))
        }
        return nil
    }
}

extension CAReplicatorLayer {
    /// The replicator's instances; with an instance delay, instance i snapshots the sublayers `i × delay`
    /// earlier.
    fileprivate func renderReplicator(source: CALayer, atMediaTime mediaTime: CFTimeInterval) -> RenderReplicator {
        let count = max(instanceCount, 0)
        var delayed: [[RenderLayer]]?
        if instanceDelay != 0 && count > 1 {
            delayed = (0..<count).map { index in
                (source.sublayers ?? []).map { $0.renderTree(atMediaTime: mediaTime - Double(index) * instanceDelay) }
            }
        }
        return RenderReplicator(
            instanceCount: count, instanceTransform: instanceTransform, instanceColor: instanceColor,
            colorOffsets: [instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset].map {
                CGFloat($0)
            },
            delayedInstances: delayed)
    }
}
