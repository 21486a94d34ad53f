import Foundation

/// The screens of the AnimationSet app (benlinhuo/AnimationSet, the app the seed articles describe), one per
/// row of its home 动画集锦, in the app's order: six basic animations, then five advanced ones.
enum AnimationSetScreen: Int, CaseIterable {
    case basicAnimation, keyframeAnimation, animationGroup, transition, affineTransform, viewTransitions
    case controllerRotation, animationPause, spring, transitionList, childController

    /// The two sections of the home, in order.
    enum Section: Int, CaseIterable {
        case basic, advanced

        /// The section's header, in the app's words.
        var title: String {
            switch self {
            case .basic: "基础动画案例"
            case .advanced: "高级动画案例"
            }
        }

        /// The header in English.
        var englishTitle: String {
            switch self {
            case .basic: "Basic animations"
            case .advanced: "Advanced animations"
            }
        }

        /// The section's screens, in the app's order.
        var screens: [AnimationSetScreen] { AnimationSetScreen.allCases.filter { $0.section == self } }
    }

    var section: Section { rawValue < AnimationSetScreen.controllerRotation.rawValue ? .basic : .advanced }

    /// The row's index in its section.
    var row: Int { section.screens.firstIndex(of: self) ?? 0 }

    /// The row's title on the home, in the app's words.
    var title: String {
        switch self {
        case .basicAnimation: "CABasicAnimation"
        case .keyframeAnimation: "CAKeyframeAnimation"
        case .animationGroup: "CAAnimationGroup"
        case .transition: "CATransition"
        case .affineTransform: "CGAffineTransform"
        case .viewTransitions: "UIView类方法实现转场动画"
        case .controllerRotation: "ViewController 旋转切换"
        case .animationPause: "动画暂停实例"
        case .spring: "简单的阻尼弹簧动画"
        case .transitionList: "各类转场动画"
        case .childController: "ChildViewController"
        }
    }

    /// The row's title in English, for titles that are not English already; nil for the others.
    var englishTitle: String? {
        switch self {
        case .viewTransitions: "UIView class-method transitions"
        case .controllerRotation: "Rotating to the next controller"
        case .animationPause: "Pausing an animation"
        case .spring: "A simple damped spring"
        case .transitionList: "Transitions of every kind"
        case .basicAnimation, .keyframeAnimation, .animationGroup, .transition, .affineTransform, .childController:
            nil
        }
    }

    /// The title with its English beside it: "简单的阻尼弹簧动画 — A simple damped spring".
    var fullTitle: String { englishTitle.map { "\(title) — \($0)" } ?? title }
}
