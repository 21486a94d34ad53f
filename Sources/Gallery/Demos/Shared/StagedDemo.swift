import Foundation
import OpenUIKit

/// A demo played on a `DemoStage` (a UIKit window of its own, or the live app's host): its window and its
/// trace are the stage's.
@MainActor
protocol StagedDemo: GalleryDemo {
    /// The stage the demo's scene was shown on; nil before `makeScene()`.
    var stage: DemoStage? { get }
}

extension StagedDemo {
    /// The stage's window; nil when the live app hosts the demo.
    var window: UIWindow? { stage?.window }
    /// The stage's trace: the controllers' lifecycle with the script's notes.
    var trace: [String] { stage?.trace.lines ?? [] }
}
