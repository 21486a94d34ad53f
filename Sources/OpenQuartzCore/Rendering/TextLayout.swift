import Foundation
import OpenCoreGraphics

/// Breaks a text layer's string into the lines it draws: explicit newlines always break; with wrapping,
/// words move to the next line when they would pass the width (a word wider than the line is broken by
/// characters); without wrapping, a line wider than the bounds is truncated with "…" at the
/// truncation mode's end (`.none` lets it be clipped).
enum TextLayout {
    static func lines(of text: RenderText, width: CGFloat) -> [String] {
        let paragraphs = text.string.components(separatedBy: "\n")
        let measure = { (line: String) in
            CGContext.measureText(line, fontName: text.fontName, fontSize: text.fontSize).width
        }
        if text.isWrapped {
            return paragraphs.flatMap { wrap($0, width: width, measure: measure) }
        }
        return paragraphs.map { truncate($0, width: width, mode: text.truncationMode, measure: measure) }
    }

    private static func wrap(_ paragraph: String, width: CGFloat, measure: (String) -> CGFloat) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if measure(candidate) <= width || current.isEmpty && measure(word) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = ""
            var piece = ""
            for character in word {
                if !piece.isEmpty && measure(piece + String(character)) > width {
                    lines.append(piece)
                    piece = ""
                }
                piece.append(character)
            }
            current = piece
        }
        lines.append(current)
        return lines
    }

    private static func truncate(
        _ line: String, width: CGFloat, mode: CATextLayerTruncationMode, measure: (String) -> CGFloat
    ) -> String {
        guard mode != .none, measure(line) > width else { return line }
        var characters = Array(line)
        while !characters.isEmpty {
            switch mode {
            case .start: characters.removeFirst()
            case .middle: characters.remove(at: characters.count / 2)
            default: characters.removeLast()
            }
            let candidate: String
            switch mode {
            case .start: candidate = "…" + String(characters)
            case .middle:
                let half = characters.count / 2
                candidate = String(characters[..<half]) + "…" + String(characters[half...])
            default: candidate = String(characters) + "…"
            }
            if measure(candidate) <= width { return candidate }
        }
        return "…"
    }
}
