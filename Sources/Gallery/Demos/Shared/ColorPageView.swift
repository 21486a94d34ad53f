import Foundation
import OpenUIKit

/// The content view of a demo page: a solid colour with a white title centred in it, laid out again
/// whenever its size changes, so a controller can make it before its parent gives it a frame.
@MainActor
final class ColorPageView: UIView {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    let titleLabel = UILabel()

    init(color: UIColor, title: String, frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = color
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 18)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        layoutSubviews()
    }

    override func layoutSubviews() {
        titleLabel.frame = CGRect(x: 0, y: bounds.height / 2 - 14, width: bounds.width, height: 28)
    }
}
