import Foundation
import OpenCoreGraphics

extension CALayer {
    /// The keys of `CALayer` itself; subclasses add theirs in ``propertyTable``.
    static let baseProperties: [String: LayerProperty] = [
        "bounds": .stored(\CALayer.bounds, .rect),
        "position": .stored(\CALayer.position, .point),
        "zPosition": .stored(\CALayer.zPosition, .cgFloat),
        "anchorPoint": .stored(\CALayer.anchorPoint, .point),
        "anchorPointZ": .stored(\CALayer.anchorPointZ, .cgFloat),
        "transform": .stored(\CALayer.transform, .transform3D),
        "sublayerTransform": .stored(\CALayer.sublayerTransform, .transform3D),
        "backgroundColor": .stored(\CALayer.backgroundColor, .color),
        "opacity": .stored(\CALayer.opacity, .float),
        "hidden": .stored(\CALayer.isHidden, .bool),
        "cornerRadius": .stored(\CALayer.cornerRadius, .cgFloat),
        "maskedCorners": .stored(\CALayer.maskedCorners, .opaque, animatable: false),
        "borderWidth": .stored(\CALayer.borderWidth, .cgFloat),
        "borderColor": .stored(\CALayer.borderColor, .color),
        "shadowColor": .stored(\CALayer.shadowColor, .color),
        "shadowOpacity": .stored(\CALayer.shadowOpacity, .float),
        "shadowOffset": .stored(\CALayer.shadowOffset, .size),
        "shadowRadius": .stored(\CALayer.shadowRadius, .cgFloat),
        "shadowPath": .stored(\CALayer.shadowPath, .path),
        "masksToBounds": .stored(\CALayer.masksToBounds, .bool),
        "mask": .stored(\CALayer.mask, .opaque, animatable: false),
        "contents": .stored(\CALayer.contents, .opaque),
        "contentsRect": .stored(\CALayer.contentsRect, .rect),
        "contentsCenter": .stored(\CALayer.contentsCenter, .rect),
        "contentsGravity": .stored(\CALayer.contentsGravity, .opaque, animatable: false),
        "contentsScale": .stored(\CALayer.contentsScale, .cgFloat),
        "doubleSided": .stored(\CALayer.isDoubleSided, .bool),
        "opaque": .stored(\CALayer.isOpaque, .bool, animatable: false),
        "allowsGroupOpacity": .stored(\CALayer.allowsGroupOpacity, .bool, animatable: false),
        "cornerCurve": .stored(\CALayer.cornerCurve, .opaque, animatable: false),
        "allowsEdgeAntialiasing": .stored(\CALayer.allowsEdgeAntialiasing, .bool, animatable: false),
        "edgeAntialiasingMask": .stored(\CALayer.edgeAntialiasingMask, .opaque, animatable: false),
        "minificationFilter": .stored(\CALayer.minificationFilter, .opaque, animatable: false),
        "magnificationFilter": .stored(\CALayer.magnificationFilter, .opaque, animatable: false),
        "minificationFilterBias": .stored(\CALayer.minificationFilterBias, .float, animatable: false),
        "geometryFlipped": .stored(\CALayer.isGeometryFlipped, .bool, animatable: false),
        "contentsFormat": .stored(\CALayer.contentsFormat, .opaque, animatable: false),
        "shouldRasterize": .stored(\CALayer.shouldRasterize, .bool),
        "rasterizationScale": .stored(\CALayer.rasterizationScale, .cgFloat),
        // Key-value coding of the other CALayer properties (Apple's layers are KVC-compliant for all of
        // them, e.g. `setValue(0, forKey: "speed")` pauses a layer); none of them is animatable.
        "frame": .stored(\CALayer.frame, .rect, animatable: false),
        "name": .stored(\CALayer.name, .opaque, animatable: false),
        "beginTime": .stored(\CALayer.beginTime, .double, animatable: false),
        "duration": .stored(\CALayer.duration, .double, animatable: false),
        "speed": .stored(\CALayer.speed, .float, animatable: false),
        "timeOffset": .stored(\CALayer.timeOffset, .double, animatable: false),
        "repeatCount": .stored(\CALayer.repeatCount, .float, animatable: false),
        "repeatDuration": .stored(\CALayer.repeatDuration, .double, animatable: false),
        "autoreverses": .stored(\CALayer.autoreverses, .bool, animatable: false),
        "fillMode": .stored(\CALayer.fillMode, .opaque, animatable: false),
    ]

    /// Writes one model value: rejects NaN/infinite geometry with Apple's `CALayerInvalidGeometry` wording,
    /// records the committed value, and runs the key's action. Always inlined, as are the other `assign`
    /// and `write`: in the setter the key path is then a literal the compiler turns into a direct access of
    /// the stored value (through the key-path runtime, reading and writing cost more than all the rest of
    /// the change's bookkeeping).
    @inline(__always)
    final func assign<L: CALayer, T>(_ keyPath: ReferenceWritableKeyPath<L, T>, _ newValue: T, key: String) {
        guard accepts(newValue, key: key) else { return }
        write(keyPath, newValue, key: key)
    }

    /// `assign` for the numeric and geometric values, whose check is asked of the value's type.
    @inline(__always)
    final func assign<L: CALayer, T: LayerFiniteValue>(
        _ keyPath: ReferenceWritableKeyPath<L, T>, _ newValue: T, key: String
    ) {
        guard accepts(newValue, key: key) else { return }
        write(keyPath, newValue, key: key)
    }

    /// `assign` for the values of `CALayer` itself, kept in its state: the key path reaches into the state
    /// directly, where a path from the layer through `state` copied the whole state to read and write one
    /// value (a scroll or a layout transition sets bounds and position for every cell and frame).
    @inline(__always)
    final func assign<T>(state keyPath: WritableKeyPath<CALayerState, T>, _ newValue: T, key: String) {
        guard accepts(newValue, key: key) else { return }
        writeState(keyPath, newValue, key: key)
    }

    /// `assign(state:_:key:)` for the numeric and geometric values, checked by their type.
    @inline(__always)
    final func assign<T: LayerFiniteValue>(state keyPath: WritableKeyPath<CALayerState, T>, _ newValue: T, key: String)
    {
        guard accepts(newValue, key: key) else { return }
        writeState(keyPath, newValue, key: key)
    }

    /// Whether a value may be stored, reporting it when not. Among the types that come to the unconstrained
    /// `assign` only a value typed `Any` or `AnyObject` (`contents`, a text layer's `string` and `font`) can
    /// hold a number, so only such a value is cast to look for one (the test folds away for the others:
    /// casting a colour or a string to each numeric type costs more than the rest of the change).
    @inline(__always)
    private func accepts<T>(_ newValue: T, key: String) -> Bool {
        guard T.self == Any?.self || T.self == Any.self || T.self == AnyObject?.self,
            LayerValueKind.isNonFinite(newValue)
        else { return true }
        reportNonFinite(newValue, key: key)
        return false
    }

    /// `accepts` for the numeric and geometric values: the same check, asked of the value's type rather than
    /// by casting it (the setters of bounds, position and the other geometry run on every frame).
    @inline(__always)
    private func accepts<T: LayerFiniteValue>(_ newValue: T, key: String) -> Bool {
        if newValue.isFiniteLayerValue { return true }
        reportNonFinite(newValue, key: key)
        return false
    }

    /// Apple's `CALayerInvalidGeometry` wording, through the diagnostics channel.
    private func reportNonFinite(_ newValue: Any, key: String) {
        Diagnostics.report(.invalidGeometry, .exception, "CALayer \(key) contains NaN or infinity: \(newValue)")
    }

    /// Stores a checked value of the state and does the bookkeeping of the change.
    @inline(__always)
    private func writeState<T>(_ keyPath: WritableKeyPath<CALayerState, T>, _ newValue: T, key: String) {
        let oldValue = state[keyPath: keyPath]
        state[keyPath: keyPath] = newValue
        didChange(forKey: key, oldValue: oldValue) { $0 }
    }

    /// Stores a checked model value and does the bookkeeping of the change.
    @inline(__always)
    private func write<L: CALayer, T>(_ keyPath: ReferenceWritableKeyPath<L, T>, _ newValue: T, key: String) {
        let layer = self as! L
        let oldValue = layer[keyPath: keyPath]
        layer[keyPath: keyPath] = newValue
        didChange(forKey: key, oldValue: oldValue) { $0 }
    }

    /// Whether the bounds or transform now differ from `oldValue` (generic, so the casts fold away when the
    /// value's type is known).
    private func geometryChanged<T>(_ key: String, from oldValue: T) -> Bool {
        if key == "bounds" { return (oldValue as? CGRect) != bounds }
        guard let old = oldValue as? CATransform3D else { return true }
        return !CATransform3DEqualToTransform(old, transform)
    }

    /// Writes one timing value after checking it: NaN always, infinity unless allowed, negatives where the
    /// value must not be negative.
    final func assignTiming(
        _ keyPath: WritableKeyPath<MediaTiming, Double>, _ value: Double, name: String,
        nonNegative: Bool = false, allowsInfinity: Bool = false
    ) {
        if let problem = MediaTiming.rejection(
            of: value, named: name, nonNegative: nonNegative, allowsInfinity: allowsInfinity)
        {
            Diagnostics.report(.invalidTiming, .exception, "CALayer \(problem)")
            return
        }
        state.mediaTiming[keyPath: keyPath] = value
        if !isPresentationCopy { CATransaction.registerChange(of: self) }
    }

    /// Bookkeeping after a model value changed: transaction membership, display and layout invalidation,
    /// and the implicit action for `key`.
    func didChangeValue(forKey key: String, oldValue: Any?) {
        didChange(forKey: key, oldValue: oldValue) { $0 }
    }

    /// `didChangeValue(forKey:oldValue:)`, generic over the value's type: the setters run it on every change
    /// (bounds and position every frame of a scroll or a layout transition), and `box` makes the `Any?` of
    /// the old value only where it is kept — the first change of the key in the transaction (the committed
    /// value), and the action's arguments when an action runs. The value on screen before the change (the
    /// action's `previousValue`) differs from the old model value only while committed animations run; it is
    /// then computed before anything else, as the action search may change the layer's animations.
    private func didChange<T>(forKey key: String, oldValue: T, box: (T) -> Any?) {
        guard !isPresentationCopy else { return }
        CATransaction.registerChange(of: self)
        if let point = oldValue as? CGPoint, key == "position" {
            if recordedGeometryKeys & 1 == 0 { committedPosition = point }
            recordedGeometryKeys |= 1
        } else if let rect = oldValue as? CGRect, key == "bounds" {
            if recordedGeometryKeys & 2 == 0 { committedBounds = rect }
            recordedGeometryKeys |= 2
        } else if committedValues.index(forKey: key) == nil {
            // A layer changes a handful of keys between commits (a new view's colour, content mode): the
            // table gets room for them at the first change rather than growing and rehashing key by key.
            if committedValues.isEmpty { committedValues.reserveCapacity(8) }
            committedValues[key] = .some(box(oldValue))
        }
        let animated = hasBeenCommitted && animationEntries.contains { $0.animation.isCommitted }
        let previous: Any? = animated ? presentationValue(forKey: key, modelValue: box(oldValue)) : nil
        if key == "bounds" || key == "transform", geometryChanged(key, from: oldValue) {
            // CALayer.h: layout "is invoked on the layer and its superlayer whenever its bounds or transform
            // properties are modified" — modified: writing the same value again marks nothing (a superview
            // that sets its subviews' frames in layoutSubviews would otherwise lay out at every commit).
            setNeedsLayout()
            let resized =
                boundsOriginChangeLaysOutSuperlayer || key != "bounds" || (oldValue as? CGRect)?.size != bounds.size
            if resized, let superlayer, !superlayer.isLayingOutSublayers { superlayer.setNeedsLayout() }
        }
        if key == "bounds", needsDisplayOnBoundsChange { setNeedsDisplay() }
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        guard let action = implicitAction(forKey: key) else { return }
        let previousModelValue = box(oldValue)
        let previousValue = animated ? previous : previousModelValue
        if let changeAction = action as? any CALayerChangeAction {
            changeAction.run(
                forKey: key, on: self, previousValue: previousValue, previousModelValue: previousModelValue)
            return
        }
        action.run(
            forKey: key, object: self,
            arguments: [
                CALayerActionArgument.previousValue: previousValue as Any,
                CALayerActionArgument.previousModelValue: previousModelValue as Any,
            ])
    }
}
