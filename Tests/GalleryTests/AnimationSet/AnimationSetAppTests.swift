import Foundation
import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Testing
@testable import Gallery

extension BasicAnimationDemo: WindowedDemo {}
extension KeyframeAnimationDemo: WindowedDemo {}
extension AnimationGroupDemo: WindowedDemo {}
extension CATransitionDemo: WindowedDemo {}
extension AffineTransformDemo: WindowedDemo {}
extension ViewTransitionsDemo: WindowedDemo {}
extension SpringDemo: WindowedDemo {}
extension ControllerRotationDemo: WindowedDemo {}
extension AnimationPauseDemo: WindowedDemo {}
extension ChildControllerDemo: WindowedDemo {}

/// The catalog's demos of the AnimationSet app's screens, by name.
let appDemoNames = [
    "app-basic-animation", "app-keyframe-animation", "app-animation-group", "app-catransition",
    "app-affine-transform", "app-uiview-transitions", "app-controller-rotation", "app-animation-pause", "app-spring",
    "app-child-controller",
]

/// The app's shell at the iPhone 14's size (390 × 844 points, a 47-point status bar and a 34-point home
/// indicator): the home under the translucent 44-point bar, its rows and the screens' buttons where the app's
/// geometry puts them, the demos' sizes and frames, nothing left over, every controller released — and the
/// pushed screen released as soon as the back button has popped it.
@MainActor
@Suite(.freshApplication) struct AnimationSetAppTests {
    static let width = 390.0
    /// The bottom of the navigation bar: the status bar's 47 points and the bar's 44.
    static let barBottom = 47.0 + 44
    /// The top of the home indicator's inset: the safe area's bottom.
    static let safeBottom = 844.0 - 34

    /// The middle of a home row in window coordinates: the table's content starts under the bar; each section
    /// has a 45-point header, then 45-point rows (six in the first section).
    static func rowMidY(section: Int, row: Int) -> Double {
        let sectionTop = section == 0 ? 0 : 45 + 6 * 45.0
        return barBottom + sectionTop + 45 + 45 * Double(row) + 22.5
    }

    /// A screen's button `index` of `count`, in window coordinates: four to a row, (390 − 100) / 4 = 72.5 wide,
    /// 30 high, 20 apart and from the panel's edges; the panel, 50 points a row plus 20, ends at the safe area's
    /// bottom. Auto Layout puts each edge on the nearest pixel (a third of a point at the iPhone's scale 3), as
    /// UIKit does: 92.5 becomes 92⅔.
    static func buttonFrame(_ index: Int, of count: Int) -> CGRect {
        let rows = (count + 3) / 4
        let panelTop = safeBottom - Double(rows * 50 + 20)
        let width = (width - 5 * 20) / 4
        let left = 20 + Double(index % 4) * (width + 20)
        let snap = { (value: Double) in (value * 3).rounded() / 3 }
        return CGRect(
            x: snap(left), y: panelTop + 20 + Double(index / 4) * 50, width: snap(left + width) - snap(left), height: 30
        )
    }

    /// Whether two rectangles agree to within a billionth of a point.
    static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
    }

    @Test func theHomeListsTheAppsScreensUnderTheBarInTheAppsWords() throws {
        let demo = SpringDemo()
        _ = demo.makeScene()
        UIApplication.shared.advance(by: 0)
        let home = try #require(demo.app.home)
        #expect(home.title == "动画集锦")
        #expect(demo.app.navigation?.navigationBar.isTranslucent == true)
        #expect(abs(home.tableView.adjustedContentInset.top - Self.barBottom) < 1e-9)
        let table = home.tableView
        #expect(table.numberOfSections == 2)
        #expect(
            (0..<2).map { table.dataSource?.tableView(table, titleForHeaderInSection: $0) } == ["基础动画案例", "高级动画案例"])
        let titles = (0..<2).map { section in
            (0..<table.numberOfRows(inSection: section)).map {
                table.dataSource?.tableView(table, cellForRowAt: IndexPath(row: $0, section: section)).textLabel?.text
            }
        }
        #expect(
            titles == [
                [
                    "CABasicAnimation", "CAKeyframeAnimation", "CAAnimationGroup", "CATransition", "CGAffineTransform",
                    "UIView类方法实现转场动画",
                ],
                ["ViewController 旋转切换", "动画暂停实例", "简单的阻尼弹簧动画", "各类转场动画", "ChildViewController"],
            ])
        for screen in AnimationSetScreen.allCases {
            let point = try #require(home.rowCenterInWindow(screen))
            #expect(point == CGPoint(x: 195, y: Self.rowMidY(section: screen.section.rawValue, row: screen.row)))
        }
    }

    @Test func theButtonsSitInRowsOfFourOnTheSafeAreasBottom() throws {
        let demo = CATransitionDemo()
        let live = LiveDemo(demo)
        live.run(to: 1.2)
        let screen = try #require(demo.app.screen as? TransitionController)
        #expect(screen.operationButtons.count == 12)
        for (index, button) in screen.operationButtons.enumerated() {
            let frame = button.convert(button.bounds, to: nil)
            #expect(Self.same(frame, Self.buttonFrame(index, of: 12)), "\(index): \(frame)")
            #expect(button.title(for: .normal) == TransitionController.types[index].title)
            #expect(button.tag == index)
        }
        #expect(screen.operationView.frame == CGRect(x: 0, y: Self.safeBottom - 170, width: 390, height: 170))
    }

    /// A script can tap any view of the screen on top, which it finds with a closure and names in the trace: the
    /// finger lands on the view's centre.
    @Test func aScriptTapsAViewItFindsInTheScreenOnTop() throws {
        let app = AnimationSetApp(script: [
            (0.5, .row), (1.3, .view("the square", { ($0 as? BasicAnimationController)?.demoView })),
        ])
        _ = app.show(.basicAnimation) { BasicAnimationController() }
        var frame = 0
        UIApplication.shared.advance(by: 0)
        app.perform(at: 0)
        var hit: UIView?
        while frame < 45 {
            frame += 1
            UIApplication.shared.advance(by: 1.0 / 30)
            app.perform(at: Double(frame) / 30)
            if frame == 39, let window = app.stage?.window {
                hit = window.hitTest(CGPoint(x: 195, y: 372), with: nil)
            }
        }
        let screen = try #require(app.screen as? BasicAnimationController)
        #expect(hit === screen.demoView && screen.demoView.centerInWindow == CGPoint(x: 195, y: 372))
        #expect(app.stage?.trace.lines.contains("t=1.300 tap the square") == true)
        #expect(app.stage?.trace.lines.contains("t=0.500 tap CABasicAnimation") == true)
    }

    /// How the traces name each demo's screen once loaded: its title, else (the app sets none) its class.
    static let screenNames = [
        "app-basic-animation": "CABasicAnimation", "app-keyframe-animation": "CAKeyframeViewController",
        "app-animation-group": "CAAnimationGroup", "app-catransition": "CATransition",
        "app-affine-transform": "AffineTransformController", "app-uiview-transitions": "ViewTransitionController",
        "app-spring": "SpringAnimationController", "app-controller-rotation": "TransitionViewController",
        "app-animation-pause": "MaskLayerPauseViewController", "app-child-controller": "NewsScreenController",
    ]

    /// Each demo recorded whole: its size and frames; then, the run loop idle, nothing left over, the screen
    /// released by the pop (the shell holds it weakly) while the navigation controller and the home stay with the
    /// window; and every controller released with the scene.
    @Test(arguments: appDemoNames)
    func sizeFramesLeftoversAndReleases(name: String) throws {
        let type = try #require(GalleryCatalog.demo(named: name) as? any AnimationSetDemo.Type)
        let everything = LifecycleTrace()
        do {
            let demo = type.init()
            let recorded = RecordedDemo(instance: demo)
            #expect(recorded.size == CGSize(width: 390, height: 844))
            #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844))
            #expect(demo.window?.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            #expect(recorded.frames.count == Int((demo.duration * 30).rounded()) + 1)
            #expect(recorded.keyFrames.map(\.index) == demo.keyFrames.map { recorded.index(at: $0.time) })
            #expect(demo.keyFrames.allSatisfy { $0.time <= demo.duration })
            let screenName = try #require(Self.screenNames[name])
            #expect(recorded.trace.contains { $0.hasSuffix(" push 动画集锦 → \(screenName) completed") })
            UIApplication.shared.runUntilIdle()
            #expect(demo.app.screen == nil)
            #expect(demo.app.navigation?.viewControllers.map(\.title) == ["动画集锦"])
            #expect(LeftoverStateChecker.check(try #require(demo.window)) == [])
            #expect(everything.controllersStillInMemory == ["UINavigationController", "动画集锦"])
        }
        UIApplication.shared.reset()
        #expect(everything.controllersStillInMemory == [])
    }
}
