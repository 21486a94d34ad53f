import Foundation
import OpenUIKit

/// The AnimationSet app's four custom presentations, numbered by their rows in the 各类转场动画 list (the app's
/// `HBLTransitionType`).
enum HBLTransitionType: Int, CaseIterable {
    case bubble = 2
    case halfPresent
    case revealLeft
    case leftTopPresent

    /// The row's title in the list, as the app words it.
    var rowTitle: String { TransitionListViewController.rowTitles[rawValue] }

    /// How much of the presenting page the reveal leaves on screen (the app's 40 points).
    static let revealOffset: CGFloat = 40
}
