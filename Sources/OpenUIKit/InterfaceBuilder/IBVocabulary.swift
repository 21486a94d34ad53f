import Foundation

/// What OpenUIKit reads of Xcode's document formats: the UIKit class each object element stands for, and
/// the elements and attributes it knows (read, or deliberately ignored because they only serve Xcode's
/// canvas: simulated metrics, canvas locations, device, tool versions). Anything else is reported once per
/// file and ignored.
@MainActor
enum IBVocabulary {
    /// The UIKit class an object element makes (`label` → `UILabel`), nil for an element that is not an
    /// object.
    static func objectClass(of elementName: String) -> AnyClass? {
        switch elementName {
        case "view", "containerView": UIView.self
        case "label": UILabel.self
        case "button": UIButton.self
        case "imageView": UIImageView.self
        case "switch": UISwitch.self
        case "segmentedControl": UISegmentedControl.self
        case "textField": UITextField.self
        case "stackView": UIStackView.self
        case "scrollView": UIScrollView.self
        case "tableView": UITableView.self
        case "tableViewCell": UITableViewCell.self
        case "collectionView": UICollectionView.self
        case "collectionViewCell": UICollectionViewCell.self
        case "collectionReusableView": UICollectionReusableView.self
        case "navigationBar": UINavigationBar.self
        case "tabBar": UITabBar.self
        case "toolbar": UIToolbar.self
        case "viewController": UIViewController.self
        case "navigationController": UINavigationController.self
        case "tabBarController": UITabBarController.self
        case "tableViewController": UITableViewController.self
        case "collectionViewController": UICollectionViewController.self
        case "pageViewController": UIPageViewController.self
        case "tapGestureRecognizer": UITapGestureRecognizer.self
        case "panGestureRecognizer": UIPanGestureRecognizer.self
        case "swipeGestureRecognizer": UISwipeGestureRecognizer.self
        case "pinchGestureRecognizer": UIPinchGestureRecognizer.self
        case "rotationGestureRecognizer": UIRotationGestureRecognizer.self
        case "pongPressGestureRecognizer": UILongPressGestureRecognizer.self
        case "screenEdgePanGestureRecognizer": UIScreenEdgePanGestureRecognizer.self
        default: nil
        }
    }

    /// The elements read or knowingly ignored, besides the object elements.
    static let knownElements: Set<String> = [
        "document", "device", "dependencies", "deployment", "plugIn", "capability", "scenes", "scene", "objects",
        "placeholder", "exit", "point", "resources", "image", "systemColor", "namedColor", "color", "rect",
        "autoresizingMask", "subviews", "constraints", "constraint", "viewLayoutGuide", "fontDescription", "nil",
        "state", "connections", "outlet", "outletCollection", "action", "segue", "navigationItem", "tabBarItem",
        "barButtonItem", "userDefinedRuntimeAttributes", "userDefinedRuntimeAttribute", "real", "integer", "string",
        "boolean", "size", "edgeInsets", "directionalEdgeInsets", "segments", "segment", "prototypes",
        "tableViewCellContentView", "collectionViewCellContentView", "cells", "collectionViewFlowLayout", "inset",
        "accessibility", "traits", "textInputTraits", "simulatedMetricsContainer", "simulatedNavigationBarMetrics",
        "simulatedTabBarMetrics", "simulatedStatusBarMetrics", "simulatedScreenMetrics",
        "freeformSimulatedSizeMetrics", "buttonConfiguration", "preferredConfiguration", "attributedString",
        "fragment", "attributes", "paragraphStyle", "font", "offsetWrapper", "navigationBarAppearance",
        "tabBarAppearance", "textAttributes", "items", "toolbarItems", "rightBarButtonItems", "leftBarButtonItems",
        "variation", "mask", "layoutGuides", "gestureRecognizers", "rectEdge",
    ]

    /// The attributes read or knowingly ignored (design-time and defaults Xcode writes).
    static let knownAttributes: Set<String> = [
        "collectionClass", "tableViewCell", "collectionViewCell",
        "type", "version", "toolsVersion", "targetRuntime", "propertyAccessControl", "useAutolayout",
        "useTraitCollections", "useSafeAreas", "colorMatched", "initialViewController", "launchScreen", "id", "key",
        "sceneID", "sceneMemberID", "userLabel", "customClass", "customModule", "customModuleProvider",
        "placeholderIdentifier", "storyboardIdentifier", "title", "x", "y", "width", "height", "widthSizable",
        "heightSizable", "flexibleMinX", "flexibleMaxX", "flexibleMinY", "flexibleMaxY", "contentMode", "opaque",
        "clearsContextBeforeDrawing", "clipsSubviews", "userInteractionEnabled", "multipleTouchEnabled", "alpha",
        "tag", "hidden", "translatesAutoresizingMaskIntoConstraints", "red", "green", "blue", "white", "colorSpace",
        "customColorSpace", "systemColor", "name", "family", "pointSize", "style", "weight", "text",
        "textAlignment", "lineBreakMode", "numberOfLines", "baselineAdjustment", "adjustsFontSizeToFit",
        "adjustsFontForContentSizeCategory", "minimumFontSize", "minimumScaleFactor", "enabled", "highlighted",
        "selected", "buttonType", "contentHorizontalAlignment", "contentVerticalAlignment", "image",
        "highlightedImage", "selectedImage", "catalog", "property", "destination", "selector", "eventType", "kind",
        "identifier", "relationship", "modalPresentationStyle", "modalTransitionStyle", "animates", "unwindAction",
        "action", "trigger", "firstItem", "firstAttribute", "secondItem", "secondAttribute", "relation",
        "multiplier", "constant", "priority", "symbolic", "horizontalHuggingPriority", "verticalHuggingPriority",
        "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority", "axis", "distribution",
        "alignment", "spacing", "baselineRelativeArrangement", "top", "left", "bottom", "right", "leading",
        "trailing", "definesPresentationContext", "providesPresentationContextTransitionStyle",
        "hidesBottomBarWhenPushed", "modalPresentationCapturesStatusBarAppearance",
        "automaticallyAdjustsScrollViewInsets", "extendedLayoutIncludesOpaqueBars", "on", "value", "keyPath",
        "numberOfTapsRequired", "numberOfTouchesRequired", "cancelsTouchesInView", "delaysTouchesBegan",
        "delaysTouchesEnded", "prompt", "systemItem", "reuseIdentifier", "textLabel", "detailTextLabel",
        "imageView", "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight", "dataMode",
        "separatorStyle", "alwaysBounceVertical", "alwaysBounceHorizontal", "showsHorizontalScrollIndicator",
        "showsVerticalScrollIndicator", "indentationWidth", "selectionStyle", "preservesSuperviewLayoutMargins",
        "insetsLayoutMarginsFromSafeArea", "layoutMarginsFollowReadableWidth", "contentInsetAdjustmentBehavior",
        "minimumLineSpacing", "minimumInteritemSpacing", "scrollDirection", "itemSize", "borderStyle",
        "placeholder", "clearsOnBeginEditing", "largeTitleDisplayMode", "translucent", "barStyle",
        "semanticContentAttribute", "appends", "fixedFrame", "misplaced", "ambiguous",
        "contentCompressionResistancePriority", "pagingEnabled", "bounces", "scrollEnabled", "bouncesZoom",
        "springLoaded", "showsTouchWhenHighlighted", "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled",
        "reversesTitleShadowWhenHighlighted", "selectedSegmentIndex", "deviceType", "orientation", "appearance",
        "layout", "systemVersion", "pluginIdentifier", "minToolsVersion", "minimumZoomScale", "maximumZoomScale",
        "canvasLocation", "allowsEditingTextAttributes", "textColor", "keyboardType", "returnKeyType",
        "autocapitalizationType", "autocorrectionType", "spellCheckingType", "secureTextEntry", "systemImage",
        "imageName", "contentViewInsetsToSafeArea", "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight",
        "allowsSelection", "allowsMultipleSelection", "tintAdjustmentMode", "segmentControlStyle",
        "transitionStyle", "navigationOrientation", "spineLocation", "pageSpacing", "autoresizesArchivedViewToFullSize",
        "automaticEstimatedItemSize", "sectionInsetReference", "minX", "minY", "maxX", "maxY",
        "clearsSelectionOnViewWillAppear", "prefetchingEnabled", "minimumPressDuration", "allowableMovement",
        "direction", "edges", "minimumNumberOfTouches", "maximumNumberOfTouches", "toolbarHidden",
        "navigationBarHidden",
    ]

    /// What of `element` is unknown: its name, when not an object or a known element, and each attribute
    /// not known, spelled as in the report.
    static func unknownContent(of element: IBElement) -> [String] {
        guard knownElements.contains(element.name) || objectClass(of: element.name) != nil else {
            return ["the element <\(element.name)>"]
        }
        // A loop rather than closures, which on the main actor check at each call where they run (every
        // attribute of a file is looked at once, when it is read).
        var unknown: [String] = []
        for name in element.attributes.keys where !knownAttributes.contains(name) {
            unknown.append("the attribute \(name) of <\(element.name)>")
        }
        return unknown
    }
}
