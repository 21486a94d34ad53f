import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// The curl's model: a straight fold parallel to the spine at f = L·(1 − p), the flat front [0, f], the
/// back reflected across the fold over [2f − L, f], the shadow past the fold — for each spine edge.
@MainActor
@Suite(.freshApplication)
struct PageCurlGeometryTests {
    private let sheet = CGRect(x: 10, y: 20, width: 300, height: 400)

    @Test func aSpineOnTheLeftFoldsTheRightEdgeOver() {
        let geometry = PageCurlGeometry(sheet: sheet, spine: .minX, progress: 0.25)
        // L = 300, f = 225: front x 10…235; back [150, 225] → x 160…235; whole back side [150, 450] → x 160…460.
        #expect(geometry.fold == 225)
        #expect(geometry.frontRect == CGRect(x: 10, y: 20, width: 225, height: 400))
        #expect(geometry.backRect == CGRect(x: 160, y: 20, width: 75, height: 400))
        #expect(geometry.backContentFrame == CGRect(x: 160, y: 20, width: 300, height: 400))
        #expect(geometry.shadowRect == CGRect(x: 235, y: 20, width: 24, height: 400))
        #expect(geometry.gradientPoints(foldAtFarEnd: true) == (CGPoint(x: 1, y: 0.5), CGPoint(x: 0, y: 0.5)))
        #expect(geometry.gradientPoints(foldAtFarEnd: false) == (CGPoint(x: 0, y: 0.5), CGPoint(x: 1, y: 0.5)))
    }

    @Test func aSpineOnTheRightMirrorsTheBands() {
        let geometry = PageCurlGeometry(sheet: sheet, spine: .maxX, progress: 0.25)
        // Measured from x = 310 leftwards: front x 85…310, back x 85…160, shadow x 61…85.
        #expect(geometry.frontRect == CGRect(x: 85, y: 20, width: 225, height: 400))
        #expect(geometry.backRect == CGRect(x: 85, y: 20, width: 75, height: 400))
        #expect(geometry.backContentFrame == CGRect(x: -140, y: 20, width: 300, height: 400))
        #expect(geometry.shadowRect == CGRect(x: 61, y: 20, width: 24, height: 400))
        #expect(geometry.gradientPoints(foldAtFarEnd: true) == (CGPoint(x: 0, y: 0.5), CGPoint(x: 1, y: 0.5)))
    }

    @Test func verticalSpinesFoldAlongY() {
        let top = PageCurlGeometry(sheet: sheet, spine: .minY, progress: 0.5)
        // L = 400, f = 200: front y 20…220, back [0, 200] → y 20…220, shadow y 220…244.
        #expect(top.frontRect == CGRect(x: 10, y: 20, width: 300, height: 200))
        #expect(top.backRect == CGRect(x: 10, y: 20, width: 300, height: 200))
        #expect(top.shadowRect == CGRect(x: 10, y: 220, width: 300, height: 24))
        let bottom = PageCurlGeometry(sheet: sheet, spine: .maxY, progress: 0.5)
        #expect(bottom.frontRect == CGRect(x: 10, y: 220, width: 300, height: 200))
        #expect(bottom.shadowRect == CGRect(x: 10, y: 196, width: 300, height: 24))
        #expect(bottom.gradientPoints(foldAtFarEnd: false) == (CGPoint(x: 0.5, y: 1), CGPoint(x: 0.5, y: 0)))
    }

    @Test func theEndsOfTheTurnAndProgressOutsideAreClamped() {
        let flat = PageCurlGeometry(sheet: sheet, spine: .minX, progress: -1)
        #expect(flat.progress == 0 && flat.frontRect == sheet && flat.backRect.width == 0)
        let over = PageCurlGeometry(sheet: sheet, spine: .minX, progress: 3)
        // Turned over: nothing flat; the back lies on the spine's other side, x −290…10.
        #expect(over.progress == 1 && over.frontRect.width == 0)
        #expect(over.backRect == CGRect(x: -290, y: 20, width: 300, height: 400))
        // The shadow band never reaches past the sheet's free edge.
        let late = PageCurlGeometry(sheet: sheet, spine: .minX, progress: 0.05)
        #expect(late.shadowRect == CGRect(x: 295, y: 20, width: 15, height: 400))
    }
}
