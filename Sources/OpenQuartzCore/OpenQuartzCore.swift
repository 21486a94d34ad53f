// `import QuartzCore` brings Core Graphics and Foundation with it; `import OpenQuartzCore` does the same.
@_exported import Foundation
@_exported import OpenCoreGraphics
