import Foundation
import Testing
import OpenUIKitTesting
import TestSupport
@testable import OpenUIKit

/// Text and images as a screen shows them, rendered to PNGs (in `TextImages.folder`) to be looked at, with
/// pixel checks at key points: the seeds' home list with its Chinese section titles, a label in each line
/// break mode, an attributed string with every attribute, a text field being typed into and a template image
/// tinted.
@MainActor
@Suite(.freshApplication) struct TextAndImagesLookTests {
    /// The seeds' articles (their own Chinese titles) and the headings of their parts, as the home list of the
    /// seeds' app lists them.
    private static let articles: [(title: String, parts: [String])] = [
        ("复杂动画案例解析", ["一、展示 Mask 动画的暂停、继续", "二、转场动画", "三、ChildViewController"]),
        ("玩转iOS转场动画", ["一、引言", "二、UIViewController进行模态跳转的转场", "三、导航转场动画的自定义"]),
    ]

    /// The home list's data source.
    private final class HomeList: NSObject, UITableViewDataSource {
        func numberOfSections(in tableView: UITableView) -> Int { articles.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            articles[section].parts.count
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            articles[section].title
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Part", for: indexPath)
            cell.textLabel?.text = articles[indexPath.section].parts[indexPath.row]
            return cell
        }
    }

    private func window(height: CGFloat) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: StandardScreen.width, height: height))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        return window
    }

    /// Dark pixels of `image` (scale 2) inside `rect` (points).
    private func ink(_ image: CGImage, in rect: CGRect) -> Int {
        let pixels = rect.applying(CGAffineTransform(scaleX: 2, y: 2)).integral
        return TextImages.inked(
            image, rows: max(0, Int(pixels.minY))..<min(image.height, Int(pixels.maxY)),
            columns: max(0, Int(pixels.minX))..<min(image.width, Int(pixels.maxX)))
    }

    /// Pixels of `image` (scale 2) inside `rect` (points) clearly darker than the header's grey background.
    private func marks(_ image: CGImage, in rect: CGRect) -> Int {
        let pixels = rect.applying(CGAffineTransform(scaleX: 2, y: 2)).integral
        var count = 0
        for y in max(0, Int(pixels.minY))..<min(image.height, Int(pixels.maxY)) {
            for x in max(0, Int(pixels.minX))..<min(image.width, Int(pixels.maxX)) where image.pixel(x: x, y: y).r < 200
            {
                count += 1
            }
        }
        return count
    }

    @Test func theSeedsHomeListShowsItsChineseSectionTitles() throws {
        let window = window(height: 400)
        let table = UITableView(frame: window.bounds, style: .plain)
        let source = HomeList()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Part")
        table.dataSource = source
        window.addSubview(table)
        UIApplication.shared.advance(by: 0)
        table.layoutIfNeeded()
        let image = TextImages.render(window, name: "look-home-list")
        for section in 0..<2 {
            let header = try #require(table.headerView(forSection: section) as? UITableViewHeaderFooterView)
            #expect(header.textLabel.text == Self.articles[section].title)
            // The title is drawn in the CJK font (each ideograph a full em wide) in the headers' grey: marks over
            // its width, not a row of empty boxes, and none beyond it.
            let title = header.textLabel.convert(header.textLabel.bounds, to: window)
            let width = Self.articles[section].title.size(withAttributes: [.font: header.textLabel.font as UIFont])
                .width
            #expect(title.width >= width)
            let drawn = CGRect(x: title.minX, y: title.minY, width: width, height: title.height)
            let grey = marks(image, in: drawn)
            #expect(grey > 400)
            #expect(marks(image, in: CGRect(x: drawn.maxX + 2, y: drawn.minY, width: 60, height: drawn.height)) == 0)
            // Every ideograph has strokes: each quarter of the title is marked.
            for quarter in 0..<4 {
                let part = CGRect(
                    x: drawn.minX + CGFloat(quarter) * width / 4, y: drawn.minY, width: width / 4, height: drawn.height)
                #expect(marks(image, in: part) > grey / 10)
            }
        }
        // The longest row fits its cell on one line: the whole title, no "…".
        let row = try #require(table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel)
        let frame = row.convert(row.bounds, to: window)
        #expect(row.text == "二、UIViewController进行模态跳转的转场" && row.intrinsicContentSize.width <= frame.width)
        #expect(ink(image, in: frame) > 300)
    }

    @Test func aLabelInEachLineBreakMode() throws {
        let window = window(height: 330)
        let text = "The quick brown fox jumps over the lazy dog"
        let font = UIFont.systemFont(ofSize: 17)
        let modes: [(NSLineBreakMode, Int)] = [
            (.byWordWrapping, 2), (.byCharWrapping, 2), (.byClipping, 1), (.byTruncatingHead, 1),
            (.byTruncatingTail, 1), (.byTruncatingMiddle, 1),
        ]
        let labels = modes.enumerated().map { index, mode in
            let label = UILabel(frame: CGRect(x: 20, y: 10 + CGFloat(index) * 52, width: 200, height: 44))
            label.font = font
            label.text = text
            label.numberOfLines = mode.1
            label.lineBreakMode = mode.0
            window.addSubview(label)
            return label
        }
        let image = TextImages.render(window, name: "look-line-break-modes")
        let line = font.lineHeight
        for label in labels {
            // Nothing is drawn outside the label, and its first line is drawn.
            #expect(ink(image, in: label.frame.insetBy(dx: -4, dy: 0)) == ink(image, in: label.frame))
            #expect(ink(image, in: CGRect(x: 20, y: label.frame.minY, width: 200, height: line)) > 100)
        }
        // The wrapping modes fill a second line; the one-line modes leave it empty.
        let second = { (label: UILabel) in
            self.ink(image, in: CGRect(x: 20, y: label.frame.midY + line / 2 + 1, width: 200, height: line))
        }
        #expect(second(labels[0]) > 50 && second(labels[1]) > 50)
        // Word wrapping breaks after a whole word ("… jumps"), character wrapping fills the first line further.
        let firstLineEnd = { (label: UILabel) in
            (0..<400).last { x in
                (Int(label.frame.minY * 2)..<Int((label.frame.minY + line) * 2)).contains { y in
                    let p = image.pixel(x: 40 + x, y: y)
                    return p.r < 128
                }
            } ?? 0
        }
        #expect(firstLineEnd(labels[1]) > firstLineEnd(labels[0]))
        // Head truncation ends with the text's last word, tail truncation starts with its first: the "…" sits at
        // the start of one and the end of the other, so their ink starts and ends at different places.
        let head = ink(image, in: CGRect(x: 20, y: labels[3].frame.minY, width: 20, height: 44))
        let tailStart = ink(image, in: CGRect(x: 20, y: labels[4].frame.minY, width: 20, height: 44))
        #expect(tailStart > head)
    }

    @Test func anAttributedStringWithEveryAttribute() throws {
        let window = window(height: 120)
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.firstLineHeadIndent = 10
        let shadow = NSShadow()
        shadow.shadowColor = UIColor.green
        shadow.shadowOffset = CGSize(width: 4, height: 4)
        let text = NSMutableAttributedString(
            string: "Styled 文字 text",
            attributes: [
                .font: UIFont.boldSystemFont(ofSize: 28), .foregroundColor: UIColor.red,
                .backgroundColor: UIColor.yellow, .kern: 2, .paragraphStyle: style,
                .underlineStyle: NSUnderlineStyle.single.rawValue,
            ])
        text.addAttributes(
            [.strikethroughStyle: NSUnderlineStyle.double.rawValue, .baselineOffset: 6, .shadow: shadow],
            range: NSRange(location: 7, length: 2))
        let label = UILabel(frame: CGRect(x: 0, y: 20, width: StandardScreen.width, height: 80))
        label.attributedText = text
        window.addSubview(label)
        let image = TextImages.render(window, name: "look-attributed")
        func count(_ color: [Int]) -> Int {
            var count = 0
            for y in 0..<image.height {
                for x in 0..<image.width where image.pixel(x, y, is: color, tolerance: 8) { count += 1 }
            }
            return count
        }
        #expect(count([255, 0, 0, 255]) > 1000)  // the red glyphs
        #expect(count([255, 255, 0, 255]) > 1000)  // the yellow background
        #expect(count([0, 255, 0, 255]) > 50)  // the green shadow
        // Centred: the yellow runs from as far from the left edge as from the right.
        let yellowColumns = (0..<image.width).filter { x in
            (0..<image.height).contains { y in image.pixel(x, y, is: [255, 255, 0, 255], tolerance: 8) }
        }
        let left = yellowColumns.first ?? 0, right = image.width - 1 - (yellowColumns.last ?? 0)
        #expect(abs(left - right) <= 24)  // the first line's 10-point indent shifts it right by 10 (20 px)
    }

    @Test func aTextFieldBeingTypedIntoAndATemplateImageTinted() throws {
        let window = window(height: 100)
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 250, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "标题"
        window.addSubview(field)
        let imageView = UIImageView(frame: CGRect(x: 300, y: 20, width: 40, height: 40))
        imageView.image = ImageFixtureFactory.glyph.withRenderingMode(.alwaysTemplate)
        imageView.tintColor = .systemGreen
        window.addSubview(imageView)
        UIApplication.shared.tap(at: CGPoint(x: 100, y: 37))
        UIApplication.shared.type("你好, Hello")
        UIApplication.shared.advance(by: 0)
        window.layoutIfNeeded()
        let image = TextImages.render(window, name: "look-field-and-template")
        #expect(field.text == "你好, Hello" && field.placeholderLabel.isHidden)
        // The typed text is drawn left of the caret; the caret is the tint colour (systemBlue).
        let caret = field.caretView.convert(field.caretView.bounds, to: window)
        #expect(ink(image, in: CGRect(x: 27, y: caret.minY, width: caret.minX - 27, height: caret.height)) > 300)
        #expect(image.pixel(Int(caret.midX * 2), Int(caret.midY * 2), is: [0, 122, 255, 255]))
        // The template glyph (a square 2…8 of 10) in the tint colour (systemGreen 52 199 89); transparent
        // corners stay white.
        #expect(image.pixel(640, 80, is: [52, 199, 89, 255]))
        #expect(image.pixel(604, 44, is: [255, 255, 255, 255]))
    }
}
