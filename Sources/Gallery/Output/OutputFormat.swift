import ArgumentParser

/// The animation file formats the gallery writes.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case apng, gif, mp4, frames
}
