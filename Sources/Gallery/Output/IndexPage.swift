import Foundation

/// `index.html`: every demo with its animation, contact sheet and trace.
enum IndexPage {
    static func html(for demos: [RenderedDemo]) -> String {
        let sections = demos.map { demo -> String in
            let animation =
                demo.animationFile.map { file -> String in
                    file.hasSuffix(".mp4")
                        ? "<video src=\"\(file)\" autoplay loop muted playsinline></video>"
                        : file.hasSuffix("-frames")
                            ? "<p><a href=\"\(file)/\">frames</a></p>"
                            : "<img class=\"animation\" src=\"\(file)\" alt=\"\(escape(demo.title))\">"
                } ?? ""
            return """
                <section id="\(demo.name)">
                  <h2>\(escape(demo.title)) <code>\(demo.name)</code></h2>
                  <p>\(escape(demo.summary))</p>
                  <div class="row">\(animation)<div><img class="sheet" src="\(demo.contactSheetFile)" alt="key frames"></div></div>
                  <p><a href="\(demo.traceFile)">trace</a> · \(demo.frameCount) frames</p>
                </section>
                """
        }
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>OpenUIKit gallery</title>
            <style>
            body { font-family: system-ui, sans-serif; margin: 2em; background: #fafafa; color: #222; }
            section { background: white; padding: 1em 1.5em; margin-bottom: 2em; border-radius: 8px; box-shadow: 0 1px 3px #0002; }
            .row { display: flex; gap: 2em; align-items: flex-start; flex-wrap: wrap; }
            .animation, video { max-height: 420px; border: 1px solid #ddd; }
            .sheet { max-width: 100%; }
            code { color: #666; font-size: 0.8em; }
            </style></head>
            <body>
            <h1>OpenUIKit gallery</h1>
            <p>Every demo recorded on the virtual clock and rendered by OpenUIKit's compositor on Linux.</p>
            \(sections.joined(separator: "\n"))
            </body></html>
            """
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
