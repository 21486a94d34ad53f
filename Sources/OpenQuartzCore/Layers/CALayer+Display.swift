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

    /// Lays out this layer and its marked descendants now, top down.
    public func layoutIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for sublayer in sublayerStorage { sublayer.layoutIfNeeded() }
    }

}
