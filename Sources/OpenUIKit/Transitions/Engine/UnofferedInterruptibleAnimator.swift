import Foundation

/// What the default `interruptibleAnimator(using:)` answers: an empty animator that stands for "this
/// animator offers none" (Objective-C's optional method left unimplemented).
final class UnofferedInterruptibleAnimator: UIViewPropertyAnimator {}
