import Foundation
import OpenCoreGraphics
import OpenUIKit

/// A row of key frames with their captions underneath, on white.
enum ContactSheet {
    static func image(of frames: [(image: CGImage, caption: String)], scale: CGFloat) -> CGImage {
        let gap = 12 * scale, captionHeight = 22 * scale
        let frameWidth = CGFloat(frames.first?.image.width ?? 1), frameHeight = CGFloat(frames.first?.image.height ?? 1)
        let width = Int(gap + CGFloat(frames.count) * (frameWidth + gap))
        let height = Int(gap + frameHeight + captionHeight + gap)
        let context = CGContext(width: width, height: height, flipped: true)
        context.setFillColor(.white)
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        for (index, frame) in frames.enumerated() {
            let x = gap + CGFloat(index) * (frameWidth + gap)
            context.draw(frame.image, in: CGRect(x: x, y: gap, width: frameWidth, height: frameHeight), topAtMinY: true)
            context.setStrokeColor(CGColor(gray: 0.8, alpha: 1))
            context.setLineWidth(1)
            context.stroke(CGRect(x: x - 0.5, y: gap - 0.5, width: frameWidth + 1, height: frameHeight + 1))
            context.drawText(
                frame.caption, font: TextFont(family: TextFont.systemFamily, size: 11 * scale),
                color: CGColor(gray: 0.2, alpha: 1),
                at: CGPoint(x: x, y: gap + frameHeight + 4 * scale))
        }
        return context.makeImage()!
    }
}
