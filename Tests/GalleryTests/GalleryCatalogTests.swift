import Foundation
import Testing
@testable import Gallery
import OpenUIKitTesting

/// The gallery's catalog: the seventeen demos — the architecture's fifteen in its order with the page
/// curl twin after page-scroll, then the collection view's — each once, under sections that name the articles (`SeedArticle`) the demos are ported from.
@MainActor
@Suite(.freshApplication) struct GalleryCatalogTests {
    @Test func theCatalogHoldsTheSeventeenDemosInTheArticlesOrder() {
        #expect(
            GalleryCatalog.demos.map { $0.name } == [
                "mask-pause-resume", "path-morph", "present-custom", "push-pop-custom", "tab-slide", "nav-ogl-flip",
                "news-children", "segue-container", "appearance-forwarding", "page-scroll", "page-curl",
                "modal-styles", "present-slide", "interactive-dismiss", "interactive-pop", "tab-interactive",
                "collection-updates",
            ])
        #expect(GalleryCatalog.sections.map(\.demos.count) == [2, 4, 5, 5, 1])
        #expect(GalleryCatalog.demo(named: "tab-slide") == TabSlideDemo.self)
        #expect(GalleryCatalog.demo(named: "no-such-demo") == nil)
    }

    @Test func theSectionsNameTheirArticlesByTitle() {
        #expect(
            GalleryCatalog.sections.map(\.title) == [
                "Animations — Complex Animation Cases",
                "Transitions — Complex Animation Cases",
                "Child controllers — Complex Animation Cases, Custom Child Controller Animations, "
                    + "Notes on Child Controllers, A Page Scroll Container",
                "Controller transitions — Playing with iOS Transitions",
                "Collection views — Complex Animation Cases",
            ])
    }

    @Test func anArticleIsCitedByItsTitleAndAPartByItsNumberAndHeading() {
        #expect(SeedArticle.pageScrollContainer.cited() == "“A Page Scroll Container”")
        #expect(
            SeedArticle.playingWithTransitions.cited(part: 3)
                == "“Playing with iOS Transitions”, part 3: Custom Navigation Transitions")
        // A part the article does not have names the article alone.
        #expect(SeedArticle.childControllerNotes.cited(part: 2) == "“Notes on Child Controllers”")
    }

    @Test func everyDemoHasATitleAndASummaryNamingAnArticleOfItsSection() {
        for section in GalleryCatalog.sections {
            let articles = SeedArticle.allCases.filter { section.title.contains($0.title) }
            #expect(!articles.isEmpty, "\(section.title)")
            for demo in section.demos {
                #expect(!demo.title.isEmpty, "\(demo.name)")
                #expect(
                    articles.contains {
                        demo.summary.contains("from “\($0.title)”") || demo.summary.contains("of “\($0.title)”")
                    },
                    "\(demo.name): \(demo.summary)")
            }
        }
    }
}
