import Gallery

/// The `gallery` executable's entry point: parses the command line and runs `GalleryCommand` of the Gallery
/// library, where the demos, the renderer, the page and the live app live.
@main
enum GalleryMain {
    static func main() async {
        await GalleryCommand.main()
    }
}
