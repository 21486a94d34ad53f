import CCairo
import CPango
import Foundation

/// The fonts text is drawn with and the one Pango context that shapes it.
///
/// Fontconfig is given a configuration of its own, holding only the font files listed in
/// ``FontSystem/fontFiles`` and the two rules of ``FontSystem/configurationRules`` (none of the machine's other
/// fonts, and none of its configuration files), so text measures and draws the same on every machine that has
/// those Debian packages. Pango (over HarfBuzz) shapes
/// through a cairo font map on that configuration, with unhinted metrics and fractional glyph positions so
/// text scales without jitter.
///
/// Concurrency: Pango 1.50's font maps, contexts and layouts are not thread-safe (its documentation allows
/// using an object from several threads only when the calls do not overlap), and the render tree is drawn off
/// the main actor, possibly in parallel. Every Pango call therefore runs inside ``perform(_:)``, under one
/// lock; the objects made there never leave it.
package final class FontSystem: @unchecked Sendable {
    /// The one instance, made on first use.
    package static let shared = FontSystem()

    /// The fallback families appended to every font's family, in the order glyphs fall back: CJK (PingFang's
    /// stand-in), colour emoji (Apple Color Emoji's), then DejaVu Sans for other symbols.
    package static let fallbackFamilies = ["WenQuanYi Micro Hei", "Noto Color Emoji", "DejaVu Sans"]

    /// The font files loaded: (directory, file-name prefixes). Debian's `fonts-inter`, `fonts-wqy-microhei`,
    /// `fonts-noto-color-emoji`, `fonts-dejavu-core` and `fonts-liberation` install them.
    package static let fontFiles: [(directory: String, prefixes: [String])] = [
        ("/usr/share/fonts/opentype/inter", ["Inter-"]),
        ("/usr/share/fonts/truetype/wqy", ["wqy-microhei"]),
        ("/usr/share/fonts/truetype/noto", ["NotoColorEmoji"]),
        ("/usr/share/fonts/truetype/dejavu", ["DejaVuSans.", "DejaVuSans-Bold.", "DejaVuSansMono"]),
        ("/usr/share/fonts/truetype/liberation", ["LiberationSans-", "LiberationSerif-", "LiberationMono-"]),
    ]

    /// The fontconfig rules the configuration holds besides its fonts, which colour emoji need (iOS draws emoji
    /// from Apple Color Emoji, in colour whatever the text colour):
    /// - Pango itemizes emoji characters with the generic family `emoji` instead of the font's own family, so
    ///   `emoji` is an alias preferring Noto Color Emoji (without it fontconfig scores DejaVu Sans's monochrome
    ///   emoticons higher);
    /// - Noto Color Emoji is a colour bitmap font (CBDT, 109 px strikes, no outlines): the font's matrix scales
    ///   its strike to the pixel size asked for, as the `10-scale-bitmap-fonts.conf` rule of fontconfig's
    ///   default configuration does (otherwise every emoji draws 109 px tall).
    package static let configurationRules = """
        <?xml version="1.0"?>
        <fontconfig>
          <alias binding="same"><family>emoji</family><prefer><family>Noto Color Emoji</family></prefer></alias>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="matrix" mode="assign">
              <times>
                <name>matrix</name>
                <matrix>
                  <name>pixelsizefixupfactor</name><double>0</double>
                  <double>0</double><name>pixelsizefixupfactor</name>
                </matrix>
              </times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
        </fontconfig>
        """

    private let lock = NSLock()
    private let context: OpaquePointer
    /// The families the configuration holds, by name.
    package let families: Set<String>

    private init() {
        let config = FcConfigCreate()!
        _ = FcConfigParseAndLoadFromMemory(config, Self.configurationRules, FcTrue)
        for (directory, prefixes) in Self.fontFiles {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for name in names.sorted() where prefixes.contains(where: name.hasPrefix) {
                _ = FcConfigAppFontAddFile(config, "\(directory)/\(name)")
            }
        }
        let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
        pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
        FcConfigDestroy(config)
        context = pango_font_map_create_context(fontMap)
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        let options = cairo_font_options_create()!
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        families = Self.listFamilies(pango_context_get_font_map(context))
    }

    /// Runs `body` with the Pango context (`PangoContext *`), holding the lock.
    package func perform<T>(_ body: (_ context: OpaquePointer) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(context)
    }

    private static func listFamilies(_ fontMap: UnsafeMutablePointer<PangoFontMap>?) -> Set<String> {
        var list: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &list, &count)
        defer { g_free(list) }
        return Set(
            (0..<Int(count)).compactMap { index in
                list?[index].flatMap { pango_font_family_get_name($0) }.map { String(cString: $0) }
            })
    }
}
