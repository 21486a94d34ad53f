import Foundation

extension IBInstantiation {
    /// Decodes a storyboard controller, as `UIViewController`'s `init?(coder:)` does: registers it, then its
    /// title, presentation attributes, navigation item (with its bar button items), toolbar items and tab
    /// bar item.
    func decodeController(_ controller: UIViewController, from element: IBElement) {
        register(controller, for: element)
        if let title = element["title"] { controller.title = title }
        if let style = element["modalPresentationStyle"].flatMap(IBValues.modalPresentationStyle) {
            controller.modalPresentationStyle = style
        }
        if let style = element["modalTransitionStyle"].flatMap(IBValues.modalTransitionStyle) {
            controller.modalTransitionStyle = style
        }
        if let defines = element.bool("definesPresentationContext") { controller.definesPresentationContext = defines }
        if let provides = element.bool("providesPresentationContextTransitionStyle") {
            controller.providesPresentationContextTransitionStyle = provides
        }
        if let hides = element.bool("hidesBottomBarWhenPushed") { controller.hidesBottomBarWhenPushed = hides }
        if let extends = element.bool("extendedLayoutIncludesOpaqueBars") {
            controller.extendedLayoutIncludesOpaqueBars = extends
        }
        if let item = element.child(key: "navigationItem", named: "navigationItem"),
            let itemClass = resolvedClass(of: item, base: UINavigationItem.self) as? UINavigationItem.Type,
            let made = itemClass.init(coder: IBCoder(element: item, instantiation: self))
        {
            made.owner = controller
            controller.storedNavigationItem = made
        }
        let toolbarItems = element.children(of: "toolbarItems").filter { $0.name == "barButtonItem" }
        if !toolbarItems.isEmpty { controller.toolbarItems = toolbarItems.map(barButtonItem(from:)) }
        if let item = element.child(key: "tabBarItem", named: "tabBarItem") {
            register(alias: controller.tabBarItem, for: item)
            if let title = item["title"] { controller.tabBarItem.title = title }
            if let image = item["image"] { controller.tabBarItem.image = self.image(named: image) }
            if let image = item["selectedImage"] { controller.tabBarItem.selectedImage = self.image(named: image) }
            if let tag = item.double("tag") { controller.tabBarItem.tag = Int(tag) }
        }
    }

    /// Decodes a navigation item, as its `init?(coder:)` does: registers it (it gets `awakeFromNib()`), then
    /// its title, prompt and bar button items.
    func decodeNavigationItem(_ item: UINavigationItem, from element: IBElement) {
        register(item, for: element)
        if let title = element["title"] { item.title = title }
        if let prompt = element["prompt"] { item.prompt = prompt }
        for child in element.children where child.name == "barButtonItem" {
            let button = barButtonItem(from: child)
            switch child.key {
            case "leftBarButtonItem": item.leftBarButtonItem = button
            case "rightBarButtonItem": item.rightBarButtonItem = button
            case "backBarButtonItem": item.backBarButtonItem = button
            default: break
            }
        }
        let left = element.children(of: "leftBarButtonItems").map(barButtonItem(from:))
        if !left.isEmpty { item.leftBarButtonItems = left }
        let right = element.children(of: "rightBarButtonItems").map(barButtonItem(from:))
        if !right.isEmpty { item.rightBarButtonItems = right }
    }

    /// A `<barButtonItem>`: a system item, or one with a title or image, and its style.
    func barButtonItem(from element: IBElement) -> UIBarButtonItem {
        let item: UIBarButtonItem
        if let name = element["systemItem"], let systemItem = UIBarButtonItem.SystemItem(interfaceBuilderName: name) {
            item = UIBarButtonItem(systemItem: systemItem)
        } else {
            item = UIBarButtonItem()
        }
        if let title = element["title"] { item.title = title }
        if let image = element["image"] { item.image = self.image(named: image) }
        if element["style"] == "done" { item.style = .done }
        if let enabled = element.bool("enabled") { item.isEnabled = enabled }
        if let tag = element.double("tag") { item.tag = Int(tag) }
        register(item, for: element)
        return item
    }

    /// The image named `name` in the document's bundle (an asset catalog or a loose file), as Interface
    /// Builder's `image=` attributes refer to them.
    func image(named name: String) -> UIImage? {
        UIImage(named: name, in: document.bundle, compatibleWith: nil) ?? UIImage(systemName: name)
    }
}

extension UIBarButtonItem.SystemItem {
    /// The system item of a `systemItem=` attribute (Interface Builder writes the case names).
    init?(interfaceBuilderName name: String) {
        guard let item = Self.allCases.first(where: { "\($0)" == name }) else { return nil }
        self = item
    }
}
