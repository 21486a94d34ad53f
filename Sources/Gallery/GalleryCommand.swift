import ArgumentParser
#if os(Linux)
import CMalloc
#endif
import Foundation
import OpenUIKit

/// `gallery`: renders the demos of the ported articles (`SeedArticle`). With no subcommand it renders every demo into
/// `gallery-out/` with an `index.html`. The `gallery` executable (target GalleryCommandLine) runs it; the tests use
/// its subcommands' parts through this library.
public struct GalleryCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render OpenUIKit's demos to animations, contact sheets and traces.",
        subcommands: [All.self, List.self, Render.self, Trace.self, Live.self],
        defaultSubcommand: All.self)

    /// The command before its arguments are parsed (ArgumentParser makes one per run).
    public init() {}

    struct All: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Render every demo and the index page (the default).")
        @OptionGroup var output: OutputOptions

        @MainActor
        func run() async throws {
            try await GalleryRun.render(GalleryCatalog.demos, options: output)
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the demos.")

        @MainActor
        func run() async throws {
            print(GalleryCatalog.listing.joined(separator: "\n"))
        }
    }

    struct Render: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Render the named demos.")
        @Argument(help: "Demo names (see `gallery list`).") var names: [String]
        @OptionGroup var output: OutputOptions

        @MainActor
        func run() async throws {
            let demos = try names.map { name -> any GalleryDemo.Type in
                guard let demo = GalleryCatalog.demo(named: name) else {
                    throw ValidationError("Unknown demo '\(name)'. Run `gallery list` to see the demos.")
                }
                return demo
            }
            try await GalleryRun.render(demos, options: output)
        }
    }

    struct Trace: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print a demo's trace.")
        @Argument(help: "A demo name.") var name: String

        @MainActor
        func run() async throws {
            guard let demo = GalleryCatalog.demo(named: name) else {
                throw ValidationError("Unknown demo '\(name)'. Run `gallery list` to see the demos.")
            }
            print(DemoRenderer.record(demo, fps: 60).timedTrace.map(\.formatted).joined(separator: "\n"))
        }
    }
}

struct OutputOptions: ParsableArguments {
    @Option(name: .long, help: "Output folder.") var out = "gallery-out"
    @Option(
        name: .long,
        help:
            "apng, gif, mp4 or frames (repeatable; the APNG is always written for the page). Default: apng, and gif and mp4 when ffmpeg is installed."
    )
    var format: [OutputFormat] = []
    @Option(name: .long, help: "Frames per second.") var fps = 30
    @Option(name: .long, help: "Pixels per point.") var scale: Double = 2

    /// The formats asked for, or by default the APNG plus GIF and MP4 when ffmpeg is installed.
    var formats: [OutputFormat] {
        guard format.isEmpty else { return format }
        return FFmpeg.path == nil ? [.apng] : [.apng, .gif, .mp4]
    }

    func validate() throws {
        guard (1...120).contains(fps) else { throw ValidationError("--fps must be between 1 and 120") }
        guard scale > 0, scale <= 4 else { throw ValidationError("--scale must be in (0, 4]") }
    }
}

@MainActor
enum GalleryRun {
    static func render(_ demos: [any GalleryDemo.Type], options: OutputOptions) async throws {
        keepFrameBuffersOutOfTheHeap()
        let directory = URL(fileURLWithPath: options.out, isDirectory: true)
        let rendering = DemoRenderer.Options(
            outputDirectory: directory, formats: options.formats, fps: options.fps, scale: CGFloat(options.scale))
        if options.format.isEmpty, FFmpeg.path == nil {
            print("GIF and MP4 skipped: ffmpeg is not installed. Install it with: \(FFmpeg.installCommand)")
        }
        let progress = ProgressBar(total: demos.count)
        var rendered: [RenderedDemo] = []
        for (index, demo) in demos.enumerated() {
            let name = demo.name
            rendered.append(
                try await DemoRenderer.render(demo, options: rendering) { fraction in
                    progress.update(item: index, fraction: fraction, label: name)
                })
        }
        progress.finish()
        try GalleryPage.html(
            for: rendered, sections: GalleryCatalog.pageSections, ffmpegInstalled: FFmpeg.path != nil
        ).write(
            to: directory.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        print("Wrote \(rendered.count) demo(s) to \(directory.path)/index.html")
    }

    /// Frames are rendered and compressed in megabyte-sized buffers on several threads. glibc raises its
    /// mmap threshold each time such a buffer is freed, after which they come from per-thread heaps that
    /// keep their peak; a fixed threshold hands every frame buffer back to the system when it is freed
    /// (about 20 MB less peak memory for the longest demo).
    private static func keepFrameBuffersOutOfTheHeap() {
        #if os(Linux)
        _ = mallopt(M_MMAP_THRESHOLD, 256 * 1024)
        #endif
    }
}
