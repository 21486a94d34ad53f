import Foundation

/// Makes an instance of a class known only at run time — a scene delegate class from a configuration, an app
/// delegate class from `UIApplicationMain` or `@main` — by calling its `init()`, as UIKit's `[[class alloc]
/// init]` does.
///
/// Swift has no such call for a class whose `init()` is not `required` (as `NSObject`'s and `UIResponder`'s
/// are not). Every class descending from `NSObject` that has an `init()` — its own, or the one it inherits
/// by declaring no designated initialiser, as app and scene delegates do — fills the entry for
/// `NSObject.init()` in its class's dispatch table, so OpenUIKit calls that entry through
/// `_ClassInstantiationEntry`, a class whose `init()` overrides the same entry. A class that declares other
/// designated initialisers and no `init()` traps with "Use of unimplemented initializer 'init()'", as it does
/// when UIKit makes it with `alloc`/`init`. A class not descending from `NSObject` cannot be made: nil.
enum ClassInstantiation {
    @MainActor
    static func instance(of type: AnyClass) -> NSObject? {
        guard let objectType = type as? NSObject.Type else { return nil }
        return unsafeBitCast(objectType, to: _ClassInstantiationEntry.Type.self).init()
    }
}

/// The dispatch-table entry `ClassInstantiation` calls: never made itself (its metatype only stands for the
/// class being made). `open` so that the optimiser cannot bind the call to this class's own `init()`.
@_spi(ClassInstantiation)
open class _ClassInstantiationEntry: NSObject {
    /// Never runs: the call dispatches to the made class's `init()`.
    public required override init() {
        preconditionFailure("_ClassInstantiationEntry is not instantiated; it names NSObject.init()'s entry")
    }
}
