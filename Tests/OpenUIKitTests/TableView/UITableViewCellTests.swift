import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// A cell's standard views: made on first use, laid out with 16 pt margins by style.
@MainActor
@Suite(.freshApplication) struct UITableViewCellTests {
    @Test func theDefaultStylePutsTheTextAfterTheImage() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "cell")
        cell.frame = CGRect(x: 0, y: 0, width: StandardScreen.width, height: 44)
        #expect(cell.contentView.subviews.isEmpty)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { _ in }
        cell.imageView?.image = image
        cell.textLabel?.text = "Title"
        cell.layoutIfNeeded()
        #expect(cell.contentView.subviews.count == 2 && cell.contentView.frame == cell.bounds)
        #expect(cell.imageView?.frame == CGRect(x: 16, y: 12, width: 30, height: 20))
        let textHeight = cell.textLabel!.sizeThatFits(CGSize(width: 312, height: 44)).height
        #expect(cell.textLabel?.frame == CGRect(x: 62, y: (44 - textHeight) / 2, width: 312, height: textHeight))
        #expect(
            cell.selectedBackgroundView?.frame == cell.bounds && cell.subviews.first === cell.selectedBackgroundView)
    }

    @Test func theSubtitleStyleStacksTheDetailUnderTheText() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        cell.layoutIfNeeded()
        let text = cell.textLabel!.frame, detail = cell.detailTextLabel!.frame
        #expect(text.minX == 16 && detail.minX == 16 && text.width == 288)
        #expect(detail.minY == text.maxY && abs((text.minY + detail.maxY) / 2 - 30) < 1e-9)  // centred as a block
        #expect(cell.detailTextLabel?.font.pointSize == 12)
    }

    @Test func aRegisteredSubclassIsMadeThroughItsOwnInitializer() {
        CountedCell.made = 0
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        table.register(CountedCell.self, forCellReuseIdentifier: "counted")
        let cell = table.dequeueReusableCell(withIdentifier: "counted")
        #expect(
            cell is CountedCell && cell?.reuseIdentifier == "counted" && cell?.style == .default
                && CountedCell.made == 1)
        table.register(nil as AnyClass?, forCellReuseIdentifier: "counted")
        #expect(table.dequeueReusableCell(withIdentifier: "counted") == nil)
    }

    @Test func rowsAreSeparatedByAHairlineInsetFromTheLeft() throws {
        let source = ListSource(rows: 3)
        let window = makeTouchWindow()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 60, height: 100))
        table.register(CountedCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        window.addSubview(table)
        UIApplication.shared.advance(by: 0)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.separatorView.frame == CGRect(x: 16, y: 44 - 1.0 / 3, width: 44, height: 1.0 / 3))  // scale 3
        #expect(cell.separatorView.backgroundColor == .separator && cell.subviews.last === cell.separatorView)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let image = try #require(
            UIGraphicsImageRenderer(size: table.bounds.size, format: format).image { _ in
                table.drawHierarchy(in: table.bounds, afterScreenUpdates: true)
            }.cgImage)
        // The separator's (60, 60, 67) at 29 % over the white cell, on the last pixel row of row 0.
        let line = image.pixel(x: 100, y: 131), beside = image.pixel(x: 20, y: 131), above = image.pixel(x: 100, y: 130)
        #expect(abs(Int(line.r) - 198) <= 1 && abs(Int(line.b) - 200) <= 1)
        #expect(beside == (255, 255, 255, 255) && above == (255, 255, 255, 255))  // inside the inset; the row itself
        table.separatorStyle = .none
        table.separatorInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 10)
        table.layoutIfNeeded()
        #expect(
            cell.separatorView.isHidden && cell.separatorView.frame.minX == 0 && cell.separatorView.frame.width == 50)
    }
}
