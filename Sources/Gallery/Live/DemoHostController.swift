import Foundation
import OpenUIKit

/// A demo's live screen: the demo's scene, centred on a dark background — a UIKit demo's root controller as
/// this controller's child, a Core Animation demo's layer in a view — playing the demo's script once on the
/// media clock from when the screen appears (so slow animations and pausing act on it too), or leaving the
/// demo to the mouse when it is interactive.
final class DemoHostController: UIViewController {
    static let backgroundColor = UIColor(white: 0.15, alpha: 1)

    let demoType: any GalleryDemo.Type
    /// The demo, made when the view loads.
    private(set) var demo: (any GalleryDemo)?
    /// The view the scene is in, the demo's size.
    let stageView = UIView()
    private var scriptLink: CADisplayLink?

    init(demo: any GalleryDemo.Type) {
        demoType = demo
        super.init(nibName: nil, bundle: nil)
        title = demo.name
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Self.backgroundColor
        let demo = demoType.init()
        self.demo = demo
        stageView.frame = CGRect(origin: .zero, size: demo.size)
        stageView.clipsToBounds = true
        view.addSubview(stageView)
        // Some demos size the screen to their scene, as their seeds measure `UIScreen.main`; the live
        // screen keeps its own.
        let device = UIScreen.main.device
        let scene = DemoStage.hosting(in: self, view: stageView) { demo.makeScene() }
        UIScreen.main.use(device)
        if scene.superlayer == nil { stageView.layer.addSublayer(scene) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Centred in the safe area: below the translucent navigation bar the screen lies under.
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        stageView.center = CGPoint(x: safe.midX, y: safe.midY)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !demoType.isInteractive, scriptLink == nil, let demo else { return }
        let start = CACurrentMediaTime()
        let link = CADisplayLink { link in
            let time = CACurrentMediaTime() - start
            demo.perform(at: min(time, demo.duration))
            if time >= demo.duration { link.invalidate() }
        }
        link.add(to: .main, forMode: .common)
        scriptLink = link
        demo.perform(at: 0)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        scriptLink?.invalidate()
    }
}
