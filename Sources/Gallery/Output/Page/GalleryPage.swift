import Foundation

/// `index.html`: a transition inspector for every demo that works from the file system (no server, no
/// network). Per demo a frame-exact player of its APNG on a canvas, its lifecycle trace at virtual times
/// beside it, a layout overlay to toggle (each view's frame in the frame shown, outlined on the canvas and
/// listed with the constraints that placed it), the key-frame contact sheet and links to the files written. The page's script and style are
/// inline, read from the gallery's resource files (`GalleryPage+Resources`); each demo's frames and trace come
/// from its data script (`DemoDataFile`), loaded when needed.
enum GalleryPage {
    /// The page for `demos`, grouped under the headings of `sections` (a title and the names of its demos, in
    /// order; the demos no section names follow, without a heading); `ffmpegInstalled` decides whether the page
    /// says how to get GIF/MP4 or how to install ffmpeg first.
    static func html(
        for demos: [RenderedDemo], sections: [(title: String, names: [String])] = [], ffmpegInstalled: Bool
    ) throws -> String {
        let (styleSheet, decoderScript, playerScript) = try (
            resource("page.css"), resource("decoder.js"), resource("player.js")
        )
        let groups = grouped(demos, by: sections)
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>OpenUIKit gallery</title>
            <style>
            \(styleSheet)</style>
            <script>
            "use strict";
            \(decoderScript)\(playerScript)</script></head>
            <body>
            <h1>OpenUIKit gallery</h1>
            <p>Every demo recorded on the virtual clock and rendered by OpenUIKit's compositor on Linux. Frame
            <i>i</i> shows the scene at <i>i</i>/fps seconds; each trace line is the moment it happened. Click a
            trace line to see its first frame; the address (<code>#demo@seconds</code>) links to the frame shown. The
            layout overlay outlines each view of the frame shown and lists its frame with the constraints that placed it.</p>
            <nav>\(groups.map(navigation(for:)).joined(separator: "\n"))</nav>
            \(groups.map { group in
                (group.title.map { "<h2 class=\"catalog-section\">\(escape($0))</h2>\n" } ?? "")
                    + group.demos.map { section(for: $0, ffmpegInstalled: ffmpegInstalled) }.joined(separator: "\n")
            }.joined(separator: "\n"))
            </body></html>

            """
    }

    /// The demos by section, in the sections' order, each with its title; then the demos no section names,
    /// untitled.
    private static func grouped(
        _ demos: [RenderedDemo], by sections: [(title: String, names: [String])]
    ) -> [(title: String?, demos: [RenderedDemo])] {
        let named = Set(sections.flatMap(\.names))
        let titled = sections.compactMap { section -> (title: String?, demos: [RenderedDemo])? in
            let members = section.names.compactMap { name in demos.first { $0.name == name } }
            return members.isEmpty ? nil : (section.title, members)
        }
        let rest = demos.filter { !named.contains($0.name) }
        return titled + (rest.isEmpty ? [] : [(nil, rest)])
    }

    /// A line of the page's table of contents: the section's title, then links to its demos.
    private static func navigation(for group: (title: String?, demos: [RenderedDemo])) -> String {
        let links = group.demos.map { "<a href=\"#\($0.name)\">\(escape($0.name))</a>" }.joined(separator: " · ")
        return "<p>" + (group.title.map { "<b>\(escape($0))</b>: " } ?? "") + links + "</p>"
    }

    private static func section(for demo: RenderedDemo, ffmpegInstalled: Bool) -> String {
        let last = demo.frameCount - 1
        let duration = Double(last) / Double(demo.fps)
        let trace = demo.trace.map { line in
            "<li data-time=\"\(line.time)\" data-text=\"\(escape(line.text))\"><span class=\"time\">"
                + String(format: "%.3f", line.time) + "</span>\(escape(line.text))</li>"
        }
        let keys = demo.keyFrames.map { key in
            "<button data-frame=\"\(key.index)\" title=\"frame \(key.index)\">\(escape(key.caption))</button>"
        }
        let speeds = [0.1, 0.25, 0.5, 1, 2].map { speed in
            "<option value=\"\(speed)\"\(speed == 1 ? " selected" : "")>" + String(format: "%g×", speed) + "</option>"
        }
        return """
            <section class="demo" id="\(escape(demo.name))" data-fps="\(demo.fps)" data-frames="\(demo.frameCount)" data-src="\(escape(demo.dataFile))">
            <h3>\(escape(demo.title)) <code>\(escape(demo.name))</code></h3>
            <p>\(escape(demo.summary))</p>
            <div class="inspector">
            <div class="player">
            <div class="stage"><canvas width="\(demo.pixelWidth)" height="\(demo.pixelHeight)"></canvas><svg class="overlay" preserveAspectRatio="none" hidden></svg></div>
            <div class="controls">
            <div class="buttons"><button class="play">▶ play</button><button class="back" title="previous frame">◀ −1</button><button class="forward" title="next frame">+1 ▶</button>
            <label>speed <select class="speed">\(speeds.joined())</select></label>
            <span class="position">frame 0 / 0.000 s</span>
            <label title="each view's frame and the constraints that placed it"><input type="checkbox" class="layout-toggle"> layout overlay</label></div>
            <label for="\(demo.name)-frame">frame</label><input id="\(demo.name)-frame" class="frame-scrubber" type="range" min="0" max="\(last)" step="1" value="0">
            <label for="\(demo.name)-time">time</label><input id="\(demo.name)-time" class="time-scrubber" type="range" min="0" max="\(String(format: "%.3f", duration))" step="\(String(format: "%.6f", 1 / Double(demo.fps)))" value="0">
            </div>
            </div>
            <ol class="trace">\(trace.joined())</ol>
            <ol class="layout" hidden></ol>
            </div>
            <div class="sheet"><img src="\(escape(demo.contactSheetFile))" width="\(demo.contactSheetSize.width)" height="\(demo.contactSheetSize.height)" alt="key frames of \(escape(demo.name))" loading="lazy">
            <div class="keys">\(keys.joined())</div></div>
            <p class="files">\(links(for: demo, ffmpegInstalled: ffmpegInstalled)) · \(demo.frameCount) frames at \(demo.fps) fps</p>
            </section>
            """
    }

    /// Links to the files that exist, and how to get GIF/MP4 when they were not made.
    private static func links(for demo: RenderedDemo, ffmpegInstalled: Bool) -> String {
        let kinds: [(suffix: String, label: String)] = [
            (".png", "APNG"), (".gif", "GIF"), (".mp4", "MP4"), ("-frames", "PNG frames"),
        ]
        var parts = demo.animationFiles.compactMap { file in
            kinds.first { file.hasSuffix($0.suffix) }.map { "<a href=\"\(escape(file))\">\($0.label)</a>" }
        }
        parts.append("<a href=\"\(escape(demo.traceFile))\">trace</a>")
        if !demo.animationFiles.contains(where: { $0.hasSuffix(".gif") || $0.hasSuffix(".mp4") }) {
            let command = "gallery render \(demo.name) --format gif --format mp4"
            parts.append(
                ffmpegInstalled
                    ? "GIF/MP4: <code>\(escape(command))</code>"
                    : "GIF/MP4 need ffmpeg: <code>\(escape(FFmpeg.installCommand))</code>, then <code>\(escape(command))</code>"
            )
        }
        return parts.joined(separator: " · ")
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
