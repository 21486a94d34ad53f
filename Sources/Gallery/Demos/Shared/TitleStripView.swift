import Foundation
import OpenUIKit

/// A row of titles with one selected, the stand-in for the seeds' segmented control and news title bar
/// (OpenUIKit has no UISegmentedControl or UICollectionView): equal-width UILabels, the selected one on a
/// coloured background.
@MainActor
final class TitleStripView: UIView {
    static let selectedColor = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
    static let stripColor = UIColor(white: 0.9, alpha: 1)

    private(set) var labels: [UILabel] = []

    /// The index of the highlighted title.
    var selectedIndex = 0 {
        didSet { highlight() }
    }

    init(frame: CGRect, titles: [String]) {
        super.init(frame: frame)
        backgroundColor = Self.stripColor
        let width = frame.width / CGFloat(max(titles.count, 1))
        for (index, title) in titles.enumerated() {
            let label = UILabel(frame: CGRect(x: CGFloat(index) * width, y: 0, width: width, height: frame.height))
            label.text = title
            label.font = .systemFont(ofSize: 14)
            label.textAlignment = .center
            addSubview(label)
            labels.append(label)
        }
        highlight()
    }

    private func highlight() {
        for (index, label) in labels.enumerated() {
            let selected = index == selectedIndex
            label.backgroundColor = selected ? Self.selectedColor : Self.stripColor
            label.textColor = selected ? .white : .black
        }
    }
}
