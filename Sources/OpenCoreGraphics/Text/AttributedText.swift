import Foundation

/// Styled text, the text engine's counterpart of `NSAttributedString`: the string, its attribute runs by
/// UTF-16 range (as `NSRange` counts), and each paragraph's style. A `Sendable` value, so the render tree
/// can carry it; UIKit builds it from attributed strings, Core Animation from a text layer's properties.
package struct AttributedText: Sendable, Hashable {
    /// A range of UTF-16 code units with the attributes of its characters.
    package struct Run: Sendable, Hashable {
        package var location: Int
        package var length: Int
        package var attributes: TextAttributes
        package var paragraphStyle: TextParagraphStyle

        package init(location: Int, length: Int, attributes: TextAttributes, paragraphStyle: TextParagraphStyle) {
            self.location = location
            self.length = length
            self.attributes = attributes
            self.paragraphStyle = paragraphStyle
        }
    }

    package var string: String
    /// Runs covering the string's UTF-16 units in order, without gaps.
    package var runs: [Run]
    /// The attributes and paragraph style of an empty string (what measures its one empty line).
    package var defaultRun: Run

    /// `string` in one run of `attributes` and `paragraphStyle`.
    package init(string: String, attributes: TextAttributes, paragraphStyle: TextParagraphStyle = .init()) {
        let length = string.utf16.count
        defaultRun = Run(location: 0, length: length, attributes: attributes, paragraphStyle: paragraphStyle)
        self.string = string
        runs = length > 0 ? [defaultRun] : []
    }

    /// `string` with `runs` (which must cover its UTF-16 units in order); `defaultRun` styles an empty string.
    package init(string: String, runs: [Run], defaultRun: Run) {
        self.string = string
        self.runs = runs
        self.defaultRun = defaultRun
    }

    /// The text with every run's attributes and paragraph style changed by `change`.
    package func mapRuns(_ change: (inout Run) -> Void) -> AttributedText {
        var copy = self
        for index in copy.runs.indices { change(&copy.runs[index]) }
        change(&copy.defaultRun)
        return copy
    }
}
