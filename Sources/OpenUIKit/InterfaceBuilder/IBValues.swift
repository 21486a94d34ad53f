import Foundation

/// The values Interface Builder documents spell in attributes and small elements: rects, colours, fonts,
/// content modes, autoresizing masks, edge insets.
@MainActor
enum IBValues {
    /// A `<rect x= y= width= height=>`.
    static func rect(from element: IBElement) -> CGRect {
        CGRect(
            x: element.cgFloat("x") ?? 0, y: element.cgFloat("y") ?? 0, width: element.cgFloat("width") ?? 0,
            height: element.cgFloat("height") ?? 0)
    }

    /// An `<edgeInsets top= left= bottom= right=>` (or `<directionalEdgeInsets top= leading= …>`, read with
    /// leading as left).
    static func insets(from element: IBElement) -> UIEdgeInsets {
        UIEdgeInsets(
            top: element.cgFloat("top") ?? element.cgFloat("minY") ?? 0,
            left: element.cgFloat("left") ?? element.cgFloat("leading") ?? element.cgFloat("minX") ?? 0,
            bottom: element.cgFloat("bottom") ?? element.cgFloat("maxY") ?? 0,
            right: element.cgFloat("right") ?? element.cgFloat("trailing") ?? element.cgFloat("maxX") ?? 0)
    }

    /// A `<rectEdge key="edges" left="YES" …>` (a screen edge pan recognizer's edges).
    static func rectEdge(from element: IBElement) -> UIRectEdge {
        let flags: [(String, UIRectEdge)] = [("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right)]
        var edges: UIRectEdge = []
        for (attribute, edge) in flags where element.bool(attribute) == true { edges.insert(edge) }
        return edges
    }

    /// An `<autoresizingMask widthSizable="YES" …>`.
    static func autoresizingMask(from element: IBElement) -> UIView.AutoresizingMask {
        let flags: [(String, UIView.AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
            ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
            ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        var mask: UIView.AutoresizingMask = []
        for (attribute, flag) in flags where element.bool(attribute) == true { mask.insert(flag) }
        return mask
    }

    /// A colour given by components: `colorSpace="custom" customColorSpace="sRGB"` (or displayP3, read as
    /// sRGB), `calibratedRGB`/`deviceRGB` with red, green, blue, alpha; `calibratedWhite`/`deviceWhite`/
    /// `genericGamma22GrayColorSpace` with white, alpha.
    static func componentColor(from element: IBElement) -> UIColor? {
        let alpha = element.cgFloat("alpha") ?? 1
        if let white = element.cgFloat("white") {
            return UIColor(white: white, alpha: alpha)
        }
        guard let red = element.cgFloat("red"), let green = element.cgFloat("green"), let blue = element.cgFloat("blue")
        else { return nil }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A system colour by the name Interface Builder writes (`systemBackgroundColor`, `labelColor`,
    /// `systemBlueColor`, …), nil for one OpenUIKit does not define (the document's resources then say it).
    static func systemColor(named name: String) -> UIColor? {
        switch name {
        case "systemBackgroundColor": .systemBackground
        case "secondarySystemBackgroundColor": .secondarySystemBackground
        case "labelColor": .label
        case "secondaryLabelColor": .secondaryLabel
        case "separatorColor": .separator
        case "tintColor": .tintColor
        case "systemRedColor": .systemRed
        case "systemGreenColor": .systemGreen
        case "systemBlueColor": .systemBlue
        case "systemOrangeColor": .systemOrange
        case "systemYellowColor": .systemYellow
        case "systemPinkColor": .systemPink
        case "systemPurpleColor": .systemPurple
        case "systemTealColor": .systemTeal
        case "systemIndigoColor": .systemIndigo
        case "systemGrayColor": .systemGray
        case "systemGray4Color": .systemGray4
        case "blackColor": .black
        case "whiteColor": .white
        case "clearColor": .clear
        case "darkGrayColor": .darkGray
        case "lightGrayColor": .lightGray
        case "grayColor": .gray
        default: nil
        }
    }

    /// A `<fontDescription>`: a text style (`style="UICTFontTextStyleBody"`), the system font (`type="system"`,
    /// `boldSystem`, `italicSystem`, with `weight`), or a named font (`name`), at `pointSize`.
    static func font(from element: IBElement) -> UIFont {
        let size = element.cgFloat("pointSize") ?? 17
        if let style = element["style"] {
            return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
        }
        switch element["type"] {
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "italicSystem": return .italicSystemFont(ofSize: size)
        case "system":
            return .systemFont(ofSize: size, weight: weight(named: element["weight"]))
        default:
            if let name = element["name"], let font = UIFont(name: name, size: size) { return font }
            return .systemFont(ofSize: size)
        }
    }

    private static func weight(named name: String?) -> UIFont.Weight {
        switch name {
        case "ultraLight": .ultraLight
        case "thin": .thin
        case "light": .light
        case "medium": .medium
        case "semibold": .semibold
        case "bold": .bold
        case "heavy": .heavy
        case "black": .black
        default: .regular
        }
    }

    /// A `contentMode` attribute.
    static func contentMode(_ name: String) -> UIView.ContentMode? {
        switch name {
        case "scaleToFill": .scaleToFill
        case "scaleAspectFit": .scaleAspectFit
        case "scaleAspectFill": .scaleAspectFill
        case "redraw": .redraw
        case "center": .center
        case "top": .top
        case "bottom": .bottom
        case "left": .left
        case "right": .right
        case "topLeft": .topLeft
        case "topRight": .topRight
        case "bottomLeft": .bottomLeft
        case "bottomRight": .bottomRight
        default: nil
        }
    }

    /// A `textAlignment` attribute.
    static func textAlignment(_ name: String) -> NSTextAlignment? {
        switch name {
        case "left": .left
        case "center": .center
        case "right": .right
        case "justified": .justified
        case "natural": .natural
        default: nil
        }
    }

    /// A `lineBreakMode` attribute.
    static func lineBreakMode(_ name: String) -> NSLineBreakMode? {
        switch name {
        case "wordWrap": .byWordWrapping
        case "characterWrap": .byCharWrapping
        case "clipping": .byClipping
        case "headTruncation": .byTruncatingHead
        case "tailTruncation": .byTruncatingTail
        case "middleTruncation": .byTruncatingMiddle
        default: nil
        }
    }

    /// A control event (`eventType="touchUpInside"`).
    static func controlEvent(_ name: String?) -> UIControl.Event {
        switch name {
        case "touchDown": .touchDown
        case "touchDownRepeat": .touchDownRepeat
        case "touchDragInside": .touchDragInside
        case "touchDragOutside": .touchDragOutside
        case "touchDragEnter": .touchDragEnter
        case "touchDragExit": .touchDragExit
        case "touchUpOutside": .touchUpOutside
        case "touchCancel": .touchCancel
        case "valueChanged": .valueChanged
        case "primaryActionTriggered": .primaryActionTriggered
        case "editingDidBegin": .editingDidBegin
        case "editingChanged": .editingChanged
        case "editingDidEnd": .editingDidEnd
        case "editingDidEndOnExit": .editingDidEndOnExit
        default: .touchUpInside
        }
    }

    /// A modal presentation style attribute (`modalPresentationStyle="fullScreen"`).
    static func modalPresentationStyle(_ name: String) -> UIModalPresentationStyle? {
        switch name {
        case "fullScreen": .fullScreen
        case "pageSheet": .pageSheet
        case "formSheet": .formSheet
        case "currentContext": .currentContext
        case "overFullScreen": .overFullScreen
        case "overCurrentContext": .overCurrentContext
        case "custom": .custom
        case "automatic": .automatic
        case "popover": .popover
        default: nil
        }
    }

    /// A modal transition style attribute (`modalTransitionStyle="crossDissolve"`).
    static func modalTransitionStyle(_ name: String) -> UIModalTransitionStyle? {
        switch name {
        case "coverVertical": .coverVertical
        case "flipHorizontal": .flipHorizontal
        case "crossDissolve": .crossDissolve
        case "partialCurl": .partialCurl
        default: nil
        }
    }
}
