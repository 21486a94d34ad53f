import Foundation
import Testing
import OpenUIKitTesting
import TestSupport
@testable import OpenUIKit

/// UIFont on the text engine: UIKit's factory methods, names, Dynamic Type sizes, and metrics read from the
/// font files.
@MainActor
@Suite(.freshApplication) struct UIFontTests {
    private let interRegular = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

    @Test func metricsAreTheFontFilesScaledToThePointSize() throws {
        let file = try #require(OpenTypeMetrics(path: interRegular))
        let font = UIFont.systemFont(ofSize: 17)
        let scale = 17 / file.unitsPerEm
        #expect(abs(font.ascender - file.ascender * scale) < 0.01)
        #expect(abs(font.descender - file.descender * scale) < 0.01)
        #expect(abs(font.leading - file.lineGap * scale) < 0.01)
        #expect(abs(font.lineHeight - (file.ascender - file.descender + file.lineGap) * scale) < 0.01)
        #expect(abs(font.capHeight - file.capHeight * scale) < 0.02)
        #expect(abs(font.xHeight - file.xHeight * scale) < 0.02)
        #expect(font.pointSize == 17 && font.withSize(34).pointSize == 34)
        #expect(abs(font.withSize(34).lineHeight - 2 * font.lineHeight) < 0.01)
    }

    @Test func systemFontsHaveUIKitsNamesWeightsAndTraits() {
        #expect(UIFont.systemFont(ofSize: 17).fontName == ".SFUI-Regular")
        #expect(UIFont.systemFont(ofSize: 17, weight: .semibold).fontName == ".SFUI-Semibold")
        #expect(UIFont.boldSystemFont(ofSize: 17).fontName == ".SFUI-Bold")
        #expect(UIFont.italicSystemFont(ofSize: 17).fontName == ".SFUI-RegularItalic")
        #expect(UIFont.systemFont(ofSize: 17).familyName == ".AppleSystemUIFont")
        #expect(UIFont.boldSystemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(UIFont.italicSystemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(
            UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).fontDescriptor.symbolicTraits.contains(
                .traitMonoSpace))
        // Monospaced digits: every digit has the same advance.
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 20, weight: .regular)
        let widths = ["1", "4", "8"].map { $0.size(withAttributes: [.font: digits]).width }
        #expect(widths.allSatisfy { abs($0 - widths[0]) < 0.001 })
        let proportional = ["1", "4", "8"].map { $0.size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)]).width }
        #expect(Set(proportional).count > 1)
        #expect(UIFont.boldSystemFont(ofSize: 17) != UIFont.systemFont(ofSize: 17))
        #expect(UIFont.systemFont(ofSize: 17, weight: .bold) == UIFont.boldSystemFont(ofSize: 17))
    }

    @Test func preferredFontsHaveTheDynamicTypeSizesOfTheLargeCategory() {
        // Apple's Human Interface Guidelines, Dynamic Type sizes, iOS, Large (default).
        let table: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in table {
            #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size, "\(style.rawValue)")
        }
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold")
        #expect(UIFont.preferredFont(forTextStyle: .body).fontName == ".SFUI-Regular")
        let metrics = UIFontMetrics(forTextStyle: .body)
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(metrics.scaledFont(for: body) == body && metrics.scaledValue(for: 44) == 44)
        #expect(metrics.scaledFont(for: body, maximumPointSize: 12).pointSize == 12)
    }

    @Test func namedFontsAreInstalledFamiliesOrAppleStandInsAndOthersAreNil() throws {
        let inter = try #require(UIFont(name: "Inter-SemiBold", size: 14))
        #expect(inter.fontName == "Inter-SemiBold" && inter.familyName == "Inter" && inter.pointSize == 14)
        #expect(inter.fontDescriptor.weight == .semibold)
        let helvetica = try #require(UIFont(name: "Helvetica-Bold", size: 12))
        #expect(helvetica.familyName == "Helvetica" && helvetica.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(UIFont(name: "PingFangSC-Regular", size: 12) != nil)
        #expect(UIFont(name: "Comic Sans Nonexistent", size: 12) == nil)
        #expect(UIFont(name: "", size: 12) == nil)
        #expect(UIFont.familyNames.contains("Inter") && UIFont.familyNames.contains("WenQuanYi Micro Hei"))
        let descriptor = UIFontDescriptor(name: "Inter", size: 10).withSymbolicTraits([.traitBold, .traitItalic])
        let styled = UIFont(descriptor: try #require(descriptor), size: 0)
        #expect(
            styled.pointSize == 10 && styled.fontDescriptor.symbolicTraits.isSuperset(of: [.traitBold, .traitItalic]))
        #expect(UIFontDescriptor(name: "Inter", size: 10).withSymbolicTraits(.traitCondensed) == nil)
        #expect(
            UIFont(descriptor: UIFontDescriptor(name: "Inter", size: 10).withFamily("Courier"), size: 9).familyName
                == "Liberation Mono")
    }

    @Test func invalidSizesAreReportedAndBecomeZeroOrNil() {
        var fonts: [UIFont?] = []
        let reports = Diagnostics.capture {
            fonts.append(UIFont.systemFont(ofSize: .nan))
            fonts.append(UIFont.boldSystemFont(ofSize: -4))
            fonts.append(UIFont(name: "Inter", size: .infinity))
            fonts.append(UIFont.systemFont(ofSize: 17).withSize(-1))
        }
        #expect(reports.map(\.code) == Array(repeating: .invalidFontSize, count: 4))
        #expect(fonts.map { $0?.pointSize } == [0, 0, nil, 0])
        // A zero-size font measures nothing and draws nothing, without reports.
        let zero = Diagnostics.capture {
            #expect("Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 0)]).width < 0.01)
        }
        #expect(zero.isEmpty)
    }
}
