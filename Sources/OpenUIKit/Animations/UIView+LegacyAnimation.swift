import Foundation
import OpenQuartzCore

/// UIKit's pre-iOS 4 animation API (deprecated in iOS 13, still supported; not marked deprecated here so
/// that code using it builds without warnings): `beginAnimations(_:context:)`
/// opens a block, the `setAnimation…` calls configure it, and `commitAnimations()` animates the changes
/// made since the begin with the configuration the block has at the commit. Blocks nest: each commit
/// closes the innermost open block, which animates the changes made while it was innermost.
///
/// Deliberate differences: Swift on Linux has no selectors, so `setAnimationDelegate(_:)`,
/// `setAnimationWillStart(_:)` and `setAnimationDidStop(_:)` with selectors are replaced by closures
/// (``setAnimationWillStart(_:)`` and ``setAnimationDidStop(_:)`` taking the same arguments UIKit passes the
/// delegate's methods); `setAnimationStart(_:)`, `setAnimationTransition(_:for:cache:)` are not provided,
/// and an `animate(withDuration:…)` block nested in a legacy block does not inherit its parameters.
extension UIView {
    /// The open `beginAnimations` blocks, innermost last.
    private static var legacyBlocks: [UIViewLegacyAnimationContext] = []

    /// Opens an animation block: until the matching `commitAnimations()`, the changes made to views are
    /// collected, to animate at the commit with the block's parameters (duration 0.2 s, no delay,
    /// easeInOut, no repeat by default). `animationID` and `context` are passed to the will-start and
    /// did-stop handlers.
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let block = UIViewLegacyAnimationContext(animationID: animationID, context: context)
        legacyBlocks.append(block)
        animationContexts.append(block)
    }

    /// Closes the innermost open block and animates its changes. Without an open block UIKit does nothing;
    /// OpenUIKit reports it.
    public class func commitAnimations() {
        guard let block = legacyBlocks.popLast() else {
            return Diagnostics.report(.invalidState, .warning, "UIView.commitAnimations called without beginAnimations")
        }
        animationContexts.removeAll { $0 === block }
        block.commit()
    }

    /// Sets the block's duration in seconds (default 0.2). A negative or non-finite duration is reported and
    /// 0 is used (the changes then apply without animation).
    public class func setAnimationDuration(_ duration: TimeInterval) {
        configureLegacyBlock("setAnimationDuration") {
            $0.duration = checkedTiming(duration, name: "duration", in: "UIView.setAnimationDuration")
        }
    }

    /// Sets the delay in seconds before the block's animations start (default 0). A negative or non-finite
    /// delay is reported and 0 is used.
    public class func setAnimationDelay(_ delay: TimeInterval) {
        configureLegacyBlock("setAnimationDelay") {
            $0.delay = checkedTiming(delay, name: "delay", in: "UIView.setAnimationDelay")
        }
    }

    /// Sets the block's timing curve (default easeInOut).
    public class func setAnimationCurve(_ curve: AnimationCurve) {
        configureLegacyBlock("setAnimationCurve") { $0.curve = curve }
    }

    /// Sets how many times the block's animations repeat (default 0: once; fractions run part of a pass).
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        configureLegacyBlock("setAnimationRepeatCount") { $0.repeatCount = repeatCount }
    }

    /// Sets whether each pass of the block's animations runs forwards then backwards (default false).
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        configureLegacyBlock("setAnimationRepeatAutoreverses") { $0.repeatAutoreverses = repeatAutoreverses }
    }

    /// Sets whether the block's animations start from what is on screen (default false): as
    /// `.beginFromCurrentState`, it matters only for values that do not animate additively.
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        configureLegacyBlock("setAnimationBeginsFromCurrentState") { $0.beginsFromCurrentState = fromCurrentState }
    }

    /// Stands in for UIKit's delegate and `setAnimationWillStart(_:)` selector: `handler` runs with the
    /// block's animation ID and context when the block is committed.
    public class func setAnimationWillStart(
        _ handler: ((_ animationID: String?, _ context: UnsafeMutableRawPointer?) -> Void)?
    ) {
        configureLegacyBlock("setAnimationWillStart") { $0.willStart = handler }
    }

    /// Stands in for UIKit's delegate and `setAnimationDidStop(_:)` selector: `handler` runs with the
    /// block's animation ID, whether its animations all reached their end, and its context, when they end
    /// (on the next run-loop turn when nothing animated).
    public class func setAnimationDidStop(
        _ handler: ((_ animationID: String?, _ finished: Bool, _ context: UnsafeMutableRawPointer?) -> Void)?
    ) {
        configureLegacyBlock("setAnimationDidStop") { $0.didStop = handler }
    }

    /// Applies `change` to the innermost open block; outside any block UIKit ignores the call, OpenUIKit
    /// reports it too.
    private static func configureLegacyBlock(_ call: String, _ change: (UIViewLegacyAnimationContext) -> Void) {
        guard let block = legacyBlocks.last else {
            return Diagnostics.report(
                .invalidState, .warning, "UIView.\(call) called outside beginAnimations/commitAnimations; ignored")
        }
        change(block)
    }

    /// Drops the open blocks (for `UIApplication.reset()`).
    static func resetLegacyAnimations() {
        for block in legacyBlocks { animationContexts.removeAll { $0 === block } }
        legacyBlocks = []
    }
}
