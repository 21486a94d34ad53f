import Foundation
import OpenCoreGraphics

/// UIKit's stack of current graphics contexts. An entry is either a context or a promise of one: a view's
/// display pushes a promise, so that a `draw(_:)` that never asks for the current context (UIView's own,
/// which draws nothing) costs no bitmap.
@MainActor
enum UIGraphicsContextStack {
    /// A context made the first time someone asks for it.
    final class Entry {
        private let make: () -> CGContext
        private(set) var context: CGContext?

        init(_ context: CGContext) {
            self.context = context
            make = { context }
        }

        init(making make: @escaping () -> CGContext) {
            self.make = make
        }

        /// The context, made now if it was only promised.
        func resolve() -> CGContext {
            if let context { return context }
            let made = make()
            context = made
            return made
        }
    }

    private static var entries: [Entry] = []

    /// The innermost context (made now if it was promised).
    static var current: CGContext? { entries.last?.resolve() }

    static func push(_ context: CGContext) { entries.append(Entry(context)) }

    static func push(_ entry: Entry) { entries.append(entry) }

    static func pop() { _ = entries.popLast() }
}
