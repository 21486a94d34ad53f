import Foundation
import Testing
@testable import Gallery
import OpenUIKitTesting

/// The gallery's catalog: the twenty-two demos — the architecture's fifteen in its order with every
/// CATransition type after nav-ogl-flip, the storyboard twins of segue-container and page-scroll after them and
/// the page curl twin after page-scroll, then the collection view's, then Auto Layout's, then the particles' —
/// each once, under sections that name the articles (`SeedArticle`) the demos are ported from; the Auto Layout
/// section, which no article has, names Apple's guide its demo follows, and the particles, which no article
/// covers, have their own section.
@MainActor
@Suite(.freshApplication) struct GalleryCatalogTests {
    @Test func theCatalogHoldsTheTwentyTwoDemosInTheArticlesOrder() {
        #expect(
            GalleryCatalog.demos.map { $0.name } == [
                "mask-pause-resume", "path-morph", "present-custom", "push-pop-custom", "tab-slide", "nav-ogl-flip",
                "transition-types", "news-children", "segue-container", "segue-container-storyboard",
                "appearance-forwarding", "page-scroll", "page-scroll-storyboard", "page-curl",
                "modal-styles", "present-slide", "interactive-dismiss", "interactive-pop", "tab-interactive",
                "collection-updates", "constraint-animation", "fireworks",
            ])
        #expect(GalleryCatalog.sections.map(\.demos.count) == [2, 5, 7, 5, 1, 1, 1])
        #expect(GalleryCatalog.demo(named: "tab-slide") == TabSlideDemo.self)
        #expect(GalleryCatalog.demo(named: "no-such-demo") == nil)
    }

    /// `gallery list` names every demo whole (so a name can be pasted into `gallery render`), the longest
    /// one (segue-container-storyboard, 26 characters) included, with the titles in one column after it.
    @Test func theListingNamesEveryDemoWholeWithTheTitlesInOneColumn() {
        let listing = GalleryCatalog.listing
        #expect(listing.count == GalleryCatalog.demos.count)
        #expect(listing[9] == "segue-container-storyboard Child controllers swapped by segues, from a storyboard")
        #expect(listing[0] == "mask-pause-resume          Mask animation: pause and resume")
        for (line, demo) in zip(listing, GalleryCatalog.demos) {
            #expect(line.hasPrefix(demo.name + " "))
            #expect(line.dropFirst("segue-container-storyboard ".count) == Substring(demo.title))
        }
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
                "Auto Layout — Apple's “Auto Layout Guide”",
                "Particles",
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
        for section in GalleryCatalog.sections where section.title != "Particles" {
            var sources = SeedArticle.allCases.map(\.title).filter { section.title.contains($0) }
            if sources.isEmpty, section.title == "Auto Layout — Apple's “Auto Layout Guide”" {
                sources = ["Auto Layout Guide"]
            }
            #expect(!sources.isEmpty, "\(section.title)")
            for demo in section.demos {
                #expect(!demo.title.isEmpty, "\(demo.name)")
                #expect(
                    sources.contains { demo.summary.contains("from “\($0)”") || demo.summary.contains("of “\($0)”") }
                        || sources.contains { demo.summary.contains("from Apple's “\($0)”") },
                    "\(demo.name): \(demo.summary)")
            }
        }
    }
}
