import Foundation

extension IBInstantiation {
    /// A stack view's axis, distribution, alignment and spacing; the subviews the file gave it become its
    /// arranged subviews, in order.
    func decodeStackView(_ stack: UIStackView, from element: IBElement) {
        if element["axis"] == "vertical" { stack.axis = .vertical }
        if let distribution = element["distribution"].flatMap(IBControlValues.distribution) {
            stack.distribution = distribution
        }
        if let alignment = element["alignment"].flatMap(IBControlValues.alignment) { stack.alignment = alignment }
        if let spacing = element.cgFloat("spacing") { stack.spacing = spacing }
        for subview in stack.subviews { stack.addArrangedSubview(subview) }
    }

    /// A scroll view's bouncing, paging and scrolling attributes.
    func decodeScrollView(_ scrollView: UIScrollView, from element: IBElement) {
        if let bounces = element.bool("alwaysBounceVertical") { scrollView.alwaysBounceVertical = bounces }
        if let bounces = element.bool("alwaysBounceHorizontal") { scrollView.alwaysBounceHorizontal = bounces }
        if let bounces = element.bool("bounces") { scrollView.bounces = bounces }
        if let paging = element.bool("pagingEnabled") { scrollView.isPagingEnabled = paging }
        if let enabled = element.bool("scrollEnabled") { scrollView.isScrollEnabled = enabled }
    }

    /// A table view's row height and separator style, and its prototype cells: each is registered under
    /// its reuse identifier, and a dequeue makes a fresh cell from the prototype (with its outlets,
    /// actions — those to the scene's controller included — and segues).
    func decodeTableView(_ table: UITableView, from element: IBElement) {
        if let height = element.cgFloat("rowHeight"), height >= 0 { table.rowHeight = height }
        if element["separatorStyle"] == "none" { table.separatorStyle = .none }
        for prototype in element.children(of: "prototypes") where prototype.name == "tableViewCell" {
            guard let identifier = prototype["reuseIdentifier"] else { continue }
            let document = self.document
            let storyboard = self.storyboard
            let outside = outsideObjects(of: prototype)
            table.registerCellFactory(forCellReuseIdentifier: identifier) {
                let made = IBInstantiation.makePrototype(
                    prototype, outside: outside, document: document, storyboard: storyboard)
                guard let cell = made?.view as? UITableViewCell else { return nil }
                cell.storyboardSegues = made?.segues ?? []
                return cell
            }
        }
    }

    /// A collection view's prototype cells (`<cells>`) and section header and footer views
    /// (`sectionHeaderView`, `sectionFooterView`): each is registered under its reuse identifier, and a
    /// dequeue makes a fresh view from the prototype (with its outlets, actions and, for a cell, the
    /// segues its selection triggers).
    func decodeCollectionView(_ collectionView: UICollectionView, from element: IBElement) {
        var prototypes: [(kind: String?, element: IBElement)] = element.children(of: "cells").map { (nil, $0) }
        let supplementaryKeys = [
            "sectionHeaderView": UICollectionView.elementKindSectionHeader,
            "sectionFooterView": UICollectionView.elementKindSectionFooter,
        ]
        for child in element.children where child.name == "collectionReusableView" {
            if let kind = child.key.flatMap({ supplementaryKeys[$0] }) { prototypes.append((kind, child)) }
        }
        let document = self.document
        let storyboard = self.storyboard
        for (kind, prototype) in prototypes {
            guard let identifier = prototype["reuseIdentifier"] else { continue }
            let outside = outsideObjects(of: prototype)
            collectionView.registerFactory(kind: kind, identifier: identifier) {
                let made = IBInstantiation.makePrototype(
                    prototype, outside: outside, document: document, storyboard: storyboard)
                guard let view = made?.view as? UICollectionReusableView else { return nil }
                (view as? UICollectionViewCell)?.storyboardSegues = made?.segues ?? []
                return view
            }
        }
    }

    /// A view made from a prototype in its own instantiation, with the segues it triggers itself. Its
    /// outlets go to it and its subviews; connections to objects outside it (the scene's controller as the
    /// target of an action or as a delegate) go to those objects, as UIKit connects them for each cell.
    static func makePrototype(
        _ prototype: IBElement, outside: IBOutsideObjects, document: IBDocument, storyboard: UIStoryboard?
    ) -> (view: UIView, segues: [IBElement])? {
        let instantiation = IBInstantiation(document: document, storyboard: storyboard)
        for (id, object) in outside.objects { instantiation.register(outside: object, id: id) }
        guard let view = instantiation.makeObject(prototype) as? UIView else { return nil }
        instantiation.connectAndAwake()
        return (view, instantiation.triggeredSegues.filter { $0.sender === view }.map(\.element))
    }

    /// The views of a table view cell's `<tableViewCellContentView key="contentView">` go into its
    /// content view.
    func decodeTableViewCell(_ cell: UITableViewCell, from element: IBElement) {
        decodeCell(cell, content: cell.contentView, from: element)
    }

    /// The views of a collection view cell's `<collectionViewCellContentView key="contentView">` (or
    /// `<view key="contentView">`) go into its content view.
    func decodeCollectionViewCell(_ cell: UICollectionViewCell, from element: IBElement) {
        decodeCell(cell, content: cell.contentView, from: element)
    }

    /// Makes a cell's content view's subviews, then installs the content view's constraints and the cell's
    /// own (older files write those on the cell, naming the cell and its content view's subviews).
    private func decodeCell(_ cell: UIView, content view: UIView, from element: IBElement) {
        if let content = element.child(key: "contentView") {
            register(alias: view, for: content)
            decodeSubviews(of: content, into: view)
        }
        installConstraints(of: element, on: cell)
    }
}
