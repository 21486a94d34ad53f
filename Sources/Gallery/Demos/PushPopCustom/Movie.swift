import Foundation
import OpenUIKit

/// A film of the movie list (the `movieList` of “Complex Animation Cases”, whose entries name poster images): its name
/// and the colour of the poster drawn for it, as the gallery ships no image files.
struct Movie: Sendable {
    let name: String
    let red: CGFloat, green: CGFloat, blue: CGFloat

    /// The poster's size in points (a 3 : 4 portrait); the detail page shows it larger.
    static let posterSize = CGSize(width: 36, height: 48)

    /// The films, top to bottom.
    static let movieList: [Movie] = [
        Movie(name: "Harbour", red: 0.2, green: 0.45, blue: 0.85),
        Movie(name: "Ember", red: 0.9, green: 0.45, blue: 0.1),
        Movie(name: "Meadow", red: 0.15, green: 0.6, blue: 0.3),
        Movie(name: "Nightfall", red: 0.45, green: 0.2, blue: 0.65),
        Movie(name: "Crimson", red: 0.8, green: 0.15, blue: 0.2),
    ]

    var color: UIColor { UIColor(red: red, green: green, blue: blue, alpha: 1) }

    /// The poster, drawn at 4× so the detail page's larger copy stays sharp (see `poster(color:initial:size:)`).
    @MainActor
    var poster: UIImage { Self.poster(color: color, initial: String(name.prefix(1)), size: Self.posterSize) }

    /// A poster of `size` points, drawn at 4×: `color` with a lighter band across the middle and `initial` in white
    /// above it, the band, the letter's box and its font scaled with the poster's height from the list's 48 points.
    @MainActor
    static func poster(color: UIColor, initial: String, size: CGSize) -> UIImage {
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 4
        let bounds = CGRect(origin: .zero, size: size)
        let unit = size.height / posterSize.height
        let art = UIView(frame: bounds)
        art.backgroundColor = color
        let band = UIView(
            frame: CGRect(x: 0, y: bounds.height * 0.55, width: bounds.width, height: bounds.height * 0.2))
        band.backgroundColor = UIColor(white: 1, alpha: 0.45)
        art.addSubview(band)
        let label = UILabel(frame: CGRect(x: 0, y: 4 * unit, width: bounds.width, height: bounds.height * 0.5))
        label.text = initial
        label.font = .systemFont(ofSize: 20 * unit)
        label.textColor = .white
        label.textAlignment = .center
        art.addSubview(label)
        return UIGraphicsImageRenderer(size: bounds.size, format: format).image { context in
            art.layer.render(in: context.cgContext)
        }
    }
}
