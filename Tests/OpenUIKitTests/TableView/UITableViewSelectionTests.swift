import Foundation
import Testing
@testable import OpenUIKit

/// Selection by touch (highlight at touch-down, selection at touch-up) and in code, the grey highlight.
@MainActor
@Suite struct UITableViewSelectionTests {
    @Test func aTapHighlightsAtTouchDownAndSelectsAtTouchUp() {
        UIApplication.shared.reset()
        let source = ListSource(rows: 30)
        let table = makeTable(source)
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        let touch = UIApplication.shared.touchDown(at: CGPoint(x: 100, y: 100))  // row 2: 88...132
        UIApplication.shared.advance(by: 0)
        #expect(cell.isHighlighted && !cell.isSelected && source.log.isEmpty)
        #expect(cell.selectedBackgroundView?.alpha == 1)
        UIApplication.shared.touchUp(touch)
        UIApplication.shared.advance(by: 0)
        #expect(source.log == ["willSelect 2", "didSelect 2 highlighted=false"])
        #expect(
            cell.isSelected && !cell.isHighlighted && table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(
            cell.selectedBackgroundView?.backgroundColor
                == UIColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1))
    }

    @Test func aTapOnAScrolledTableHitsTheRowUnderTheFinger() {
        UIApplication.shared.reset()
        let source = ListSource(rows: 30)
        let table = makeTable(source)
        table.contentOffset = CGPoint(x: 0, y: 440)
        UIApplication.shared.tap(at: CGPoint(x: 100, y: 100))  // content y 540: row 12 (528...572)
        #expect(source.log == ["willSelect 12", "didSelect 12 highlighted=false"])
    }

    @Test func theSelectedRowIsDrawnGrey() throws {
        UIApplication.shared.reset()
        let source = ListSource(rows: 30)
        let table = makeTable(source)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: table.bounds.size, format: format).image { _ in
            table.drawHierarchy(in: table.bounds, afterScreenUpdates: true)
        }
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.pixel(x: 380, y: 66) == (209, 209, 214, 255))  // row 1: 44...88, right of its text
        #expect(cgImage.pixel(x: 380, y: 22) == (255, 255, 255, 255))  // row 0: white
    }

    @Test func selectingAnotherRowDeselectsThePreviousOne() {
        UIApplication.shared.reset()
        let source = ListSource(rows: 30)
        let table = makeTable(source)
        UIApplication.shared.tap(at: CGPoint(x: 100, y: 10))
        UIApplication.shared.tap(at: CGPoint(x: 100, y: 200))
        #expect(
            source.log == [
                "willSelect 0", "didSelect 0 highlighted=false",
                "willSelect 4", "willDeselect 0", "didDeselect 0", "didSelect 4 highlighted=false",
            ])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == false)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
    }

    @Test func willSelectCanRedirectOrRefuse() {
        UIApplication.shared.reset()
        let source = ListSource(rows: 30)
        let table = makeTable(source)
        source.redirect = [
            IndexPath(row: 1, section: 0): IndexPath(row: 3, section: 0), IndexPath(row: 5, section: 0): nil,
        ]
        UIApplication.shared.tap(at: CGPoint(x: 100, y: 50))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        UIApplication.shared.tap(at: CGPoint(x: 100, y: 230))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        #expect(source.log == ["willSelect 1", "didSelect 3 highlighted=false", "willSelect 5"])
    }

    @Test func liftingOnAnotherRowSelectsNothing() {
        UIApplication.shared.reset()
        let source = ListSource(rows: 30)
        let table = makeTable(source)
        table.isScrollEnabled = false
        let touch = UIApplication.shared.touchDown(at: CGPoint(x: 100, y: 10))
        UIApplication.shared.advance(by: 1.0 / 60)
        UIApplication.shared.touchMove(touch, to: CGPoint(x: 100, y: 100))
        UIApplication.shared.touchUp(touch)
        UIApplication.shared.advance(by: 0)
        #expect(source.log.isEmpty && table.indexPathForSelectedRow == nil)
        #expect(table.visibleCells.allSatisfy { !$0.isHighlighted && !$0.isSelected })
    }

    @Test func draggingTheTableTakesTheHighlightAwayAndSelectsNothing() {
        UIApplication.shared.reset()
        let source = ListSource(rows: 30)
        let table = makeTable(source)
        let touch = UIApplication.shared.touchDown(at: CGPoint(x: 100, y: 300))  // row 6
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(table.cellForRow(at: IndexPath(row: 6, section: 0))?.isHighlighted == true)
        UIApplication.shared.touchMove(touch, to: CGPoint(x: 100, y: 270))  // past the pan's 10 pt: the drag begins
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(table.isDragging && table.visibleCells.allSatisfy { !$0.isHighlighted })
        UIApplication.shared.touchUp(touch)
        UIApplication.shared.runUntilIdle()
        #expect(source.log.isEmpty && table.indexPathForSelectedRow == nil)
    }

    @Test func aTapThatStopsTheScrollingSelectsNothing() {
        UIApplication.shared.reset()
        let source = ListSource(rows: 300)
        let table = makeTable(source)
        UIApplication.shared.drag(from: CGPoint(x: 100, y: 700), to: CGPoint(x: 100, y: 400), duration: 0.1)
        UIApplication.shared.advance(by: 0.2)
        UIApplication.shared.tap(at: CGPoint(x: 100, y: 300))
        #expect(!table.isDecelerating && source.log.isEmpty && table.indexPathForSelectedRow == nil)
        UIApplication.shared.tap(at: CGPoint(x: 100, y: 300))  // the table is still now: this tap selects
        #expect(source.log.count == 2 && table.indexPathForSelectedRow != nil)
    }

    @Test func deselectRowAnimatedFadesTheHighlight() {
        UIApplication.shared.reset()
        let source = ListSource(rows: 30)
        let table = makeTable(source)
        let row = IndexPath(row: 3, section: 0)
        table.selectRow(at: row, animated: false, scrollPosition: .none)
        #expect(source.log.isEmpty && table.cellForRow(at: row)?.isSelected == true)
        UIApplication.shared.advance(by: 0)
        table.deselectRow(at: row, animated: true)
        let highlight = table.cellForRow(at: row)!.selectedBackgroundView!
        #expect(table.indexPathForSelectedRow == nil && highlight.alpha == 0)
        UIApplication.shared.advance(by: UITableViewCell.selectionFadeDuration / 2)
        #expect(abs(Double(highlight.layer.presentation()!.opacity) - 0.5) < 1e-6)  // ease-in-ease-out: half at half time
        UIApplication.shared.runUntilIdle()
        #expect(highlight.layer.presentation()!.opacity == 0)
    }

    @Test func selectionStyleNoneShowsNoHighlight() {
        UIApplication.shared.reset()
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.selectionStyle = .none
        cell.isSelected = true
        #expect(cell.selectedBackgroundView?.alpha == 0)
        cell.selectionStyle = .gray
        #expect(cell.selectedBackgroundView?.alpha == 1)
        cell.prepareForReuse()
        #expect(!cell.isSelected && cell.selectedBackgroundView?.alpha == 0)
        #expect(
            cell.detailTextLabel != nil && UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil
        )
    }

    @Test func selectingARowThatDoesNotExistIsReported() {
        UIApplication.shared.reset()
        let source = ListSource(rows: 3)
        let table = makeTable(source)
        let reports = Diagnostics.capture {
            table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .top)
            table.scrollToRow(at: IndexPath(row: 0, section: 1), at: .top, animated: false)
        }
        #expect(reports.map(\.code) == [.invalidArgument, .invalidArgument])
        #expect(table.indexPathForSelectedRow == nil)
    }
}
