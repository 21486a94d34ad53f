// Core Animation's string constants as Swift sees them in Apple's SDK: the action and animation keys that
// are still plain strings (`kCATransition`, `kCAOnOrderIn`, `kCAOnOrderOut`; the transaction keys are in
// CATransaction.swift), and the old names of the typed constants, which Apple's headers still export and
// Swift marks unavailable with a rename — so code written against the old names gets the same fix-it here
// as from Xcode.

/// The key a `CATransition` is stored under when added with a nil key, and the action key layers look up
/// for a transition (QuartzCore's `kCATransition`).
public let kCATransition = "transition"
/// The action key run when a layer is added to a visible layer tree (QuartzCore's `kCAOnOrderIn`).
public let kCAOnOrderIn = "onOrderIn"
/// The action key run when a layer is removed from a visible layer tree (QuartzCore's `kCAOnOrderOut`).
public let kCAOnOrderOut = "onOrderOut"

@available(*, unavailable, renamed: "CATransitionType.fade")
public let kCATransitionFade = CATransitionType.fade
@available(*, unavailable, renamed: "CATransitionType.moveIn")
public let kCATransitionMoveIn = CATransitionType.moveIn
@available(*, unavailable, renamed: "CATransitionType.push")
public let kCATransitionPush = CATransitionType.push
@available(*, unavailable, renamed: "CATransitionType.reveal")
public let kCATransitionReveal = CATransitionType.reveal

@available(*, unavailable, renamed: "CATransitionSubtype.fromRight")
public let kCATransitionFromRight = CATransitionSubtype.fromRight
@available(*, unavailable, renamed: "CATransitionSubtype.fromLeft")
public let kCATransitionFromLeft = CATransitionSubtype.fromLeft
@available(*, unavailable, renamed: "CATransitionSubtype.fromTop")
public let kCATransitionFromTop = CATransitionSubtype.fromTop
@available(*, unavailable, renamed: "CATransitionSubtype.fromBottom")
public let kCATransitionFromBottom = CATransitionSubtype.fromBottom

@available(*, unavailable, renamed: "CAMediaTimingFunctionName.linear")
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
@available(*, unavailable, renamed: "CAMediaTimingFunctionName.easeIn")
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
@available(*, unavailable, renamed: "CAMediaTimingFunctionName.easeOut")
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
@available(*, unavailable, renamed: "CAMediaTimingFunctionName.easeInEaseOut")
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut

@available(*, unavailable, renamed: "CAMediaTimingFillMode.removed")
public let kCAFillModeRemoved = CAMediaTimingFillMode.removed
@available(*, unavailable, renamed: "CAMediaTimingFillMode.forwards")
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
@available(*, unavailable, renamed: "CAMediaTimingFillMode.backwards")
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
@available(*, unavailable, renamed: "CAMediaTimingFillMode.both")
public let kCAFillModeBoth = CAMediaTimingFillMode.both

@available(*, unavailable, renamed: "CALayerContentsGravity.center")
public let kCAGravityCenter = CALayerContentsGravity.center
@available(*, unavailable, renamed: "CALayerContentsGravity.top")
public let kCAGravityTop = CALayerContentsGravity.top
@available(*, unavailable, renamed: "CALayerContentsGravity.bottom")
public let kCAGravityBottom = CALayerContentsGravity.bottom
@available(*, unavailable, renamed: "CALayerContentsGravity.left")
public let kCAGravityLeft = CALayerContentsGravity.left
@available(*, unavailable, renamed: "CALayerContentsGravity.right")
public let kCAGravityRight = CALayerContentsGravity.right
@available(*, unavailable, renamed: "CALayerContentsGravity.topLeft")
public let kCAGravityTopLeft = CALayerContentsGravity.topLeft
@available(*, unavailable, renamed: "CALayerContentsGravity.topRight")
public let kCAGravityTopRight = CALayerContentsGravity.topRight
@available(*, unavailable, renamed: "CALayerContentsGravity.bottomLeft")
public let kCAGravityBottomLeft = CALayerContentsGravity.bottomLeft
@available(*, unavailable, renamed: "CALayerContentsGravity.bottomRight")
public let kCAGravityBottomRight = CALayerContentsGravity.bottomRight
@available(*, unavailable, renamed: "CALayerContentsGravity.resize")
public let kCAGravityResize = CALayerContentsGravity.resize
@available(*, unavailable, renamed: "CALayerContentsGravity.resizeAspect")
public let kCAGravityResizeAspect = CALayerContentsGravity.resizeAspect
@available(*, unavailable, renamed: "CALayerContentsGravity.resizeAspectFill")
public let kCAGravityResizeAspectFill = CALayerContentsGravity.resizeAspectFill

@available(*, unavailable, renamed: "CAAnimationCalculationMode.linear")
public let kCAAnimationLinear = CAAnimationCalculationMode.linear
@available(*, unavailable, renamed: "CAAnimationCalculationMode.discrete")
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete
@available(*, unavailable, renamed: "CAAnimationCalculationMode.paced")
public let kCAAnimationPaced = CAAnimationCalculationMode.paced
@available(*, unavailable, renamed: "CAAnimationCalculationMode.cubic")
public let kCAAnimationCubic = CAAnimationCalculationMode.cubic
@available(*, unavailable, renamed: "CAAnimationCalculationMode.cubicPaced")
public let kCAAnimationCubicPaced = CAAnimationCalculationMode.cubicPaced

@available(*, unavailable, renamed: "CAAnimationRotationMode.rotateAuto")
public let kCAAnimationRotateAuto = CAAnimationRotationMode.rotateAuto
@available(*, unavailable, renamed: "CAAnimationRotationMode.rotateAutoReverse")
public let kCAAnimationRotateAutoReverse = CAAnimationRotationMode.rotateAutoReverse
