import Foundation

/// The keys of the `arguments` dictionary a layer passes to the action it runs for a changed property
/// (`CAAction.run(forKey:object:arguments:)`): what was on screen and what the model held before the change.
/// Core Animation passes no documented arguments; these let UIKit's animation blocks start from either value.
package enum CALayerActionArgument {
    /// The presentation value before the change (what was on screen).
    package static let previousValue = "previousValue"
    /// The model value before the change.
    package static let previousModelValue = "previousModelValue"
}
