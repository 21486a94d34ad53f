import Foundation

extension NSLayoutConstraint {
    /// The part of an item's alignment rectangle that a constraint relates (UIKit's
    /// `NSLayoutConstraint.Attribute`, with Apple's raw values).
    ///
    /// `leading`/`trailing` follow the item's layout direction (`semanticContentAttribute`): left/right
    /// from left to right, right/left from right to left. The margin attributes are the edges and centres of
    /// the item's `layoutMarginsGuide`. `firstBaseline`/`lastBaseline` are the baselines of a label's first
    /// and last line, and the bottom edge of other views.
    public enum Attribute: Int, Sendable, Hashable, CustomStringConvertible {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        /// The placeholder of a constant constraint's second attribute.
        case notAnAttribute = 0

        /// The last line's baseline (UIKit's older name).
        public static let baseline = Attribute.lastBaseline

        /// The name UIKit prints in a constraint's description.
        public var description: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }

        /// What kind of quantity the attribute is: constraints may relate only attributes of one kind.
        enum Kind: Equatable {
            case horizontalPosition, verticalPosition, dimension, none
        }

        var kind: Kind {
            switch self {
            case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                .trailingMargin, .centerXWithinMargins:
                .horizontalPosition
            case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
                .centerYWithinMargins:
                .verticalPosition
            case .width, .height: .dimension
            case .notAnAttribute: .none
            }
        }

        /// Whether the attribute follows the layout direction (leading, trailing and their margins).
        var isDirectional: Bool {
            [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
        }

        /// Whether the attribute is an absolute horizontal edge (left, right and their margins).
        var isAbsoluteHorizontalEdge: Bool {
            [.left, .right, .leftMargin, .rightMargin].contains(self)
        }

        /// The attribute of the margins guide that a margin attribute stands for (nil for the others).
        var unmarginedAttribute: Attribute? {
            switch self {
            case .leftMargin: .left
            case .rightMargin: .right
            case .topMargin: .top
            case .bottomMargin: .bottom
            case .leadingMargin: .leading
            case .trailingMargin: .trailing
            case .centerXWithinMargins: .centerX
            case .centerYWithinMargins: .centerY
            default: nil
            }
        }
    }

    /// How the two sides of a constraint compare (UIKit's `NSLayoutConstraint.Relation`).
    public enum Relation: Int, Sendable, Hashable, CustomStringConvertible {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

        /// The operator UIKit prints in a constraint's description.
        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// The axis a layout priority or content-size setting applies to (UIKit's `NSLayoutConstraint.Axis`).
    public enum Axis: Int, Sendable, Hashable {
        case horizontal = 0, vertical = 1
    }
}
