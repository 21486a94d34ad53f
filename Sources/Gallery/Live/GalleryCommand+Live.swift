import ArgumentParser
import Foundation
import OpenUIKit
import OpenUIKitX11

extension GalleryCommand {
    /// `gallery live [demo]`: the demo app in an X11 window on the real clock, driven by the mouse.
    struct Live: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show the demo app (or one demo) in an X11 window, driven by the mouse.",
            discussion: """
                The mouse's left button is a finger; the wheel scrolls. Keys: Esc quits, S slows animations 10×, \
                F shows the frame time, P pauses the clock. Needs an X11 display: DISPLAY, or a virtual one with \
                xvfb-run -s '-screen 0 1280x1024x24' gallery live.
                """)

        @Argument(help: "A demo to open (see `gallery list`); the home screen when omitted.") var name: String?
        @Option(
            name: .long,
            help:
                "The screen: headless (390 × 844 pt, no status bar), iphone14 (with its status bar and home indicator), iphone-se, iphone15-pro-max or ipad-air."
        )
        var device = "headless"
        @Option(name: .long, help: "Window pixels per point.") var scale: Double = 1

        /// The screens `--device` names.
        static let devices: [String: UIScreen.Device] = [
            "headless": .headless, "iphone14": .iPhone14, "iphone-se": .iPhoneSE, "iphone15-pro-max": .iPhone15ProMax,
            "ipad-air": .iPadAir,
        ]

        func validate() throws {
            guard Self.devices[device] != nil else {
                throw ValidationError(
                    "Unknown device '\(device)'; one of \(Self.devices.keys.sorted().joined(separator: ", ")).")
            }
        }

        @MainActor
        func run() async throws {
            let device = Self.devices[device] ?? .headless
            let demo = name.flatMap(GalleryCatalog.demo(named:))
            if let name, demo == nil {
                throw ValidationError("Unknown demo '\(name)'. Run `gallery list` to see the demos.")
            }
            let host: LiveHost
            do {
                host = try LiveHost(
                    device: device, scale: CGFloat(scale), title: "OpenUIKit — \(demo?.name ?? "Gallery")")
            } catch .noDisplay(let display) {
                FileHandle.standardError.write(
                    Data(
                        """
                        gallery live: \(LiveHostError.noDisplay(display))
                        It needs an X11 display: set DISPLAY to a running X server (e.g. DISPLAY=:0 on a desktop), or run it \
                        on a virtual one: xvfb-run -s '-screen 0 1280x1024x24' swift run gallery live\(name.map { " \($0)" } ?? "")
                        (apt-get install -y xvfb)

                        """.utf8))
                throw ExitCode(2)
            } catch {
                throw ValidationError("\(error)")
            }
            let scene = LiveScene()
            host.screenLayer = scene.layer(for:)
            print(await host.runApplication(delegate: GalleryAppDelegate(demo: demo)).summary)
        }
    }
}
