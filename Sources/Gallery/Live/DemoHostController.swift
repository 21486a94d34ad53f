import Foundation
import OpenUIKit

/// A demo's live screen: the demo's scene, centred on a dark background — a UIKit demo's root controller as
/// the root of a window of the demo's size inside this screen's view (as its recording shows it in a window of
/// its own: its full-screen presentations cover that window, not the app's), a Core Animation demo's layer in a
/// view. The demo's window is shown while this screen is, and lets the demo go when the screen leaves its
/// navigation controller. The demo waits for the person: its own
/// controls (the buttons, tabs and rows its scene shows) work under the mouse, and the bar's Play button plays
/// the demo's script from the start on a fresh scene, on the media clock (so slow animations and pausing act
/// on it too), as the recording does. An interactive demo has no script and no Play button.
final class DemoHostController: UIViewController {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    static let backgroundColor = UIColor(white: 0.15, alpha: 1)

    let demoType: any GalleryDemo.Type
    /// The demo, made when the view loads and made again by each Play.
    private(set) var demo: (any GalleryDemo)?
    /// The scene's root layer: what a recording of the demo renders.
    private(set) var sceneLayer: CALayer?
    /// The view the scene is in, the demo's size.
    let stageView = UIView()
    /// The window a UIKit demo plays in, filling `stageView`; hidden while this screen is not shown.
    let stageWindow = UIWindow(frame: .zero)
    /// The bar's Play button (nil for an interactive demo).
    private(set) var playButton: UIBarButtonItem?
    /// When the script being played started, on the media clock; nil when none plays.
    private(set) var scriptStart: CFTimeInterval?
    private var scriptLink: CADisplayLink?

    init(demo: any GalleryDemo.Type) {
        demoType = demo
        super.init(nibName: nil, bundle: nil)
        title = demo.name
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Self.backgroundColor
        stageView.clipsToBounds = true
        view.addSubview(stageView)
        stageView.addSubview(stageWindow)
        installDemo()
        guard !demoType.isInteractive else { return }
        let play = UIBarButtonItem(title: "Play", primaryAction: UIAction { [weak self] _ in self?.playScript() })
        navigationItem.rightBarButtonItem = play
        playButton = play
    }

    /// Makes the demo and its scene in the stage, replacing the ones there (a UIKit demo's root replaces the
    /// window's, which leaves as a replaced root does, once what it presents is dismissed: a new root does not
    /// dismiss it).
    private func installDemo() {
        stopScript()
        dismissWhatTheDemoPresents()
        stageView.layer.sublayers?.forEach { if $0 !== stageWindow.layer { $0.removeFromSuperlayer() } }
        let demo = demoType.init()
        self.demo = demo
        stageView.frame = CGRect(origin: stageView.frame.origin, size: demo.size)
        // Some demos size the screen to their scene, as the articles they port measure `UIScreen.main`; the live
        // screen keeps its own.
        let device = UIScreen.main.device
        let scene = DemoStage.hosting(in: stageWindow) { demo.makeScene() }
        UIScreen.main.use(device)
        if scene.superlayer == nil { stageView.layer.addSublayer(scene) }
        sceneLayer = scene
    }

    /// Plays the demo's script from its start on a fresh scene (what the Play button does).
    func playScript() {
        installDemo()
        guard let demo else { return }
        let start = CACurrentMediaTime()
        scriptStart = start
        let link = CADisplayLink { [weak self] link in
            let time = CACurrentMediaTime() - start
            demo.perform(at: min(time, demo.duration))
            if time >= demo.duration { self?.stopScript() }
        }
        link.add(to: .main, forMode: .common)
        scriptLink = link
        demo.perform(at: 0)
    }

    private func stopScript() {
        scriptLink?.invalidate()
        scriptLink = nil
        scriptStart = nil
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Centred in the safe area: below the translucent navigation bar the screen lies under.
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        stageView.center = CGPoint(x: safe.midX, y: safe.midY)
    }

    /// Shows the demo's window (its root appears) and gives the key back to the app's window.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard stageWindow.rootViewController != nil else { return }
        let key = UIApplication.shared.keyWindow
        stageWindow.makeKeyAndVisible()
        key?.makeKeyAndVisible()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        stopScript()
    }

    /// Dismisses what the demo's root controller presents, if anything (a dismissal with nothing presented is
    /// reported as a misuse).
    private func dismissWhatTheDemoPresents() {
        guard let root = stageWindow.rootViewController, root.presentedViewController != nil else { return }
        root.dismiss(animated: false)
    }

    /// Hides the demo's window (its controllers disappear); once this screen has left its navigation
    /// controller, lets the demo's controllers go too.
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        stageWindow.isHidden = true
        guard isMovingFromParent else { return }
        dismissWhatTheDemoPresents()
        stageWindow.rootViewController = nil
        demo = nil
        sceneLayer = nil
    }
}
