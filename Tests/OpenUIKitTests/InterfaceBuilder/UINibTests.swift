import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// Xibs read as Xcode writes them: `UINib`, `Bundle.loadNibNamed`, and a controller's view from its nib.
@MainActor
@Suite(.freshApplication) struct UINibTests {
    init() {
        InterfaceBuilderLog.entries = []
    }

    @Test func instantiateMakesTheTopLevelObjectsThenConnectsThenAwakes() throws {
        let objects = UINib(nibName: "Badge", bundle: .module).instantiate(withOwner: nil)
        #expect(objects.count == 2)
        let badge = try #require(objects.first as? BadgeView)
        let tap = try #require(objects.last as? UITapGestureRecognizer)
        // init?(coder:) sees the decoded frame and subviews after super.init(coder:); awakeFromNib comes once
        // the outlets and runtime attributes are set.
        #expect(
            InterfaceBuilderLog.entries == [
                "Badge init(coder:) frame=\(CGRect(x: 10, y: 20, width: 120, height: 44)) subviews=1",
                "Badge awakeFromNib label=7 badgeText=hot",
            ])
        #expect(badge.autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])
        #expect(badge.gestureRecognizers?.contains { $0 === tap } == true)
        #expect(badge.layer.borderWidth == 1.5)
        #expect(badge.tintColor == .systemGreen)
        // A named colour comes from the bundle's asset catalog first (Brand.colorset: 0x33, 102, 0.8).
        #expect(badge.backgroundColor == UIColor(red: 0x33 / 255, green: 102 / 255, blue: 0.8, alpha: 1))
        let label = try #require(badge.label)
        #expect(label.superview === badge)
        #expect(label.frame == CGRect(x: 8, y: 8, width: 104, height: 28))
        #expect(label.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(label.text == "7")
        #expect(label.textAlignment == .right)
        #expect(label.numberOfLines == 0)
        #expect(label.font == UIFont(name: "Helvetica", size: 14))
        #expect(label.textColor == .label)
        #expect(!label.isUserInteractionEnabled)
        #expect(label.contentMode == .left)
    }

    @Test func eachInstantiationMakesFreshObjects() {
        let nib = UINib(nibName: "Badge", bundle: .module)
        let first = nib.instantiate(withOwner: nil).first as AnyObject?
        let second = nib.instantiate(withOwner: nil).first as AnyObject?
        #expect(first is BadgeView && second is BadgeView)
        #expect(first !== second)
    }

    @Test func loadNibNamedReturnsTheTopLevelObjectsOrNil() {
        #expect(Bundle.module.loadNibNamed("Badge", owner: nil)?.count == 2)
        let reports = Diagnostics.capture { #expect(Bundle.module.loadNibNamed("Nowhere", owner: nil) == nil) }
        #expect(reports.map(\.code) == [.invalidInterfaceBuilderDocument])
        #expect(reports.first?.message.hasPrefix("Could not load NIB in bundle: ") == true)
        #expect(reports.first?.message.hasSuffix("with name 'Nowhere'") == true)
    }

    @Test func aControllerLoadsTheNibNamedAfterItsClass() throws {
        let controller = ProfileViewController(nibName: nil, bundle: .module)
        #expect(controller.nibName == nil)
        #expect(!controller.isViewLoaded)
        let view = try #require(controller.view)
        #expect(InterfaceBuilderLog.entries == ["Profile viewDidLoad card=true"])
        #expect(view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(view.backgroundColor == UIColor(white: 1, alpha: 1))
        let card = try #require(controller.card)
        let name = try #require(controller.nameLabel)
        #expect(card.clipsToBounds)
        #expect(!card.translatesAutoresizingMaskIntoConstraints)
        #expect(card.backgroundColor == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        #expect(name.font == .systemFont(ofSize: 17, weight: .semibold))
        #expect(name.textColor == UIColor(white: 1, alpha: 1))
        #expect(view.constraints.count == 3)
        #expect(card.constraints.count == 3)
        // The constraints lay the card out 16 pt from each side, 40 pt from the top, 100 pt high, and centre
        // the label in it.
        view.frame = CGRect(x: 0, y: 0, width: 375, height: 600)
        view.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 16, y: 40, width: 343, height: 100))
        // Centred to the pixel (frames are rounded to the 3× screen's pixels).
        #expect(name.center.x == 171.5)
        #expect(abs(name.center.y - 50) <= 1.0 / 3)
    }

    @Test func aNamedNibIsLoadedAndAMissingOneIsReported() {
        let named = ProfileViewController(nibName: "ProfileView", bundle: .module)
        #expect(named.view.frame.size == CGSize(width: 320, height: 480))
        #expect(named.card != nil)
        let missing = UIViewController(nibName: "Absent", bundle: .module)
        let reports = Diagnostics.capture { _ = missing.view }
        #expect(reports.map(\.code) == [.invalidInterfaceBuilderDocument])
        #expect(reports.first?.message.hasSuffix("with name 'Absent'") == true)
        // The controller gets UIKit's default view instead.
        #expect(missing.view.frame == UIScreen.main.bounds)
    }

    @Test func aPlainControllerWithoutANibGetsTheDefaultView() {
        let reports = Diagnostics.capture {
            let controller = UIViewController(nibName: nil, bundle: .module)
            #expect(controller.view.frame == UIScreen.main.bounds)
            #expect(controller.view.subviews.isEmpty)
        }
        #expect(reports.isEmpty)
    }

    /// Xcode's older cell format: a `<view key="contentView">` without an id, and the constraints written on
    /// the cell, naming the cell and the content view's label. They are installed once the label exists.
    @Test func aCellsOwnConstraintsTieItsContentViewsSubviews() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <collectionViewCell opaque="NO" contentMode="center" id="cel">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="60"/>
                        <view key="contentView" opaque="NO" contentMode="center">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="60"/>
                            <subviews>
                                <label opaque="NO" text="Tile" translatesAutoresizingMaskIntoConstraints="NO" id="lab">
                                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                        </view>
                        <constraints>
                            <constraint firstItem="lab" firstAttribute="leading" secondItem="cel" secondAttribute="leading" constant="8" id="c1"/>
                            <constraint firstAttribute="trailing" secondItem="lab" secondAttribute="trailing" constant="8" id="c2"/>
                            <constraint firstItem="lab" firstAttribute="centerY" secondItem="cel" secondAttribute="centerY" id="c3"/>
                            <constraint firstItem="lab" firstAttribute="height" constant="20" id="c4"/>
                        </constraints>
                    </collectionViewCell>
                </objects>
            </document>
            """
        var objects: [Any] = []
        let reports = Diagnostics.capture {
            objects = UINib(data: Data(xib.utf8), bundle: nil).instantiate(withOwner: nil)
        }
        #expect(reports.isEmpty)
        let cell = try #require(objects.first as? UICollectionViewCell)
        let label = try #require(cell.contentView.subviews.first as? UILabel)
        #expect(cell.constraints.count == 4)
        cell.layoutIfNeeded()
        // 8 from each side of the 100-point cell, 20 high, centred in its 60 points.
        #expect(label.frame == CGRect(x: 8, y: 20, width: 84, height: 20))
    }
}
