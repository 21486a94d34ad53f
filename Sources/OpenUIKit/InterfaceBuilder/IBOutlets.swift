import Foundation
import OpenQuartzCore

/// Connects an outlet or outlet collection of an Interface Builder file: UIKit's own outlets (a
/// controller's `view`, `dataSource` and `delegate` of tables, collection views, scroll views and text
/// fields, a view's `gestureRecognizers`), else the ones the source's class lists as `IBConnectable`.
@MainActor
enum IBOutlets {
    /// Sets outlet `property` of `source` to `destination` (appends, for a collection). An outlet the
    /// source does not have is reported with UIKit's key-value coding message and skipped.
    static func connect(
        _ property: String, of source: AnyObject, to destination: AnyObject, isCollection: Bool, document: IBDocument
    ) {
        if connectBuiltIn(property, of: source, to: destination, isCollection: isCollection) { return }
        let kind: IBConnection.Kind = isCollection ? .outletCollection : .outlet
        if let connectable = source as? any IBConnectable,
            let connection = type(of: connectable).connection(named: property, kind: kind)
        {
            if connection.assign(source, destination) { return }
            Diagnostics.report(
                .undefinedInterfaceBuilderKey, .exception,
                "\(document.name): the outlet \(property) of \(type(of: source)) cannot hold a \(type(of: destination)); it is not connected"
            )
            return
        }
        Diagnostics.report(
            .undefinedInterfaceBuilderKey, .exception,
            "[<\(type(of: source)) \(address(of: source))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(property)."
        )
    }

    private static func connectBuiltIn(
        _ property: String, of source: AnyObject, to destination: AnyObject, isCollection: Bool
    ) -> Bool {
        switch (property, source) {
        case ("view", let controller as UIViewController):
            guard let view = destination as? UIView else { return false }
            controller.view = view
        case ("gestureRecognizers", let view as UIView) where isCollection:
            guard let recognizer = destination as? UIGestureRecognizer else { return false }
            view.addGestureRecognizer(recognizer)
        case ("dataSource", let table as UITableView):
            table.dataSource = destination as? any UITableViewDataSource
        case ("dataSource", let collection as UICollectionView):
            collection.dataSource = destination as? any UICollectionViewDataSource
        case ("delegate", let scrollView as UIScrollView):
            scrollView.delegate = destination as? any UIScrollViewDelegate
        case ("delegate", let field as UITextField):
            field.delegate = destination as? any UITextFieldDelegate
        case ("delegate", let recognizer as UIGestureRecognizer):
            recognizer.delegate = destination as? any UIGestureRecognizerDelegate
        default:
            return false
        }
        return true
    }

    /// `0x…`, as UIKit prints an object.
    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }
}
