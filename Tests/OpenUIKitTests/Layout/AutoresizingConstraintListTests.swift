import Foundation
import Testing
@testable import OpenUIKit

/// `constraints` lists, as UIKit does, the `NSAutoresizingMaskLayoutConstraint`s made for subviews that
/// translate their autoresizing mask and take part in constraint layout: on the superview, after the
/// view's own constraints, `.left`/`.width` then `.top`/`.height` fixed to the frame.
@MainActor
@Suite(.freshApplication) struct AutoresizingConstraintListTests {
    @Test func aTranslatingSubviewsFrameIsListedOnItsSuperview() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let box = UIView(frame: CGRect(x: 10, y: 20, width: 120, height: 80))
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        box.addSubview(inner)
        let pin = inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 4)
        NSLayoutConstraint.activate([
            pin, inner.topAnchor.constraint(equalTo: box.topAnchor), inner.widthAnchor.constraint(equalToConstant: 10),
            inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(root.constraints.isEmpty)
        root.layoutIfNeeded()
        let listed = root.constraints
        #expect(listed.count == 4)
        #expect(listed.map(\.firstAttribute) == [.left, .width, .top, .height])
        #expect(listed.map(\.constant) == [10, 120, 20, 80])
        #expect(listed.allSatisfy { $0.firstItem === box && $0.secondItem == nil && $0.isActive })
        let description = listed[0].description
        #expect(description.hasPrefix("<NSAutoresizingMaskLayoutConstraint:0x"))
        #expect(description.contains(" h=--& v=--& UIView:0x"))
        #expect(description.hasSuffix(".minX == 10   (active)>"))
        // On the box: the two constraints between it and the inner view, which does not translate its mask
        // (its width and height are installed on itself).
        #expect(box.constraints.count == 2)
        #expect(box.constraints.first === pin)
        #expect(inner.constraints.count == 2)
    }

    @Test func theMaskIsWrittenInUIKitsNotation() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        box.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        root.addSubview(box)
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.centerXAnchor.constraint(equalTo: box.centerXAnchor),
            inner.centerYAnchor.constraint(equalTo: box.centerYAnchor),
        ])
        root.layoutIfNeeded()
        // Flexible width: "-&-"; flexible bottom margin: "--&".
        #expect(root.constraints.allSatisfy { $0.description.contains(" h=-&- v=--& ") })
        #expect(root.constraints.map(\.constant) == [0, 300, 0, 100])
    }

    @Test func viewsOutsideConstraintLayoutListNothing() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.addSubview(UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)))
        root.layoutIfNeeded()
        #expect(root.constraints.isEmpty)
    }
}
