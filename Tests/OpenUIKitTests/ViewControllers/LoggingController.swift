import Foundation
@testable import OpenUIKit

/// A controller that logs the callbacks its overrides receive (what user code sees), named by its title.
@MainActor
final class LoggingController: UIViewController {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    /// The shared log every `LoggingController` of a test writes into.
    final class Log {
        var lines: [String] = []
    }

    let log: Log
    var onViewDidLoad: ((LoggingController) -> Void)?
    var onViewWillAppear: ((LoggingController) -> Void)?
    var onViewDidAppear: ((LoggingController) -> Void)?
    var onViewWillDisappear: ((LoggingController) -> Void)?
    var onViewDidDisappear: ((LoggingController) -> Void)?

    init(_ title: String, log: Log) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    private func note(_ line: String) { log.lines.append("\(title ?? "?") \(line)") }

    override func loadView() {
        note("loadView")
        super.loadView()
    }
    override func viewDidLoad() {
        note("viewDidLoad")
        onViewDidLoad?(self)
    }
    override func viewWillAppear(_ animated: Bool) {
        note("viewWillAppear(\(animated))")
        onViewWillAppear?(self)
    }
    override func viewDidAppear(_ animated: Bool) {
        note("viewDidAppear(\(animated))")
        onViewDidAppear?(self)
    }
    override func viewWillDisappear(_ animated: Bool) {
        note("viewWillDisappear(\(animated))")
        onViewWillDisappear?(self)
    }
    override func viewDidDisappear(_ animated: Bool) {
        note("viewDidDisappear(\(animated))")
        onViewDidDisappear?(self)
    }
    override func viewWillLayoutSubviews() { note("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { note("viewDidLayoutSubviews") }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        note("willMove(toParent: \(parent?.title ?? "nil"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        note("didMove(toParent: \(parent?.title ?? "nil"))")
    }
}
