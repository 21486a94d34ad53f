import Foundation

/// The geometry of a page sheet on an iPhone-sized screen, in one place (Apple publishes none of it; these
/// match what iOS 13 and later show on an iPhone 14): the card's top is 10 pt below a 47 pt status area, its
/// top corners are rounded with a 10 pt radius, and the presenter's view shrinks behind it to
/// (width − 32) / width, its top moving to the status area's bottom edge, with the same corner radius.
@MainActor
enum SheetMetrics {
    /// The height of the status area above the sheet.
    static let statusAreaHeight: CGFloat = 47
    /// The gap between the status area and the card's top.
    static let cardGap: CGFloat = 10
    /// The corner radius of the card and of the presenter's view behind it.
    static let cornerRadius: CGFloat = 10
    /// How much narrower the presenter's view becomes (both sides together).
    static let presenterInset: CGFloat = 32
    /// The black the presenter's screen is dimmed with while a sheet is up: 20 %, as measured on the iOS 26.1
    /// simulator (a third party's probes, the Vercantez/openuikit project).
    static let dimmingAlpha: CGFloat = 0.2
    /// The grabber at the top of the card, as measured on the iOS 26.1 simulator: 36 × 5 pt with a 2.5 pt
    /// radius, centred 5 pt below the card's top, colour (197, 197, 200).
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTop: CGFloat = 5
    static let grabberColor = CGColor(red: 197 / 255, green: 197 / 255, blue: 200 / 255, alpha: 1)

    /// The grabber's frame in a card of `bounds`.
    static func grabberFrame(in bounds: CGRect) -> CGRect {
        CGRect(
            x: bounds.midX - grabberSize.width / 2, y: bounds.minY + grabberTop, width: grabberSize.width,
            height: grabberSize.height)
    }

    /// The card's frame in a container of `bounds`.
    static func cardFrame(in bounds: CGRect) -> CGRect {
        let top = statusAreaHeight + cardGap
        return CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: max(bounds.height - top, 1))
    }

    /// The transform that shrinks a presenter's view of `bounds` behind the card.
    static func presenterTransform(for bounds: CGRect) -> CGAffineTransform {
        guard bounds.width > presenterInset, bounds.height > 0 else { return .identity }
        let scale = (bounds.width - presenterInset) / bounds.width
        let scaledTop = bounds.height * (1 - scale) / 2
        return CGAffineTransform(translationX: 0, y: statusAreaHeight - scaledTop).scaledBy(x: scale, y: scale)
    }
}
