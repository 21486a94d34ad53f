// swift-tools-version:6.1
// OpenUIKit's benchmarks (ordo-one/benchmark), kept out of the main package so `swift test` never builds
// them. Run: `cd Benchmarks && swift package benchmark`.
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder, so the main package's identity is whatever the
/// checkout is called.
let mainPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent.lowercased()

let package = Package(
    name: "OpenUIKitBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // What the benchmark targets share: measuring main-actor work.
        .target(
            name: "BenchmarkSupport", dependencies: [.product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/BenchmarkSupport"
        ),
        .executableTarget(
            name: "Compositing",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "OpenUIKit", package: mainPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Compositing",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "RunLoop",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "OpenUIKit", package: mainPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/RunLoop",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Text",
            dependencies: [
                .product(name: "OpenUIKit", package: mainPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Text",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Scrolling",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "OpenUIKit", package: mainPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Scrolling",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "LayoutSolver",
            dependencies: [
                .product(name: "Cassowary", package: mainPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/LayoutSolver",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "AutoLayout",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "OpenUIKit", package: mainPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/AutoLayout",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "InterfaceBuilder",
            dependencies: [
                .product(name: "OpenUIKit", package: mainPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/InterfaceBuilder",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Images",
            dependencies: [
                .product(name: "OpenUIKit", package: mainPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Images",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "CollectionView",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "OpenUIKit", package: mainPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/CollectionView",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Not a benchmark: the leak soak, an executable that runs mixed transitions and checks memory and
        // releases (`swift run -c release LeakSoak [TRANSITIONS]`).
        .executableTarget(
            name: "LeakSoak",
            dependencies: [.product(name: "OpenUIKit", package: mainPackage)],
            path: "Benchmarks/LeakSoak"
        ),
    ],
    swiftLanguageModes: [.v6]
)
