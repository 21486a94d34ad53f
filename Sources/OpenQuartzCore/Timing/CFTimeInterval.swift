import Foundation

/// A time interval in seconds (Core Foundation's `CFTimeInterval`, which swift-corelibs-foundation does not
/// export on Linux).
public typealias CFTimeInterval = Double
