// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "OpenUIKit",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
        .library(name: "OpenQuartzCore", targets: ["OpenQuartzCore"]),
        .library(name: "OpenCoreGraphics", targets: ["OpenCoreGraphics"]),
        .library(name: "OpenUIKitTesting", targets: ["OpenUIKitTesting"]),
        .library(name: "OpenUIKitX11", targets: ["OpenUIKitX11"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .executable(name: "gallery", targets: ["GalleryCommandLine"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `swift package generate-documentation` (make docs): the DocC catalogs in Sources/*/*.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        // libjpeg-turbo, with C entry points that keep its error longjmp inside C.
        .systemLibrary(name: "CJPEG", providers: [.apt(["libjpeg62-turbo-dev"])]),
        // giflib, with an in-memory input function.
        .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"])]),
        // Pango, HarfBuzz and fontconfig: the text engine's shaping, line breaking and font fallback.
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        // Xlib and cairo-xlib, with functions for the Xlib macros Swift cannot import (the live host).
        .systemLibrary(name: "CX11", pkgConfig: "cairo-xlib", providers: [.apt(["libx11-dev", "libcairo2-dev"])]),
        // glibc's <malloc.h>, for the gallery's allocator setting.
        .systemLibrary(name: "CMalloc"),
        .target(name: "OpenCoreGraphics", dependencies: ["CCairo", "CZlib", "CJPEG", "CGIF", "CPango"]),
        .target(
            name: "OpenQuartzCore",
            dependencies: ["OpenCoreGraphics", "CCairo", .product(name: "Logging", package: "swift-log")]
        ),
        // The incremental constraint solver under Auto Layout (pure Swift, no dependency).
        .target(name: "Cassowary"),
        .target(name: "OpenUIKit", dependencies: ["OpenQuartzCore", "OpenCoreGraphics", "Cassowary"]),
        .target(
            name: "OpenUIKitTesting",
            dependencies: ["OpenUIKit", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        .target(name: "OpenUIKitX11", dependencies: ["OpenUIKit", "CX11", "CCairo"]),
        // The gallery: its demos, renderer, page and live app, and the command's subcommands; the tests use it.
        .target(
            name: "Gallery",
            dependencies: [
                "OpenUIKit", "OpenQuartzCore", "OpenUIKitX11", "CMalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // The gallery page's style sheet and scripts; the seed demos' storyboards and the AnimationSet app's
            // xibs (Xcode's XML, read as is).
            resources: [
                .copy("Output/Page/Resources"), .copy("Demos/SegueContainer/SegueContainer.storyboard"),
                .copy("Demos/PageScroll/PageScroll.storyboard"), .copy("Demos/AnimationSet/Spring/SpringAnimation.xib"),
                .copy("Demos/AnimationSet/CustomPresentations/TransitionFirstViewController.xib"),
                .copy("Demos/AnimationSet/CustomPresentations/TransitionSecondViewController.xib"),
                .copy("Demos/AnimationSet/ControllerRotation/TransitionViewController.xib"),
                .copy("Demos/AnimationSet/AnimationPause/MaskLayerPauseViewController.xib"),
                .copy("Demos/AnimationSet/ChildController/NewsTitleCell.xib"),
                .copy("Demos/AnimationSet/ChildController/NewsPageController.xib"),
                .copy("Demos/AnimationSet/ChildController/NewsDetailController.xib"),
                .copy("Demos/AnimationSet/TabBarSlide/HomeViewController.xib"),
                .copy("Demos/AnimationSet/TabBarSlide/MyViewController.xib"),
            ]
        ),
        // The `gallery` command line: only the entry point, over the Gallery library.
        .executableTarget(name: "GalleryCommandLine", dependencies: ["Gallery"]),
        // What every test target shares: the application trait and its one-at-a-time gate (OpenUIKitTesting),
        // the standard screen and window, reference formulas and pixel readers.
        .target(
            name: "TestSupport", dependencies: ["OpenCoreGraphics", "OpenUIKit", "OpenUIKitTesting"],
            path: "Tests/Support"
        ),
        .testTarget(name: "OpenCoreGraphicsTests", dependencies: ["OpenCoreGraphics", "TestSupport"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "OpenQuartzCoreTests", dependencies: ["OpenQuartzCore", "OpenUIKitTesting", "TestSupport"]),
        .testTarget(
            name: "OpenUIKitTests", dependencies: ["OpenUIKit", "OpenUIKitTesting", "TestSupport", "Gallery"],
            // An asset catalog (copied as it is: there is no actool on Linux) and loose images for
            // UIImage(named:in:compatibleWith:) and UIColor(named:in:compatibleWith:) through Bundle.module.
            resources: [
                .copy("Images/Resources/Assets.xcassets"), .process("Images/Resources/Loose"),
                // Storyboards and xibs in Xcode's XML format, read as they are (there is no ibtool on Linux).
                .copy("InterfaceBuilder/Resources/Main.storyboard"),
                .copy("InterfaceBuilder/Resources/Mail.storyboard"),
                .copy("InterfaceBuilder/Resources/ProfileView.xib"),
                .copy("InterfaceBuilder/Resources/Badge.xib"), .copy("InterfaceBuilder/Resources/Future.xib"),
                .copy("InterfaceBuilder/Resources/Truncated.storyboard"),
                .copy("InterfaceBuilder/Resources/Cycle.storyboard"),
                .copy("InterfaceBuilder/Resources/Counter.xib"),
                .copy("InterfaceBuilder/Resources/Controllers.storyboard"),
                .copy("InterfaceBuilder/Resources/Tile.xib"),
            ]
        ),
        .testTarget(name: "GalleryTests", dependencies: ["Gallery", "OpenUIKitTesting", "TestSupport"]),
        .testTarget(
            name: "OpenUIKitTestingTests", dependencies: ["OpenUIKitTesting", "TestSupport"], exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "OpenUIKitX11Tests", dependencies: ["OpenUIKitX11", "OpenUIKitTesting", "TestSupport"]),
        // Client code in the Swift 5 language mode, as most UIKit apps are: it must compile as against UIKit.
        .testTarget(
            name: "Swift5CompatibilityTests", dependencies: ["OpenUIKit", "OpenUIKitTesting"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "OpenUIKitFuzzTests",
            dependencies: [
                "OpenUIKit", "OpenUIKitTesting", .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
