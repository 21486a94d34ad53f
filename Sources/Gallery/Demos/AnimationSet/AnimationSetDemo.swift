import Foundation
import OpenUIKit

/// A demo of one screen of the AnimationSet app, played in the app's shell (`AnimationSetApp`) at device size:
/// titled by the home's row (its English beside it), sized as the device's screen, its stage the app's. The live
/// app pushes the screen itself (`makeScreen()`) from its home, as the app does, for the mouse to drive.
@MainActor
protocol AnimationSetDemo: StagedDemo {
    /// The screen the demo shows: its row on the home.
    static var screen: AnimationSetScreen { get }
    /// Makes the screen's controller, as the app's home does when its row is selected.
    static func makeScreen() -> UIViewController
    /// The app the demo plays in.
    var app: AnimationSetApp { get }
}

extension AnimationSetDemo {
    static var title: String { screen.fullTitle }
    var size: CGSize { app.device.size }
    var stage: DemoStage? { app.stage }

    func makeScene() -> CALayer {
        app.show(Self.screen, making: Self.makeScreen)
    }

    func perform(at time: TimeInterval) {
        app.perform(at: time)
    }
}
