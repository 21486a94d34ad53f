import Foundation
import OpenUIKit

/// A controller with a container view, the storyboard's Container View that an embed segue fills.
@MainActor
protocol EmbeddingController: UIViewController {
    var containerView: UIView! { get }
}

/// The storyboard's embed segue of the ported article (the Container View dragged onto ViewController, whose
/// controller is ContainerController): makes the destination a child of the source and puts its view in
/// the source's container view, with the documented add sequence (addChild, addSubview, didMove).
final class EmbedSegue: UIStoryboardSegue {
    override func perform() {
        let container = (source as? EmbeddingController)?.containerView ?? source.view!
        source.addChild(destination)
        destination.view.frame = container.bounds
        container.addSubview(destination.view)
        destination.didMove(toParent: source)
    }
}
