import Foundation

extension CALayer {
    /// Marks the layer's content as needing to be recomputed at the next commit.
    public func setNeedsDisplay() {
        needsDisplayFlag = true
        if !isPresentationCopy { CATransaction.registerChange(of: self) }
    }

    /// Marks part of the content as needing display (OpenUIKit redisplays the whole layer).
    public func setNeedsDisplay(_ r: CGRect) {
        setNeedsDisplay()
    }

    public func needsDisplay() -> Bool { needsDisplayFlag }

    /// Recomputes the content now if it was marked.
    public func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        display()
    }

    /// Marks the layer as needing layout at the next commit.
    public func setNeedsLayout() {
        needsLayoutFlag = true
        if !isPresentationCopy { CATransaction.registerChange(of: self) }
    }

    public func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out this layer and its marked descendants now, top down. Sublayers resized by the layer's own
    /// `layoutSublayers()` do not mark it again (so a layer lays out once per pass, as in Core Animation,
    /// where a superview that sizes its subviews in `layoutSubviews` is laid out once); a layer may still
    /// ask for another pass with `setNeedsLayout()`.
    public func layoutIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            isLayingOutSublayers = true
            layoutSublayers()
            isLayingOutSublayers = false
        }
        for sublayer in sublayerStorage { sublayer.layoutIfNeeded() }
    }

}
