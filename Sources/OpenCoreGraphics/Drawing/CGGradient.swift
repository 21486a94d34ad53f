import CCairo
import Foundation

/// A colour gradient, Core Graphics' `CGGradient`: colours at locations between 0 and 1, drawn with
/// `CGContext.drawLinearGradient(_:start:end:options:)` or `drawRadialGradient(…)`.
///
/// Between two locations the colour is interpolated component by component on the *unpremultiplied*
/// values, as Core Graphics does (so a gradient from white to `CGColor.clear`, which is transparent black,
/// passes through translucent grey). Immutable and `Sendable`.
public final class CGGradient: Sendable, Hashable {
    /// One colour stop: a location in 0…1 and sRGB red, green, blue and alpha.
    package struct Stop: Sendable, Hashable {
        package var location: CGFloat
        package var red: CGFloat
        package var green: CGFloat
        package var blue: CGFloat
        package var alpha: CGFloat
    }

    /// The stops ordered by location.
    package let stops: [Stop]

    /// A gradient through `colors`. `locations` (each clamped to 0…1) must have one entry per colour; nil
    /// spaces the colours evenly from 0 to 1, as Apple does. Returns nil when there are no colours or the
    /// counts differ. A single colour gives a gradient of that colour. The colour space is accepted for
    /// source compatibility; colours are always sRGB in OpenCoreGraphics.
    ///
    /// Apple's signature takes a `CFArray` and a `UnsafePointer<CGFloat>?`; OpenCoreGraphics takes Swift
    /// arrays, which Apple's overlay callers pass the same way (`colors as CFArray` aside).
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard !colors.isEmpty else { return nil }
        if let locations, locations.count != colors.count { return nil }
        var stops: [Stop] = []
        for (index, color) in colors.enumerated() {
            let location =
                locations?[index]
                ?? (colors.count == 1 ? 0 : CGFloat(index) / CGFloat(colors.count - 1))
            stops.append(
                Stop(
                    location: Swift.min(Swift.max(location.isNaN ? 0 : location, 0), 1),
                    red: color.red, green: color.green, blue: color.blue, alpha: color.alpha))
        }
        self.stops = CGGradient.sorted(stops)
    }

    /// A gradient from `count` colours given as components (red, green, blue, alpha per colour for RGB
    /// spaces; gray, alpha for gray spaces; cyan, magenta, yellow, black, alpha for CMYK) and optional
    /// locations, as Apple's `init?(colorSpace:colorComponents:locations:count:)`. A pattern space returns nil
    /// (Core Graphics refuses pattern spaces for gradients).
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0, space.model != .pattern else { return nil }
        let stride = space.numberOfComponents + 1
        var stops: [Stop] = []
        for index in 0..<count {
            guard let color = CGColor(colorSpace: space, components: components + index * stride) else { return nil }
            let location = locations?[index] ?? (count == 1 ? 0 : CGFloat(index) / CGFloat(count - 1))
            stops.append(
                Stop(
                    location: Swift.min(Swift.max(location.isNaN ? 0 : location, 0), 1),
                    red: color.red, green: color.green, blue: color.blue, alpha: color.alpha))
        }
        self.stops = CGGradient.sorted(stops)
    }

    /// Sorts by location, keeping the given order for equal locations (a hard colour change).
    private static func sorted(_ stops: [Stop]) -> [Stop] {
        stops.enumerated().sorted { lhs, rhs in
            lhs.element.location != rhs.element.location
                ? lhs.element.location < rhs.element.location : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The unpremultiplied colour at `location` (clamped to the first and last stops).
    package func color(at location: CGFloat) -> Stop {
        guard let first = stops.first, let last = stops.last else {
            return Stop(location: location, red: 0, green: 0, blue: 0, alpha: 0)
        }
        if location <= first.location {
            return Stop(location: location, red: first.red, green: first.green, blue: first.blue, alpha: first.alpha)
        }
        if location >= last.location {
            return Stop(location: location, red: last.red, green: last.green, blue: last.blue, alpha: last.alpha)
        }
        for index in 1..<stops.count where location <= stops[index].location {
            let a = stops[index - 1], b = stops[index]
            let span = b.location - a.location
            let t = span > 0 ? (location - a.location) / span : 1
            return Stop(
                location: location, red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
                blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
        }
        return Stop(location: location, red: last.red, green: last.green, blue: last.blue, alpha: last.alpha)
    }

    /// Adds the stops to a cairo gradient pattern, remapping location `l` to `offset + l · scale` and
    /// multiplying every alpha by `alpha`. Pixman interpolates unpremultiplied colours, as Core Graphics.
    /// The end colours are repeated at 0 and 1 when the stops stop short of them: Core Graphics paints the
    /// first and last colours out to the gradient's ends, whereas cairo would treat the range outside the
    /// stops as outside the gradient.
    package func addStops(to pattern: OpaquePointer, offset: CGFloat = 0, scale: CGFloat = 1, alpha: CGFloat = 1) {
        guard let first = stops.first, let last = stops.last else { return }
        func add(_ location: CGFloat, _ stop: Stop) {
            cairo_pattern_add_color_stop_rgba(
                pattern, Double(location), Double(stop.red), Double(stop.green), Double(stop.blue),
                Double(stop.alpha * alpha))
        }
        if offset + first.location * scale > 0 { add(0, first) }
        for stop in stops { add(offset + stop.location * scale, stop) }
        if offset + last.location * scale < 1 { add(1, last) }
    }

    /// Whether both gradients have the same stops (Apple's compare by identity; equal stops draw the same).
    public static func == (lhs: CGGradient, rhs: CGGradient) -> Bool {
        lhs === rhs || lhs.stops == rhs.stops
    }

    /// Hashes the stops, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(stops)
    }
}
