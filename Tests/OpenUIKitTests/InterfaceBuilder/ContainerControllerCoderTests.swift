import Foundation
import Testing
@testable import OpenUIKit

/// Page and collection view controllers made through `init?(coder:)`, as a custom class of an Interface Builder
/// file's controller: Interface Builder's defaults for a page view controller (page curl, horizontal, spine at
/// min) and a flow layout for a collection view controller.
@MainActor
@Suite(.freshApplication) struct ContainerControllerCoderTests {
    static func xib(customClass: String, attributes: String = "") -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <viewController customClass="\(customClass)" customModule="OpenUIKit" \(attributes) id="c1"/>
                </objects>
            </document>
            """.utf8)
    }

    @Test func aPageViewControllerFromAFileTakesInterfaceBuildersDefaults() throws {
        let objects = UINib(data: Self.xib(customClass: "UIPageViewController"), bundle: nil).instantiate(
            withOwner: nil)
        let pages = try #require(objects.first as? UIPageViewController)
        #expect(pages.transitionStyle == .pageCurl)
        #expect(pages.navigationOrientation == .horizontal)
        #expect(pages.spineLocation == .min)
        #expect(pages.isDoubleSided == false)
    }

    @Test func aPageViewControllerFromAFileReadsItsStyleAndOrientation() throws {
        var objects: [Any] = []
        _ = Diagnostics.capture {
            objects = UINib(
                data: Self.xib(
                    customClass: "UIPageViewController",
                    attributes: #"transitionStyle="scroll" navigationOrientation="vertical""#),
                bundle: nil
            ).instantiate(withOwner: nil)
        }
        let pages = try #require(objects.first as? UIPageViewController)
        #expect(pages.transitionStyle == .scroll)
        #expect(pages.navigationOrientation == .vertical)
        #expect(pages.spineLocation == .none)
    }

    @Test func aCollectionViewControllerFromAFileHasAFlowLayoutAndItsOwnCollectionView() throws {
        let objects = UINib(data: Self.xib(customClass: "UICollectionViewController"), bundle: nil)
            .instantiate(withOwner: nil)
        let controller = try #require(objects.first as? UICollectionViewController)
        #expect(controller.collectionViewLayout is UICollectionViewFlowLayout)
        controller.loadViewIfNeeded()
        #expect(controller.collectionView.collectionViewLayout === controller.collectionViewLayout)
        #expect(controller.collectionView.dataSource === controller)
    }
}
