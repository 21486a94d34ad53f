// `import UIKit` brings QuartzCore, Core Graphics and Foundation with it; `import OpenUIKit` does the same.
@_exported import Foundation
@_exported import OpenQuartzCore
@_exported import OpenCoreGraphics
