import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Tint colour inheritance, dimming, and which views hear `tintColorDidChange()`, in what order.
@MainActor
@Suite(.freshApplication) struct UIViewTintColorTests {
    /// Appends its name to a shared log on each `tintColorDidChange()`.
    final class TintView: UIView {
        /// Not made from Interface Builder files: the coder gives no object.
        required init?(coder: NSCoder) {
            return nil
        }

        let name: String
        let log: Log

        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
        }

        override func tintColorDidChange() { log.names.append(name) }
    }

    final class Log {
        var names: [String] = []
        func take() -> [String] {
            defer { names = [] }
            return names
        }
    }

    /// Whether `color` is the opaque grey of `level` (to within rounding).
    private func isGrey(_ color: UIColor, _ level: CGFloat) -> Bool {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue].allSatisfy { abs($0 - level) < 1e-9 } && alpha == 1
    }

    /// root ─┬─ a ── a1
    ///       └─ b ── b1
    private func tree() -> (log: Log, root: TintView, a: TintView, a1: TintView, b: TintView, b1: TintView) {
        let log = Log()
        let root = TintView("root", log), a = TintView("a", log), a1 = TintView("a1", log)
        let b = TintView("b", log), b1 = TintView("b1", log)
        root.addSubview(a)
        a.addSubview(a1)
        root.addSubview(b)
        b.addSubview(b1)
        _ = log.take()
        return (log, root, a, a1, b, b1)
    }

    @Test func theTintIsInheritedAndSystemBlueAtTheTop() {
        let (_, root, a, a1, _, _) = tree()
        #expect(a1.tintColor == UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
        root.tintColor = .red
        #expect(a1.tintColor == .red)
        a.tintColor = .green
        #expect(a1.tintColor == .green && root.tintColor == .red)
        a.tintColor = nil
        #expect(a.tintColor == .red)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(window.tintColor == .systemBlue)
    }

    @Test func settingATintTellsTheViewThenItsInheritingDescendantsDepthFirst() {
        let (log, root, _, _, b, _) = tree()
        b.tintColor = .green
        _ = log.take()
        root.tintColor = .red
        #expect(log.take() == ["root", "a", "a1"])
        root.tintColor = .red
        #expect(log.take().isEmpty)
        b.tintColor = nil
        #expect(log.take() == ["b", "b1"])
        root.tintColor = nil
        #expect(log.take() == ["root", "a", "a1", "b", "b1"])
    }

    @Test func movingToASuperviewWithAnotherTintTellsTheMovedSubtreeOnce() {
        let (log, root, a, _, b, _) = tree()
        b.tintColor = .green
        _ = log.take()
        b.addSubview(a)
        #expect(log.take() == ["a", "a1"])
        root.tintColor = .green
        _ = log.take()
        root.addSubview(a)
        #expect(log.take().isEmpty)
        a.removeFromSuperview()
        #expect(log.take() == ["a", "a1"])
        #expect(a.tintColor == .systemBlue)
        root.insertSubview(a, at: 0)
        #expect(log.take() == ["a", "a1"])
        root.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(log.take().isEmpty)
    }

    @Test func dimmingDimsEveryTintBelowExceptWhereANormalModeIsSet() throws {
        let (log, root, a, a1, b, b1) = tree()
        b.tintColor = .green
        b1.tintAdjustmentMode = .normal
        _ = log.take()
        #expect(root.tintAdjustmentMode == .normal)
        root.tintAdjustmentMode = .dimmed
        #expect(log.take() == ["root", "a", "a1", "b"])
        #expect(a1.tintAdjustmentMode == .dimmed && b1.tintAdjustmentMode == .normal)
        // Dimmed: the grey of the tint's luma (0.299 r + 0.587 g + 0.114 b), alpha kept.
        #expect(isGrey(a.tintColor, 0.587 * 122 / 255 + 0.114))
        #expect(isGrey(b.tintColor, 0.587))
        #expect(b1.tintColor == .green)
        root.tintAdjustmentMode = .automatic
        #expect(log.take() == ["root", "a", "a1", "b"])
        #expect(a.tintColor == .systemBlue)
    }
}
