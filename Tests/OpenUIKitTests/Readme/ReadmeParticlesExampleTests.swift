// swift-format-ignore-file
// (This file quotes the documentation, README.md and the DocC articles, verbatim: ReadmeCoverageTests checks it.)
import Testing
import OpenUIKitTesting
import OpenUIKit

/// What the particles article's example prints (this file's `print` records instead of writing).
@MainActor private var printedLines: [String] = []

@MainActor private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    printedLines += items.map { "\($0)" }.joined(separator: separator).components(separatedBy: "\n")
}

/// The particles article's example, line for line, checked against the article's output block.
@MainActor
@Suite(.freshApplication, .serialized) struct ReadmeParticlesExampleTests {
    @Test func aFrameOfSnowIsTheSameWhenDrawnAgain() throws {
        printedLines = []

        let flake = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in
            UIColor.white.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 8, height: 8)).fill()
        }.cgImage!

        let snow = CAEmitterCell()
        snow.contents = flake
        snow.contentsScale = UIScreen.main.scale     // the image's pixels per point
        snow.birthRate = 20
        snow.lifetime = 6
        snow.velocity = 40
        snow.velocityRange = 10
        snow.emissionLongitude = .pi / 2          // down
        snow.emissionRange = .pi / 4
        snow.yAcceleration = 5
        snow.spinRange = 2
        snow.alphaSpeed = -0.1

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.backgroundColor = .black
        window.makeKeyAndVisible()
        let emitter = CAEmitterLayer()
        emitter.frame = window.bounds
        emitter.emitterShape = .line
        emitter.emitterPosition = CGPoint(x: 195, y: 0)
        emitter.emitterSize = CGSize(width: 390, height: 0)
        emitter.emitterCells = [snow]
        emitter.seed = 42
        window.layer.addSublayer(emitter)

        UIApplication.shared.advance(by: 2)
        let renderer = CARenderer(layer: window.layer, size: window.bounds.size)
        let atTwo = renderer.image()!
        UIApplication.shared.advance(by: 3)
        emitter.birthRate = 0                     // no more flakes; those falling land
        let again = renderer.image(atTime: 2)!    // the frame at 2 s, drawn again later
        print(atTwo.dataProvider!.data == again.dataProvider!.data)

        let readme = try ReadmeDocument()
        let example = try #require(readme.example(startingWith: "let flake = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in"))
        #expect(printedLines == example.output)
        #expect(emitter.particles(atMediaTime: 2).count == 40)
        #expect(emitter.particles(atMediaTime: 5).count == 100)
    }
}
