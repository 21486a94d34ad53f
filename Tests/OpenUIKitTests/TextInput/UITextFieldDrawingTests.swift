import Foundation
import Testing
import OpenUIKitTesting
import TestSupport
@testable import OpenUIKit

/// A field being typed into, drawn: border, text and caret at their pixels.
@MainActor
@Suite(.freshApplication) struct UITextFieldDrawingTests {
    @Test func aRoundedFieldBeingTypedIntoShowsItsTextAndCaret() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 80))
        window.backgroundColor = UIColor(white: 0.9, alpha: 1)
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 20, y: 25, width: 200, height: 30))
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        field.clearButtonMode = .whileEditing
        window.addSubview(field)
        UIApplication.shared.tap(at: CGPoint(x: 120, y: 40))
        UIApplication.shared.type("Hello")
        UIApplication.shared.advance(by: 0)
        window.layoutIfNeeded()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: window.bounds.size, format: format).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
        let pixels = try #require(image.cgImage)
        func pixel(_ point: CGPoint) -> [Int] {
            let p = pixels.pixel(x: Int(point.x), y: Int(point.y))
            return [Int(p.r), Int(p.g), Int(p.b)]
        }
        // The caret: 2 points of the tint colour (systemBlue, 0 122 255) in the middle of the line.
        let caret = field.convert(CGPoint(x: field.caretView.frame.minX + 1, y: 15), to: nil)
        #expect(pixels.pixel(Int(caret.x), Int(caret.y), is: [0, 122, 255]))
        // The field's white background inside the rounded border, between the caret and the clear button.
        #expect(pixel(CGPoint(x: 160, y: 30)) == [255, 255, 255])
        // Outside the field: the window's grey.
        #expect(pixel(CGPoint(x: 10, y: 40)) == [230, 230, 230])
        // The clear button's grey circle (142 142 147) beside its white cross.
        let circle = field.convert(CGPoint(x: 175 + 9.5, y: 15 - 6), to: nil)
        #expect(pixels.pixel(Int(circle.x), Int(circle.y), is: [142, 142, 147], tolerance: 3))
        // The text is drawn: dark pixels in the text rectangle left of the caret, none right of it.
        let darkColumns = (27..<Int(caret.x) - 1).filter { x in
            (30..<50).contains { y in pixel(CGPoint(x: x, y: y)).allSatisfy { $0 < 100 } }
        }
        #expect(darkColumns.count > 10)
        let darkAfterCaret = (Int(caret.x) + 2..<185).filter { x in
            (30..<50).contains { y in pixel(CGPoint(x: x, y: y)).allSatisfy { $0 < 100 } }
        }
        #expect(darkAfterCaret.isEmpty)
        let folder = ProcessInfo.processInfo.environment["OPENUIKIT_SNAPSHOTS"] ?? NSTemporaryDirectory()
        if let data = image.pngData() {
            try data.write(to: URL(fileURLWithPath: folder).appendingPathComponent("text-field-typing.png"))
        }
    }
}
