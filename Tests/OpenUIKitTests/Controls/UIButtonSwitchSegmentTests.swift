import Testing
@testable import OpenUIKit

/// UIButton's per-state values, UISwitch and UISegmentedControl, and how they render.
@MainActor
@Suite struct UIButtonSwitchSegmentTests {
    @Test func buttonValuesFallBackToNormal() {
        UIApplication.shared.reset()
        let button = UIButton(type: .custom)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Selected", for: .selected)
        button.setTitleColor(.red, for: .highlighted)
        #expect(button.title(for: .highlighted) == "Normal" && button.title(for: .selected) == "Selected")
        #expect(button.titleColor(for: .normal) == .white && button.titleColor(for: .highlighted) == .red)
        button.isSelected = true
        #expect(button.currentTitle == "Selected" && button.titleLabel?.text == "Selected")
        button.isHighlighted = true
        #expect(button.currentTitleColor == .red && button.titleLabel?.alpha == 1)  // custom: no dimming
        #expect(UIButton(type: .system).titleColor(for: .normal) == .systemBlue)
    }

    @Test func aSwitchFlipsOnATapAndSendsValueChanged() {
        UIApplication.shared.reset()
        let window = makeTouchWindow()
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
        #expect(toggle.frame == CGRect(x: 20, y: 20, width: 51, height: 31))
        window.addSubview(toggle)
        var log: [Bool] = []
        toggle.addAction(UIAction { _ in log.append(toggle.isOn) }, for: .valueChanged)
        UIApplication.shared.tap(at: CGPoint(x: 40, y: 30))
        UIApplication.shared.runUntilIdle()
        #expect(toggle.isOn && log == [true] && toggle.backgroundColor == .systemGreen)
        #expect(toggle.subviews.first?.frame == CGRect(x: 22, y: 2, width: 27, height: 27))
        toggle.setOn(false, animated: false)  // programmatic: no action
        #expect(!toggle.isOn && log == [true] && toggle.subviews.first?.frame.minX == 2)
    }

    @Test func aSegmentedControlSelectsTheTappedSegmentOnce() {
        UIApplication.shared.reset()
        let window = makeTouchWindow()
        let control = UISegmentedControl(items: ["First", "Second", "Third"])
        control.frame = CGRect(x: 0, y: 100, width: 300, height: 32)
        window.addSubview(control)
        var changes: [Int] = []
        control.addAction(UIAction { _ in changes.append(control.selectedSegmentIndex) }, for: .valueChanged)
        #expect(control.numberOfSegments == 3 && control.titleForSegment(at: 1) == "Second")
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        UIApplication.shared.tap(at: CGPoint(x: 150, y: 110))  // the middle segment
        UIApplication.shared.advance(by: 1)
        UIApplication.shared.tap(at: CGPoint(x: 160, y: 110))  // the same one: nothing
        UIApplication.shared.advance(by: 1)
        UIApplication.shared.tap(at: CGPoint(x: 290, y: 110))
        #expect(changes == [1, 2])
        control.insertSegment(withTitle: "Zero", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 3 && control.titleForSegment(at: 0) == "Zero")
        let reports = Diagnostics.capture { control.selectedSegmentIndex = 7 }
        #expect(reports.map(\.code) == [.invalidArgument] && control.selectedSegmentIndex == 3)
        control.removeSegment(at: 3, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 3)
    }

    @Test func oneOfEachRendersThroughTheCompositor() throws {
        UIApplication.shared.reset()
        let window = makeTouchWindow()
        window.backgroundColor = .white
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 20, y: 20, width: 160, height: 44)
        button.backgroundColor = .systemBlue
        button.setTitle("Button", for: .normal)
        let toggle = UISwitch(frame: CGRect(x: 20, y: 90, width: 0, height: 0))
        toggle.isOn = true
        let off = UISwitch(frame: CGRect(x: 90, y: 90, width: 0, height: 0))
        let segments = UISegmentedControl(items: ["One", "Two", "Three"])
        segments.frame = CGRect(x: 20, y: 140, width: 240, height: 32)
        segments.selectedSegmentIndex = 1
        for view in [button, toggle, off, segments] as [UIView] { window.addSubview(view) }
        UIApplication.shared.advance(by: 0)
        let image = try #require(
            CARenderer(layer: window.layer, size: CGSize(width: 280, height: 190), scale: 1).image())
        if let path = ProcessInfo.processInfo.environment["OPENUIKIT_CONTROLS_PNG"] {
            try PNGEncoder.encode(image).write(to: URL(fileURLWithPath: path))
        }
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { let p = image.pixel(x: x, y: y); return [p.r, p.g, p.b, p.a] }
        #expect(pixel(25, 25) == [0, 122, 255, 255])  // the button's blue
        #expect(pixel(40, 94) == [52, 199, 89, 255])  // the on switch's green track
        #expect(pixel(46, 105) == [255, 255, 255, 255])  // its thumb, on the right
        #expect(pixel(130, 94) == [233, 233, 235, 255])  // the off switch's gray track
        #expect(pixel(25, 156) == [238, 238, 239, 255])  // the segmented track
        #expect(pixel(105, 156) == [255, 255, 255, 255])  // the selected segment's thumb (x 102…178)
    }
}
