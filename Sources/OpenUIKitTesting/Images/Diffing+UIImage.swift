import Foundation
import OpenUIKit
import SnapshotTesting

extension Diffing where Value == UIImage {
    /// Compares images as PNG files (see `ImageComparison` for `precision` and `perceptualPrecision`). On a
    /// mismatch the difference image is written to the artifacts folder (`SNAPSHOT_ARTIFACTS`, else the
    /// temporary folder) and its path is part of the failure message; it is also offered as an attachment.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        let comparison = ImageComparison(precision: Double(precision), perceptualPrecision: Double(perceptualPrecision))
        return Diffing.diff(
            toData: { $0.pngData() ?? Data() },
            fromData: { UIImage(data: $0) ?? UIImage() }
        ) { reference, candidate in
            guard let a = reference.cgImage, let b = candidate.cgImage else {
                return reference.cgImage == nil && candidate.cgImage == nil ? nil : ("One of the images is empty.", [])
            }
            guard let mismatch = comparison.mismatch(reference: a, candidate: b) else { return nil }
            guard let difference = mismatch.difference, let data = UIImage(cgImage: difference).pngData() else {
                return ("Newly-taken snapshot does not match reference. \(mismatch.message)", [])
            }
            let path = DifferenceImageFolder.write(data)
            return (
                "Newly-taken snapshot does not match reference. \(mismatch.message) Difference image: \(path)",
                [.data(data, name: "difference.png")]
            )
        }
    }
}
