import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// Which layout passes scrolling causes: on iOS a new content offset (the bounds origin) lays out the scroll
/// view itself but not its superview; a new size lays out both.
@MainActor
@Suite(.freshApplication) struct ScrollRelayoutTests {
    final class LoggingView: UIView {
        /// Not made from Interface Builder files: the coder gives no object.
        required init?(coder: NSCoder) {
            return nil
        }

        var log: [String] = []
        let name: String
        init(_ name: String, frame: CGRect) {
            self.name = name
            super.init(frame: frame)
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            log.append(name)
        }
    }

    final class LoggingScrollView: UIScrollView {
        var passes = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            passes += 1
        }
    }

    @Test func aNewOffsetLaysOutOnlyTheScrollView() {
        let container = LoggingView("container", frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let scrollView = LoggingScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scrollView.contentSize = CGSize(width: 300, height: 2000)
        container.addSubview(scrollView)
        container.layoutIfNeeded()
        container.log.removeAll()
        scrollView.passes = 0
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        container.layoutIfNeeded()
        #expect(container.log.isEmpty)
        #expect(scrollView.passes == 1)
        scrollView.bounds.size = CGSize(width: 300, height: 300)
        container.layoutIfNeeded()
        #expect(container.log == ["container"])
        #expect(scrollView.passes == 2)
    }
}
