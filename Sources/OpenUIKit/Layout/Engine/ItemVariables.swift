import Cassowary
import Foundation

/// The four solver variables of one view or layout guide: its alignment rectangle's minimum x and y in its
/// parent's coordinates (a view's superview, a guide's owning view), its width and its height.
@MainActor
final class ItemVariables {
    weak var item: AnyObject?
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable

    init(item: AnyObject, name: String) {
        self.item = item
        minX = Variable(name + ".minX")
        minY = Variable(name + ".minY")
        width = Variable(name + ".width")
        height = Variable(name + ".height")
    }

    /// The names of the view classes met, by class: a type's name is worked out from its metadata each time
    /// it is printed, and every rebuild names the variables of every view taking part.
    private static var typeNames: [ObjectIdentifier: String] = [:]

    /// The name of `item`'s class, as `"\(type(of: item))"` prints it.
    static func typeName(of item: AnyObject) -> String {
        let type = type(of: item)
        if let name = typeNames[ObjectIdentifier(type)] { return name }
        let name = "\(type)"
        typeNames[ObjectIdentifier(type)] = name
        return name
    }

    /// The variables of one axis: position and length.
    func axis(_ axis: NSLayoutConstraint.Axis) -> (position: Variable, length: Variable) {
        axis == .horizontal ? (minX, width) : (minY, height)
    }

    /// The solved rectangle, each edge rounded to the pixel grid of `scale` (as UIKit rounds the engine's
    /// values), the size being the distance between the rounded edges.
    func alignmentRect(roundedTo scale: CGFloat) -> CGRect {
        func round(_ value: Double) -> CGFloat { (CGFloat(value) * scale).rounded() / scale }
        let left = round(minX.value), top = round(minY.value)
        let right = round(minX.value + width.value), bottom = round(minY.value + height.value)
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
