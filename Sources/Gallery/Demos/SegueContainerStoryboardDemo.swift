import Foundation
import OpenUIKit

/// `segue-container` as the article builds it: the controllers come from `SegueContainer.storyboard`, written
/// in Xcode's format as the article sets it up — ViewController's segmented control (outlet `segSwitch`,
/// `.valueChanged` to `switchControllerAction:`) and Container View (embed segue "ContainerController" to a
/// ContainerController scene), and ContainerController's two custom segues of class EmptySegue
/// ("FirstController", "SecondController") to a red and a blue scene. The same script gives the same
/// trace and frames as the code version.
final class SegueContainerStoryboardDemo: SegueContainerDemo {
    override class var name: String { "segue-container-storyboard" }
    override class var title: String { "Child controllers swapped by segues, from a storyboard" }
    override class var summary: String {
        "The segue container of \(SeedArticle.customChildControllerAnimations.cited()) loaded from its storyboard: the embed segue, the empty custom segues and the segmented control's action come from the file; trace and frames match the code version."
    }

    /// The storyboard's initial controller (Storyboard ID "ViewController").
    override func makeRootController() -> ViewController {
        UIStoryboard(name: "SegueContainer", bundle: .module).instantiateViewController(identifier: "ViewController")
    }
}
