import Benchmark
import Foundation
import OpenUIKit

/// A storyboard, written as Xcode writes one, whose initial controller's view holds 50 views (labels and
/// plain views in a column) tied by 120 constraints: leading and top for every view, trailing for the first
/// 20 (50 + 50 + 20).
enum LargeStoryboard {
    static func xml() -> String {
        var subviews = ""
        var constraints: [String] = []
        for index in 0..<50 {
            let id = "v\(index)"
            if index.isMultiple(of: 2) {
                subviews += """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Row \(index)" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                        <rect key="frame" x="20" y="\(index * 16)" width="200" height="14"/>
                        <fontDescription key="fontDescription" type="system" pointSize="12"/>
                        <color key="textColor" systemColor="labelColor"/>
                    </label>

                    """
            } else {
                subviews += """
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                        <rect key="frame" x="20" y="\(index * 16)" width="200" height="14"/>
                        <color key="backgroundColor" red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </view>

                    """
            }
            constraints.append(
                "<constraint firstItem=\"\(id)\" firstAttribute=\"leading\" secondItem=\"safe\" secondAttribute=\"leading\" constant=\"20\" id=\"l\(index)\"/>"
            )
            let above =
                index == 0
                ? "secondItem=\"safe\" secondAttribute=\"top\""
                : "secondItem=\"v\(index - 1)\" secondAttribute=\"bottom\""
            constraints.append(
                "<constraint firstItem=\"\(id)\" firstAttribute=\"top\" \(above) constant=\"2\" id=\"t\(index)\"/>")
            if index < 20 {
                constraints.append(
                    "<constraint firstItem=\"safe\" firstAttribute=\"trailing\" secondItem=\"\(id)\" secondAttribute=\"trailing\" constant=\"20\" id=\"r\(index)\"/>"
                )
            }
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
            \(subviews)
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="safe"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <constraints>
            \(constraints.joined(separator: "\n"))
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }

    /// Writes the storyboard as `name.storyboard` into a fresh folder and returns that folder as a bundle.
    static func bundle(name: String) -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-bench-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? Data(xml().utf8).write(to: folder.appendingPathComponent("\(name).storyboard"))
        return Bundle(path: folder.path)!
    }
}

/// Instantiates the initial controller, loads its view and lays it out; returns the constraint count.
@MainActor
func instantiateAndLayOut(_ storyboard: UIStoryboard) -> Int {
    let controller = storyboard.instantiateInitialViewController()!
    controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    controller.view.layoutIfNeeded()
    return controller.view.constraints.count
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal], maxDuration: .seconds(3), maxIterations: 500)

    Benchmark(
        "Storyboard controller, 50 views and 120 constraints: instantiated, view loaded and laid out (parsed once)"
    ) { benchmark in
        let storyboard = await MainActor.run { () -> UIStoryboard in
            UIApplication.shared.reset()
            let storyboard = UIStoryboard(name: "Large", bundle: LargeStoryboard.bundle(name: "Large"))
            precondition(instantiateAndLayOut(storyboard) == 120)
            return storyboard
        }
        for _ in benchmark.scaledIterations {
            benchmark.startMeasurement()
            let count = await MainActor.run { instantiateAndLayOut(storyboard) }
            benchmark.stopMeasurement()
            blackHole(count)
        }
    }

    Benchmark("The same, first load: the file read and parsed, then instantiated, loaded and laid out") { benchmark in
        for _ in benchmark.scaledIterations {
            let bundle = LargeStoryboard.bundle(name: "Large")
            benchmark.startMeasurement()
            let count = await MainActor.run {
                instantiateAndLayOut(UIStoryboard(name: "Large", bundle: bundle))
            }
            benchmark.stopMeasurement()
            blackHole(count)
        }
    }
}
