@_exported import OpenQuartzCore
@_exported import OpenCoreGraphics
