import Foundation
import OpenUIKit

/// Seed 001 §2: a segue that does nothing. It is only a placeholder, so that `performSegue` hands the
/// destination to `ContainerController.prepare(for:sender:)`, which runs the custom swap animation.
final class EmptySegue: UIStoryboardSegue {
    override func perform() {}
}
