// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "OpenUIKit",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
        .library(name: "OpenQuartzCore", targets: ["OpenQuartzCore"]),
        .library(name: "OpenCoreGraphics", targets: ["OpenCoreGraphics"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .target(name: "OpenCoreGraphics"),
        .target(
            name: "OpenQuartzCore",
            dependencies: ["OpenCoreGraphics", .product(name: "Logging", package: "swift-log")]
        ),
        .target(name: "OpenUIKit", dependencies: ["OpenQuartzCore", "OpenCoreGraphics"]),
        .testTarget(name: "OpenCoreGraphicsTests", dependencies: ["OpenCoreGraphics"]),
        .testTarget(name: "OpenQuartzCoreTests", dependencies: ["OpenQuartzCore"]),
        .testTarget(name: "OpenUIKitTests", dependencies: ["OpenUIKit"]),
    ],
    swiftLanguageModes: [.v6]
)
