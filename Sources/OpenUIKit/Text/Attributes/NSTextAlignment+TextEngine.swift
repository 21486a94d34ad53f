import OpenCoreGraphics

extension NSTextAlignment {
    /// The text engine's alignment.
    var textAlignment: TextParagraphStyle.Alignment {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }
}

extension NSLineBreakMode {
    /// The text engine's line-break mode.
    var textLineBreak: TextParagraphStyle.LineBreak {
        switch self {
        case .byWordWrapping: .wordWrapping
        case .byCharWrapping: .charWrapping
        case .byClipping: .clipping
        case .byTruncatingHead: .truncatingHead
        case .byTruncatingTail: .truncatingTail
        case .byTruncatingMiddle: .truncatingMiddle
        }
    }
}
