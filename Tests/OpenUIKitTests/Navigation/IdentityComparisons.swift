import Foundation
@testable import OpenUIKit

/// Controller stacks compare by identity (controllers are not Equatable, as in UIKit).
@MainActor
func == (lhs: [UIViewController], rhs: [UIViewController]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}

/// An optional stack (a pop's answer) against the expected one.
@MainActor
func == (lhs: [UIViewController]?, rhs: [UIViewController]) -> Bool {
    lhs.map { $0 == rhs } ?? false
}

/// Subviews compare by identity with the views expected (`controller.view` is implicitly unwrapped).
@MainActor
func == (lhs: [UIView], rhs: [UIView?]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}
