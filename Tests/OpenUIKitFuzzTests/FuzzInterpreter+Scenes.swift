import Foundation
@testable import OpenUIKit

/// The areas' scenes: `setUp` builds the scene of an area; the area's operations run on it (skipped when the
/// program has no such scene, as after the shrinker removed its `setUp`).
extension FuzzInterpreter {
    func interpretScene(_ operation: FuzzOperation) {
        let u = universe
        switch operation {
        case .setUp(let area):
            guard u.scene == nil else { return }
            switch area {
            case .containment: return
            case .navigation: u.scene = FuzzNavigationScene(universe: u)
            case .presentation: u.scene = FuzzPresentationScene(universe: u, mode: mode)
            case .tabBars: u.scene = FuzzTabBarScene(universe: u)
            case .touches: u.scene = FuzzTouchScene(universe: u)
            case .autoLayout: u.scene = FuzzLayoutScene(universe: u)
            case .collectionViews: u.scene = FuzzCollectionScene(universe: u)
            }
        case .navigation(let operation):
            (u.scene as? FuzzNavigationScene)?.perform(operation, mode: mode)
        case .sheetSwipe(let kind):
            (u.scene as? FuzzPresentationScene)?.swipeSheet(
                FuzzOperation.pick(FuzzOperation.sheetSwipes, kind), mode: mode)
        case .tabBar(let operation):
            (u.scene as? FuzzTabBarScene)?.perform(operation, mode: mode)
        case .touch(let operation):
            (u.scene as? FuzzTouchScene)?.perform(operation, mode: mode)
        case .layout(let operation):
            (u.scene as? FuzzLayoutScene)?.perform(operation, mode: mode)
        case .collection(let operation):
            (u.scene as? FuzzCollectionScene)?.perform(operation, mode: mode)
        default:
            return
        }
    }
}
