import Foundation

extension UIStackView {
    /// How the arranged views share the stack's length along its axis (UIKit's `UIStackView.Distribution`).
    public enum Distribution: Int, Sendable, Hashable {
        /// The views fill the length; the one with the lowest content hugging stretches, the one with the
        /// lowest compression resistance shrinks.
        case fill = 0
        /// Every view gets the same length.
        case fillEqually
        /// Lengths in proportion to the views' intrinsic lengths.
        case fillProportionally
        /// The views keep their intrinsic lengths and the gaps between them are equal.
        case equalSpacing
        /// The distances between the views' centres are equal.
        case equalCentering
    }

    /// How the arranged views are placed across the stack's axis (UIKit's `UIStackView.Alignment`).
    public enum Alignment: Int, Sendable, Hashable {
        /// Each view spans the stack's width (height for a horizontal stack).
        case fill = 0
        /// Against the leading edge (a vertical stack) or the top (a horizontal stack; `.top` is the same).
        case leading
        /// Horizontal stacks: first baselines aligned.
        case firstBaseline
        /// Centred across the axis.
        case center
        /// Against the trailing edge (a vertical stack) or the bottom (`.bottom` is the same).
        case trailing
        /// Horizontal stacks: last baselines aligned.
        case lastBaseline

        /// The top, for a horizontal stack (the same value as `.leading`).
        public static let top = Alignment.leading
        /// The bottom, for a horizontal stack (the same value as `.trailing`).
        public static let bottom = Alignment.trailing
    }
}
