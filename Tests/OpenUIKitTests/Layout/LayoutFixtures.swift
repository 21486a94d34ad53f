import Foundation
@testable import OpenUIKit

/// Views for the Auto Layout tests.
@MainActor
enum LayoutFixtures {
    /// A view positioned by constraints (`translatesAutoresizingMaskIntoConstraints` false).
    static func constrained() -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }

    /// A view with a fixed intrinsic content size that can be changed.
    final class IntrinsicView: UIView {
        /// Not made from Interface Builder files: the coder gives no object.
        required init?(coder: NSCoder) {
            return nil
        }

        var size: CGSize {
            didSet { invalidateIntrinsicContentSize() }
        }
        init(_ size: CGSize) {
            self.size = size
            super.init(frame: .zero)
            translatesAutoresizingMaskIntoConstraints = false
        }
        override var intrinsicContentSize: CGSize { size }
    }

    /// A view that writes its update and layout callbacks into a shared log.
    final class LoggingView: UIView {
        /// Not made from Interface Builder files: the coder gives no object.
        required init?(coder: NSCoder) {
            return nil
        }

        let name: String
        let log: Log
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
        }
        override func updateConstraints() {
            log.entries.append("\(name).updateConstraints")
            super.updateConstraints()
        }
        override func layoutSubviews() {
            log.entries.append("\(name).layoutSubviews")
            super.layoutSubviews()
        }
    }

    /// A shared log of callbacks.
    final class Log {
        var entries: [String] = []
    }
}
