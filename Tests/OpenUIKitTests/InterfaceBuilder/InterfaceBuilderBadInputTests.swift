import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// Bad Interface Builder input gets UIKit's answer through the diagnostics channel, nothing is made
/// half-way, and nothing crashes.
@MainActor
@Suite(.freshApplication) struct InterfaceBuilderBadInputTests {
    /// A xib with one button whose action goes to File's Owner, for connection tests.
    static func xib(action selector: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b1">
                        <rect key="frame" x="0.0" y="0.0" width="80" height="30"/>
                        <connections>
                            <action selector="\(selector)" destination="-1" eventType="touchUpInside" id="a1"/>
                        </connections>
                    </button>
                </objects>
            </document>
            """.utf8)
    }

    @Test func aMissingStoryboardIsReportedAndMakesNothing() {
        var storyboard: UIStoryboard?
        let reports = Diagnostics.capture { storyboard = UIStoryboard(name: "Nowhere", bundle: .module) }
        #expect(reports.map(\.code) == [.invalidInterfaceBuilderDocument])
        #expect(reports.first?.message.hasPrefix("Could not find a storyboard named 'Nowhere' in bundle ") == true)
        #expect(storyboard?.instantiateInitialViewController() == nil)
    }

    @Test func truncatedXMLIsReportedWithItsLine() {
        let reports = Diagnostics.capture {
            let storyboard = UIStoryboard(name: "Truncated", bundle: .module)
            #expect(storyboard.instantiateInitialViewController() == nil)
        }
        #expect(reports.map(\.code) == [.invalidInterfaceBuilderDocument])
        #expect(
            reports.first?.message.hasPrefix("Could not load the Interface Builder file 'Truncated': line ") == true)
    }

    @Test func malformedOrForeignDocumentsMakeNothing() {
        let inputs = [
            "not xml at all", "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>",
            "<plist version=\"1.0\"><dict/></plist>", "<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"/>", "",
        ]
        // Bytes that are not UTF-8 in a name (FoundationXML would trap on them) are refused before parsing.
        let latin1 =
            Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" versi".utf8) + [0xF3]
            + Data("n=\"3.0\"/>".utf8)
        for input in inputs.map({ Data($0.utf8) }) + [latin1] {
            var objects: [Any] = [1]
            let reports = Diagnostics.capture {
                objects = UINib(data: input, bundle: nil).instantiate(withOwner: nil)
            }
            #expect(objects.isEmpty, "\(input)")
            #expect(reports.map(\.code) == [.invalidInterfaceBuilderDocument], "\(input)")
        }
    }

    @Test func unknownContentIsReportedOncePerFileAndAnUnknownClassFallsBack() throws {
        let nib = UINib(nibName: "Future", bundle: .module)
        var objects: [Any] = []
        let first = Diagnostics.capture { objects = nib.instantiate(withOwner: nil) }
        #expect(
            first.filter { $0.code == .unknownInterfaceBuilderContent }.map(\.message) == [
                "Interface Builder file 'Future': the attribute hologramDepth of <label> is not supported and is ignored",
                "Interface Builder file 'Future': the attribute hologramDepth of <view> is not supported and is ignored",
                "Interface Builder file 'Future': the element <sparkleView> is not supported and is ignored",
            ])
        #expect(
            first.filter { $0.code == .unknownInterfaceBuilderClass }.map(\.message) == [
                "Unknown class VanishedView in Interface Builder file. (Future: a UIView is made instead)"
            ])
        #expect(first.filter { $0.code == .undefinedInterfaceBuilderKey }.count == 1)
        let view = try #require(objects.first as? UIView)
        #expect(type(of: view) == UIView.self)
        #expect(view.subviews.compactMap { ($0 as? UILabel)?.text } == ["Still here"])
        // The file is parsed once: a second instantiation reports only what UIKit reports each time.
        let second = Diagnostics.capture { _ = nib.instantiate(withOwner: nil) }
        #expect(second.map(\.code) == [.unknownInterfaceBuilderClass, .undefinedInterfaceBuilderKey])
    }

    @Test func anIdentifierWithNoControllerIsReported() {
        let storyboard = UIStoryboard(name: "Main", bundle: .module)
        var made: UIViewController?
        let reports = Diagnostics.capture { made = storyboard.instantiateViewController(withIdentifier: "Ghost") }
        #expect(
            reports.map(\.message) == [
                "Storyboard (<UIStoryboard: Main>) doesn't contain a view controller with identifier 'Ghost'"
            ])
        #expect(made?.isViewLoaded == false && made?.parent == nil)
        let typed = Diagnostics.capture {
            let detail: DetailViewController = storyboard.instantiateViewController(identifier: "Ghost")
            #expect(detail.backButton == nil)
        }
        #expect(typed.map(\.code) == [.invalidInterfaceBuilderDocument])
    }

    @Test func performSegueWithAnUnknownIdentifierIsReportedWithUIKitsWording() throws {
        let storyboard = UIStoryboard(name: "Main", bundle: .module)
        let detail = storyboard.instantiateViewController(withIdentifier: "Detail")
        let reports = Diagnostics.capture { detail.performSegue(withIdentifier: "Nope", sender: nil) }
        #expect(reports.map(\.code) == [.unknownSegue])
        #expect(reports.first?.message.hasPrefix("Receiver (<DetailViewController: 0x") == true)
        #expect(reports.first?.message.hasSuffix("has no segue with identifier 'Nope'") == true)
        #expect(detail.presentedViewController == nil)
    }

    @Test func anActionTheOwnerDoesNotListIsReportedAndNotConnected() throws {
        let owner = DetailViewController()
        var objects: [Any] = []
        let reports = Diagnostics.capture {
            objects = UINib(data: Self.xib(action: "vanish:"), bundle: nil).instantiate(withOwner: owner)
        }
        #expect(reports.map(\.code) == [.undefinedInterfaceBuilderKey])
        #expect(
            reports.first?.message.hasPrefix(
                "-[DetailViewController vanish:]: unrecognized selector sent to instance 0x") == true)
        let button = try #require(objects.first as? UIButton)
        let sent = Diagnostics.capture { button.sendActions(for: .touchUpInside) }
        #expect(sent.isEmpty)
    }

    @Test func aCycleOfEmbedSeguesIsReportedAndCutWithoutCrashing() throws {
        let storyboard = UIStoryboard(name: "Cycle", bundle: .module)
        let first = try #require(storyboard.instantiateInitialViewController())
        let reports = Diagnostics.capture { first.loadViewIfNeeded() }
        #expect(reports.map(\.code) == [.invalidInterfaceBuilderDocument])
        #expect(reports.first?.message.contains("cyA-05-One → cyB-05-Two → cyA-05-One") == true)
        // A embeds B; B's embed back to A is not made.
        #expect(first.children.map(\.traceName) == ["B"])
        #expect(first.children.first?.children.isEmpty == true)
    }
}
