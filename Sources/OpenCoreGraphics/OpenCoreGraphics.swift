// On Linux the geometry types (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`) come from Foundation, so
// `import OpenCoreGraphics` re-exports it, as `import CoreGraphics` gives them on Apple platforms.
@_exported import Foundation
