import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// Controllers and objects of storyboard scenes beyond plain views: page and collection view controller
/// scenes with their Interface Builder attributes, collection view prototypes (in a collection view
/// controller's scene and in any scene), gesture recognizers placed in IB with their actions, segues and
/// attached views, bar button items of navigation items and toolbars with their actions and segues, and
/// `awakeFromNib()` on each of them once the load is connected.
@MainActor
@Suite(.freshApplication) struct ControllerSceneTests {
    let storyboard = UIStoryboard(name: "Controllers", bundle: .module)

    init() {
        InterfaceBuilderLog.entries = []
    }

    /// The initial navigation controller in a key window, its root (Library) loaded and shown.
    func shown() throws -> (UIWindow, UINavigationController, LibraryViewController) {
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let library = try #require(navigation.viewControllers.first as? LibraryViewController)
        let window = ControllerFixtures.window(root: navigation)
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        InterfaceBuilderLog.entries = []
        return (window, navigation, library)
    }

    @Test func aPageSceneHasItsTransitionOrientationSpineAndSpacing() throws {
        let pages: RecordingPageViewController = storyboard.instantiateViewController(identifier: "Pages")
        #expect(pages.transitionStyle == .scroll)
        #expect(pages.navigationOrientation == .vertical)
        #expect(pages.spineLocation == .none)
        #expect(pages.interPageSpacing == 12)
        #expect(InterfaceBuilderLog.entries == ["Pages awakeFromNib spacing=12.0"])
        let book = try #require(storyboard.instantiateViewController(withIdentifier: "Book") as? UIPageViewController)
        #expect(type(of: book) == UIPageViewController.self)
        #expect(book.transitionStyle == .pageCurl)
        #expect(book.navigationOrientation == .horizontal)
        #expect(book.spineLocation == .mid)
        // A spine in the middle shows two pages at once: UIKit makes such a book double-sided.
        #expect(book.isDoubleSided)
        #expect(book.interPageSpacing == 0)
    }

    @Test func aNegativePageSpacingIsReportedAndNoSpacingKept() throws {
        var spaced: UIPageViewController?
        let reports = Diagnostics.capture {
            spaced = storyboard.instantiateViewController(withIdentifier: "Spaced") as? UIPageViewController
        }
        #expect(
            reports.map(\.message) == [
                "UIPageViewControllerOptionInterPageSpacingKey must be a finite number of points, not negative; got -4.0, using 0"
            ])
        #expect(try #require(spaced).interPageSpacing == 0)
    }

    @Test func aCollectionSceneGivesItsFlowLayoutAndItsPrototypes() throws {
        let grid: GridViewController = storyboard.instantiateViewController(identifier: "Grid")
        let layout = try #require(grid.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.itemSize == CGSize(width: 138, height: 80))
        #expect(layout.minimumLineSpacing == 8 && layout.minimumInteritemSpacing == 4)
        #expect(layout.sectionInset == UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20))
        #expect(layout.headerReferenceSize == CGSize(width: 0, height: 30))
        #expect(InterfaceBuilderLog.entries == ["Grid awakeFromNib"])
        grid.loadViewIfNeeded()
        let collection = try #require(grid.collectionView)
        // The scene's collection view uses the controller's layout, with the controller as its data source
        // and delegate (the scene's outlets).
        #expect(collection.collectionViewLayout === layout)
        #expect(collection.dataSource === grid && collection.delegate === grid)
        collection.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        collection.layoutIfNeeded()
        // 320 wide less 20 + 20 of insets holds two 138-point tiles 4 apart; the 30-point header is above
        // the section's 10-point top inset.
        let tiles = (0..<2).compactMap { collection.cellForItem(at: IndexPath(item: $0, section: 0)) as? TileCell }
        #expect(
            tiles.map(\.frame) == [
                CGRect(x: 20, y: 40, width: 138, height: 80), CGRect(x: 162, y: 40, width: 138, height: 80),
            ])
        #expect(tiles.map { $0.nameLabel?.text } == ["Tile 0", "Tile 1"])
        #expect(tiles.map(\.reuseIdentifier) == ["Tile", "Tile"])
        #expect(tiles[0] !== tiles[1])
        let header = collection.subviews.compactMap { $0 as? ShelfHeader }
        #expect(header.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 30)])
        // Each tile is made from the prototype: made, connected, then awoken (its outlet set).
        #expect(
            InterfaceBuilderLog.entries == [
                "Grid awakeFromNib", "Tile awakeFromNib label=Tile", "Tile awakeFromNib label=Tile",
            ])
    }

    @Test func selectingAPrototypeCellPreparesItsSegueBeforeDidSelect() throws {
        let grid: GridViewController = storyboard.instantiateViewController(identifier: "Grid")
        let navigation = UINavigationController(rootViewController: grid)
        let window = ControllerFixtures.window(root: navigation)
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        InterfaceBuilderLog.entries = []
        let tile = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        UIApplication.shared.tap(at: tile.convert(CGPoint(x: 69, y: 40), to: nil), in: window)
        UIApplication.shared.runUntilIdle()
        #expect(InterfaceBuilderLog.entries == ["Grid prepare showTile sender=Tile 1", "Grid didSelectItemAt 1"])
        #expect(navigation.viewControllers.map(\.traceName) == ["Grid", "Detail"])
    }

    @Test func aCollectionViewInAPlainSceneRegistersItsPrototype() throws {
        let shelfController: ShelfViewController = storyboard.instantiateViewController(identifier: "Shelf")
        shelfController.loadViewIfNeeded()
        let shelf = try #require(shelfController.shelf)
        let layout = try #require(shelf.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.scrollDirection == .horizontal)
        #expect(layout.estimatedItemSize == UICollectionViewFlowLayout.automaticSize)
        #expect(layout.minimumLineSpacing == 12 && layout.minimumInteritemSpacing == 0)
        #expect(layout.sectionInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        let index = IndexPath(item: 0, section: 0)
        let first = shelf.dequeueReusableCell(withReuseIdentifier: "Cover", for: index)
        let second = shelf.dequeueReusableCell(withReuseIdentifier: "Cover", for: index)
        #expect(first is TileCell && second is TileCell && first !== second)
        #expect((first as? TileCell)?.nameLabel?.text == "Cover")
        #expect(first.frame.size == CGSize(width: 90, height: 120))
    }

    @Test func barButtonItemsOfTheNavigationItemAndToolbarSendTheirActions() throws {
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let library = try #require(navigation.viewControllers.first as? LibraryViewController)
        // The controller is awoken once its bar button items exist and its outlets are connected.
        #expect(InterfaceBuilderLog.entries == ["Library awakeFromNib shareItem=Share"])
        #expect(!navigation.isToolbarHidden)
        #expect(library.navigationItem.title == "Books")
        let edit = try #require(library.navigationItem.leftBarButtonItem)
        #expect(edit.title == "Edit")
        let toolbar = try #require(library.toolbarItems)
        #expect(toolbar.map(\.title) == ["Share", nil, "Grid"])
        #expect(toolbar[0] === library.shareItem)
        #expect(toolbar[2].style == .done)
        edit.perform()
        toolbar[0].perform()
        #expect(
            InterfaceBuilderLog.entries == [
                "Library awakeFromNib shareItem=Share", "Library edit Edit", "Library share Share",
            ])
    }

    @Test func barButtonItemSeguesPushAndPresent() throws {
        let (window, navigation, library) = try shown()
        try #require(library.navigationItem.rightBarButtonItem).perform()
        UIApplication.shared.runUntilIdle()
        #expect(navigation.topViewController is RecordingPageViewController)
        navigation.popViewController(animated: false)
        UIApplication.shared.runUntilIdle()
        try #require(library.toolbarItems?.last).perform()
        UIApplication.shared.runUntilIdle()
        let presented = try #require(navigation.presentedViewController as? GridViewController)
        #expect(presented.modalPresentationStyle == .fullScreen)
        #expect(library.prepared == ["showPages UIBarButtonItem", "presentGrid UIBarButtonItem"])
        presented.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(LeftoverStateChecker.check(window) == [])
    }

    @Test func gestureRecognizersAreAttachedWithTheirAttributesActionsAndSegues() throws {
        let (_, navigation, library) = try shown()
        let view = try #require(library.viewIfLoaded)
        let pad = try #require(library.pad)
        let viewRecognizers = view.gestureRecognizers ?? []
        #expect(viewRecognizers.count == 2)
        let tap = try #require(viewRecognizers.first as? RecordingTapGestureRecognizer)
        #expect(tap.numberOfTapsRequired == 2 && tap.numberOfTouchesRequired == 2)
        let edge = try #require(viewRecognizers.last as? UIScreenEdgePanGestureRecognizer)
        #expect(edge.edges == .left)
        let padRecognizers = pad.gestureRecognizers ?? []
        let press = try #require(padRecognizers.first as? UILongPressGestureRecognizer)
        #expect(press.minimumPressDuration == 1.25 && press.allowableMovement == 24)
        let swipe = try #require(padRecognizers.last as? UISwipeGestureRecognizer)
        #expect(swipe.direction == .left)
        tap.sendActions()
        press.sendActions()
        #expect(InterfaceBuilderLog.entries == ["Library tapped 2", "Library pressed possible"])
        swipe.sendActions()
        UIApplication.shared.runUntilIdle()
        #expect(library.prepared == ["swipeDetail UISwipeGestureRecognizer"])
        #expect(navigation.viewControllers.map(\.traceName) == ["Library", "Detail"])
    }

    @Test func objectsOfTheViewAreAwokenAfterEveryConnection() throws {
        let library: LibraryViewController = storyboard.instantiateViewController(identifier: "Library")
        InterfaceBuilderLog.entries = []
        library.loadViewIfNeeded()
        // The tap recognizer is made after the view (it follows the controller in the scene's objects) and
        // is awoken once attached to it.
        #expect(InterfaceBuilderLog.entries == ["Tap awakeFromNib view=UIView"])
    }

    @Test func aCollectionViewRegistersANibForCellsAndReportsANibWithoutOne() throws {
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UINib(nibName: "Tile", bundle: .module), forCellWithReuseIdentifier: "Tile")
        let index = IndexPath(item: 0, section: 0)
        let cell = try #require(collection.dequeueReusableCell(withReuseIdentifier: "Tile", for: index) as? TileCell)
        #expect(cell.nameLabel?.text == "From nib" && cell.reuseIdentifier == "Tile")
        #expect(InterfaceBuilderLog.entries == ["Tile awakeFromNib label=From nib"])
        collection.register(UINib(nibName: "Badge", bundle: .module), forCellWithReuseIdentifier: "Badge")
        var unusable: UICollectionViewCell?
        let reports = Diagnostics.capture {
            unusable = collection.dequeueReusableCell(withReuseIdentifier: "Badge", for: index)
        }
        #expect(!(unusable is TileCell))
        #expect(
            reports.map(\.message) == [
                "invalid nib registered for identifier (Badge) - nib must contain exactly one top level object which must be a UICollectionViewCell instance"
            ])
        // Registering a class for the identifier replaces the nib.
        collection.register(TileCell.self, forCellWithReuseIdentifier: "Tile")
        let plain = try #require(collection.dequeueReusableCell(withReuseIdentifier: "Tile", for: index) as? TileCell)
        #expect(plain.nameLabel == nil)
    }
}
