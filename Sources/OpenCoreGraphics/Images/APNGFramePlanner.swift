/// What one frame of an animated PNG must carry: the part of `image` inside `region`, drawn over the canvas
/// as it is once the previous frame has been disposed of with `disposeOfPrevious`, which then shows `base`
/// (nil for the first frame). Compressing a plan needs nothing else, so plans can be compressed in parallel.
package struct APNGFramePlan: Sendable {
    package let image: CGImage
    package let region: PixelRegion
    package let base: CGImage?
    package let disposeOfPrevious: APNGDisposeOperation
}

/// Decides, image by image and in order, what each frame of a recording carries — the cheap, sequential part
/// of encoding, done before the frames are compressed in parallel.
///
/// A frame covers only the rectangle that differs from the canvas beneath it. That canvas is the previous
/// image (the previous frame disposed of with `none`) or, when it differs from the new image over a smaller
/// rectangle, what the canvas showed before the previous frame (`previous`) — for content that returns to
/// an earlier state. An image equal to the one shown makes no frame: the shown frame stays up longer.
package struct APNGFramePlanner {
    package enum Step: Sendable {
        /// The image equals the one on screen: show that frame one frame-time longer.
        case repeatLastFrame
        /// A new frame.
        case frame(APNGFramePlan)
    }

    /// The image the last frame shows.
    private var shown: CGImage?
    /// What the canvas showed before the last frame was drawn (nil while that frame is the first).
    private var beneathShown: CGImage?
    private var repeats = 0
    /// How many repeats in a row are allowed before an image is sent as a (one-pixel) frame anyway: the
    /// frame's delay numerator has 16 bits.
    private let maximumRepeats: Int

    package init(maximumRepeats: Int = Int(UInt16.max) - 1) {
        self.maximumRepeats = maximumRepeats
    }

    package mutating func plan(_ image: CGImage) -> Step {
        guard let shown, shown.width == image.width, shown.height == image.height else {
            self.shown = image
            beneathShown = nil
            repeats = 0
            return .frame(
                APNGFramePlan(
                    image: image, region: PixelRegion(width: image.width, height: image.height), base: nil,
                    disposeOfPrevious: .none))
        }
        let overShown = CGImage.changedRegion(from: shown, to: image)
        if overShown == nil && repeats < maximumRepeats {
            repeats += 1
            return .repeatLastFrame
        }
        repeats = 0
        let unchanged = PixelRegion(width: 1, height: 1)
        var plan = APNGFramePlan(image: image, region: overShown ?? unchanged, base: shown, disposeOfPrevious: .none)
        if let beneath = beneathShown {
            let overBeneath = CGImage.changedRegion(from: beneath, to: image) ?? unchanged
            if overBeneath.area < plan.region.area {
                plan = APNGFramePlan(image: image, region: overBeneath, base: beneath, disposeOfPrevious: .previous)
            }
        }
        beneathShown = plan.base
        self.shown = image
        return .frame(plan)
    }
}
