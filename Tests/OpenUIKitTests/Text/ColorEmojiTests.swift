import Foundation
import Testing
import OpenUIKitTesting
import TestSupport
@testable import OpenUIKit

/// Emoji draw from the colour emoji font (Noto Color Emoji standing in for Apple Color Emoji), in colour
/// whatever the text colour, scaled to the font size like any glyph.
@MainActor
@Suite(.freshApplication) struct ColorEmojiTests {
    /// A one-line label of `text` in the 40-point system font, sized to fit.
    private func label(_ text: String, color: UIColor = .black) -> UILabel {
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 40)
        label.textColor = color
        label.text = text
        label.sizeToFit()
        return label
    }

    /// The pixels of `image` that are clearly yellow (the grinning face's skin): red and green high, blue low.
    private func yellow(_ image: CGImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if p.r > 200 && p.g > 150 && p.b < 100 { count += 1 }
            }
        }
        return count
    }

    /// The rows of `image` holding a yellow pixel.
    private func yellowRows(_ image: CGImage) -> [Int] {
        (0..<image.height).filter { y in
            (0..<image.width).contains { x in
                let p = image.pixel(x: x, y: y)
                return p.r > 200 && p.g > 150 && p.b < 100
            }
        }
    }

    @Test func anEmojiDrawsInColourInAnyTextColour() throws {
        let black = TextImages.render(label("😀"), name: "emoji-black")
        let red = TextImages.render(label("😀", color: .red), name: "emoji-red")
        // The face is a yellow disc: at 40 points and scale 2 it covers thousands of yellow pixels (a
        // monochrome glyph in black or red has none).
        #expect(yellow(black) > 2000)
        #expect(yellow(red) == yellow(black))
    }

    @Test func anEmojiIsScaledToTheFontSize() throws {
        let view = label("a😀b")
        let font = UIFont.systemFont(ofSize: 40)
        let image = TextImages.render(view, name: "emoji-line")
        // The face is about 0.9 em tall: some 72 pixels at 40 points and scale 2 (the emoji font's bitmaps are
        // 109 pixels; drawn unscaled they would fill 218 rows).
        let rows = yellowRows(image)
        let height = (rows.last ?? 0) - (rows.first ?? 0) + 1
        #expect(height > 60 && height < 84)
        // Between the letters the emoji advances about its size (Noto Color Emoji's advance is 1.275 em).
        let letters = "ab".size(withAttributes: [.font: font]).width
        let advance = view.bounds.width - letters
        #expect(advance > 40 && advance < 60)
    }

    @Test func chineseAndEmojiFallBackInOneString() {
        let image = TextImages.render(label("中文😀"), name: "emoji-chinese")
        #expect(yellow(image) > 2000)
        #expect(TextImages.inked(image) > 200)
    }
}
