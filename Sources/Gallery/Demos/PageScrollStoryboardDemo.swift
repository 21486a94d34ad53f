import Foundation
import OpenUIKit

/// `page-scroll` with its controllers from `PageScroll.storyboard`: the container is the initial scene
/// (title "Pages", class PageScrollViewController) and each page a scene of its own (Storyboard IDs
/// "First", "Second", "Third": its title, colour and centred name), which the app instantiates by
/// identifier and hands to the container as the article hands it the pages it made. The same script
/// gives the same trace and frames as the code version.
final class PageScrollStoryboardDemo: PageScrollDemo {
    override class var name: String { "page-scroll-storyboard" }
    override class var title: String { "Page container on a paging scroll view, from a storyboard" }
    override class var summary: String {
        "The pages of \(SeedArticle.pageScrollContainer.cited()) as storyboard scenes, instantiated by identifier into the paging container; trace and frames match the code version."
    }

    /// The storyboard's container and its pages, by identifier.
    override func makePager() -> PageScrollViewController {
        let storyboard = UIStoryboard(name: "PageScroll", bundle: .module)
        let pager: PageScrollViewController = storyboard.instantiateViewController(identifier: "Pages")
        pager.viewControllers = Self.pageTitles.map { storyboard.instantiateViewController(withIdentifier: $0) }
        return pager
    }
}
