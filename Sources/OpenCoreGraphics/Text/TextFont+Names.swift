import Foundation

extension TextFont {
    /// The system font's family: Inter, San Francisco's stand-in (San Francisco is not licensed for Linux;
    /// Inter is a neo-grotesque UI face of similar proportions, x-height and weights).
    package static let systemFamily = "Inter"
    /// The monospaced system font's family (SF Mono's and Menlo's stand-in).
    package static let monospacedFamily = "DejaVu Sans Mono"

    /// Apple font families and the installed families drawn for them.
    private static let aliases: [String: String] = [
        "helvetica": "Liberation Sans", "helveticaneue": "Liberation Sans", "arial": "Liberation Sans",
        "times": "Liberation Serif", "timesnewroman": "Liberation Serif", "georgia": "Liberation Serif",
        "courier": "Liberation Mono", "couriernew": "Liberation Mono", "menlo": monospacedFamily,
        "sfmono": monospacedFamily, "pingfangsc": "WenQuanYi Micro Hei", "pingfangtc": "WenQuanYi Micro Hei",
        "pingfanghk": "WenQuanYi Micro Hei", "heitisc": "WenQuanYi Micro Hei", "applecoloremoji": "Noto Color Emoji",
        "sfprotext": systemFamily, "sfprodisplay": systemFamily, "sfui": systemFamily, "sfuitext": systemFamily,
        "sfuidisplay": systemFamily,
    ]

    /// Style words of PostScript names ("Helvetica-BoldOblique") and the UIKit weights they stand for,
    /// longest first so "SemiBold" is not read as "Bold".
    private static let weightWords: [(String, CGFloat)] = [
        ("ultralight", -0.8), ("extralight", -0.8), ("semibold", 0.3), ("demibold", 0.3), ("extrabold", 0.56),
        ("medium", 0.23), ("light", -0.4), ("heavy", 0.56), ("black", 0.62), ("thin", -0.6), ("bold", 0.4),
    ]

    /// The font a family or PostScript-style name ("Inter", "Helvetica-Bold", "Times New Roman",
    /// "PingFangSC-Regular", ".SFUI-Semibold") stands for among the installed families, or nil when the name
    /// is of no installed family and of no Apple family with a stand-in.
    package init?(named name: String, size: CGFloat) {
        let squeezed = { (value: String) in value.lowercased().filter { $0.isLetter || $0.isNumber } }
        let installed = FontSystem.shared.families
        let byKey = Dictionary(installed.map { (squeezed($0), $0) }, uniquingKeysWith: { first, _ in first })
        let family: String
        var style = ""
        if let exact = byKey[squeezed(name)] ?? Self.aliases[squeezed(name)] {
            family = exact
        } else if let dash = name.lastIndex(of: "-"),
            let found = byKey[squeezed(String(name[..<dash]))] ?? Self.aliases[squeezed(String(name[..<dash]))]
        {
            family = found
            style = squeezed(String(name[name.index(after: dash)...]))
        } else {
            return nil
        }
        let weight = Self.weightWords.first { style.contains($0.0) }?.1 ?? 0
        self.init(
            family: family, size: size, weight: weight, italic: style.contains("italic") || style.contains("oblique"))
    }
}
