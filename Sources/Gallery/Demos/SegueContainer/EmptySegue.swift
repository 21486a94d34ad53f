import Foundation
import OpenUIKit

/// A segue that does nothing. It is only a placeholder, so that `performSegue` hands the
/// destination to `ContainerController.prepare(for:sender:)`, which runs the custom swap animation.
final class EmptySegue: UIStoryboardSegue {
    override func perform() {}
}
