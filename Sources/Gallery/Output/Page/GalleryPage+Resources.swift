import Foundation

extension GalleryPage {
    /// A style sheet or script the page inlines, missing from the gallery's resource bundle (a build that did
    /// not copy `Output/Page/Resources`).
    struct MissingResource: Error, CustomStringConvertible {
        let name: String
        var description: String { "the gallery's page resource \(name) is missing from \(Bundle.module.bundlePath)" }
    }

    /// The page's style sheet and scripts — `page.css`, the APNG decoder `decoder.js` and the player
    /// `player.js` — are resource files of the gallery (`Output/Page/Resources`), each explained at its top.
    static func resource(_ name: String) throws -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Resources") else {
            throw MissingResource(name: name)
        }
        return try String(contentsOf: url, encoding: .utf8)
    }
}
