import Foundation
import Testing
import OpenUIKitTesting
import PropertyBased
@testable import OpenUIKit

/// The Interface Builder reader under random mutations of a real-shaped xib: every input either loads or is
/// reported, nothing crashes, and whatever is made is a consistent hierarchy.
///
/// `swift test --filter InterfaceBuilderFuzzTests` runs the short, fixed-seed run (2,000 inputs). The long
/// run — `OPENUIKIT_FUZZ_OPERATIONS=100000 swift test --filter OpenUIKitFuzzTests` (`make fuzz`) — mutates
/// that many inputs from a random seed, printed (`OPENUIKIT_FUZZ_SEED=<n>` replays one).
@MainActor
@Suite(.freshApplication, .serialized) struct InterfaceBuilderFuzzTests {
    /// The File's Owner of the fuzzed documents: it lists the outlet and action the document connects.
    final class Owner: UIViewController, IBConnectable {
        var titleLabel: UILabel?
        var taps = 0

        @IBAction func tapped(_ sender: Any) { taps += 1 }

        static var interfaceBuilderConnections: [IBConnection] {
            [.outlet("titleLabel", \Owner.titleLabel), .action("tapped:", Owner.tapped)]
        }
    }

    /// Pieces of Xcode's format the mutations splice in.
    static let fragments = [
        "<", ">", "/>", "\"", "=", "</view>", "<subviews>", "</subviews>", "<view id=\"x\">", "&amp;", "&#0;",
        "&bogus;",
        "id=\"lb1\"", "destination=\"-1\"", "firstItem=\"root\"", "secondItem=\"nowhere\"", "multiplier=\"1:0\"",
        "constant=\"nan\"", "pointSize=\"-1\"", "customClass=\"Nope\"", "<constraint firstAttribute=\"width\"/>",
        "<color key=\"backgroundColor\" systemColor=\"mystery\"/>", "numberOfLines=\"-3\"", "alpha=\"2\"",
        "<![CDATA[", "<?xml", "<!--", "-->", "\u{0}", "\u{FFFF}", "rect", "key=\"frame\"",
    ]

    /// Runs `count` mutated documents from `seed`; returns how many ran (each is checked as it runs).
    static func run(seed: UInt64, count: Int) -> Int {
        var generator = Xoshiro(seed: (seed, ~seed, seed | 1, 0x9E37_79B9_7F4A_7C15))
        let original = Array(InterfaceBuilderFuzzDocument.xib.utf8)
        for index in 0..<count {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) { mutate(&bytes, using: &generator) }
            check(Data(bytes), input: index, seed: seed)
        }
        return count
    }

    static func mutate(_ bytes: inout [UInt8], using generator: inout Xoshiro) {
        guard !bytes.isEmpty else { return bytes = Array(fragments[0].utf8) }
        let at = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<5, using: &generator) {
        case 0:
            bytes[at] = UInt8.random(in: 0...255, using: &generator)
        case 1:
            bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...60, using: &generator)))
        case 2:
            let end = min(bytes.count, at + Int.random(in: 1...200, using: &generator))
            bytes.insert(contentsOf: bytes[at..<end], at: Int.random(in: 0...bytes.count, using: &generator))
        case 3:
            bytes.removeSubrange(at...)
        default:
            bytes.insert(contentsOf: Array(fragments.randomElement(using: &generator)!.utf8), at: at)
        }
    }

    /// Loads `data` and checks what UIKit promises: no crash, only Interface Builder or layout reports, and
    /// the objects made form a consistent hierarchy whose outlets point into it.
    static func check(_ data: Data, input: Int, seed: UInt64) {
        let owner = Owner()
        var objects: [Any] = []
        let reports = Diagnostics.capture {
            objects = UINib(data: data, bundle: nil).instantiate(withOwner: owner)
        }
        let allowed: Set<Diagnostic.Code> = [
            .invalidInterfaceBuilderDocument, .unknownInterfaceBuilderContent, .unknownInterfaceBuilderClass,
            .undefinedInterfaceBuilderKey, .invalidConstraint, .invalidGeometry, .invalidArgument,
        ]
        for report in reports where !allowed.contains(report.code) {
            Issue.record("seed \(seed) input \(input): unexpected report \(report.code.rawValue): \(report.message)")
        }
        for case let view as UIView in objects {
            #expect(view.superview == nil, "seed \(seed) input \(input): a top-level view has a superview")
            checkHierarchy(view, input: input, seed: seed)
        }
        if let label = owner.titleLabel {
            #expect(
                objects.contains { ($0 as? UIView).map(label.isDescendant(of:)) == true },
                "seed \(seed) input \(input): the outlet points outside the objects made")
        }
    }

    static func checkHierarchy(_ view: UIView, input: Int, seed: UInt64) {
        for subview in view.subviews {
            #expect(subview.superview === view, "seed \(seed) input \(input): a subview does not point back")
            checkHierarchy(subview, input: input, seed: seed)
        }
        #expect(view.frame.origin.x.isFinite && view.frame.size.width.isFinite, "seed \(seed) input \(input)")
    }

    @Test func shortRun() {
        #expect(Self.run(seed: 0x1B_F11E, count: 2_000) == 2_000)
    }

    /// Replays the corpus the coverage-guided fuzzer (scripts/fuzz/InterfaceBuilderFuzzer.swift, `make
    /// fuzz-decoders`) keeps in Tests/FuzzCorpus/InterfaceBuilder: every input loads or is reported, as
    /// `check` demands, and the seeds in today's format load without a report (Future.xib, with a later
    /// format's elements and attributes, gets its reports).
    @Test func theCoverageGuidedCorpusLoadsOrIsReported() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("FuzzCorpus/InterfaceBuilder")
        let files = try FileManager.default.contentsOfDirectory(at: corpus, includingPropertiesForKeys: nil)
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        #expect(files.count >= 5)
        for (input, file) in files.enumerated() {
            let data = try Data(contentsOf: file)
            Self.check(data, input: input, seed: 0)
            if ["Badge.xib", "Counter.xib", "ProfileView.xib", "Tile.xib"].contains(file.lastPathComponent) {
                let reports = Diagnostics.capture { _ = UINib(data: data, bundle: nil).instantiate(withOwner: nil) }
                #expect(reports.isEmpty, "\(file.lastPathComponent): \(reports.map(\.message))")
            }
        }
    }

    @Test func theUnmutatedDocumentLoadsCleanly() throws {
        let owner = Owner()
        var objects: [Any] = []
        let reports = Diagnostics.capture {
            objects = UINib(data: Data(InterfaceBuilderFuzzDocument.xib.utf8), bundle: nil).instantiate(
                withOwner: owner)
        }
        #expect(reports.isEmpty)
        let root = try #require(objects.first as? UIView)
        #expect(owner.titleLabel?.superview === root)
        #expect(root.constraints.count == 4)
        root.subviews.compactMap { $0 as? UIButton }.first?.sendActions(for: .touchUpInside)
        #expect(owner.taps == 1)
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["OPENUIKIT_FUZZ_OPERATIONS"] != nil))
    func longRun() {
        let environment = ProcessInfo.processInfo.environment
        let count = Int(environment["OPENUIKIT_FUZZ_OPERATIONS"] ?? "") ?? 100_000
        let seed = UInt64(environment["OPENUIKIT_FUZZ_SEED"] ?? "") ?? UInt64.random(in: 1...UInt64(UInt32.max))
        print(
            "OpenUIKit Interface Builder fuzz: seed \(seed) (replay with OPENUIKIT_FUZZ_SEED=\(seed)), \(count) inputs")
        let elapsed = ContinuousClock().measure { _ = Self.run(seed: seed, count: count) }
        print("OpenUIKit Interface Builder fuzz: \(count) inputs in \(elapsed)")
    }
}

/// The real-shaped document the fuzzer mutates: a xib as Xcode 15 writes it, with subviews, constraints,
/// a layout guide, colours, fonts, states, an outlet and an action.
enum InterfaceBuilderFuzzDocument {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                    <connections>
                        <outlet property="titleLabel" destination="lb1" id="o1"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" textAlignment="center" lineBreakMode="tailTruncation" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="lb1">
                            <rect key="frame" x="20" y="40" width="280" height="21"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                            <color key="textColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </label>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="bt1">
                            <rect key="frame" x="20" y="80" width="100" height="34"/>
                            <state key="normal" title="Go">
                                <color key="titleColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite"/>
                            </state>
                            <connections>
                                <action selector="tapped:" destination="-1" eventType="touchUpInside" id="a1"/>
                            </connections>
                        </button>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="sg1"/>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    <constraints>
                        <constraint firstItem="lb1" firstAttribute="leading" secondItem="sg1" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="sg1" firstAttribute="trailing" secondItem="lb1" secondAttribute="trailing" constant="20" id="c2"/>
                        <constraint firstItem="lb1" firstAttribute="top" secondItem="sg1" secondAttribute="top" constant="40" id="c3"/>
                        <constraint firstItem="bt1" firstAttribute="top" secondItem="lb1" secondAttribute="bottom" constant="19" id="c4"/>
                    </constraints>
                </view>
            </objects>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>
        """
}
