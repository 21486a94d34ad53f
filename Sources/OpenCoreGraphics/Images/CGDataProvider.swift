import Foundation

/// A source of bytes for an image (Core Graphics' `CGDataProvider`), holding them in memory.
public final class CGDataProvider: Sendable {
    /// The provider's bytes.
    public let data: Data?

    public init?(data: Data) {
        self.data = data
    }
}
