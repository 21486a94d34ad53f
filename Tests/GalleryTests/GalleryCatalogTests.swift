import Foundation
import Testing
@testable import Gallery
import OpenUIKitTesting

/// The gallery's catalog: the thirty-nine demos — first the AnimationSet app's two sections in the app's order and
/// words (its six basic screens; then its advanced screens: the controller rotation, the paused animation, the spring,
/// the transition list's rows — push/pop, present/dismiss, the four custom presentations, the tab bar — and the child
/// controllers), then the architecture's other demos in its order (the article's ports of three of the app's screens
/// first in their sections) with every CATransition type after tab-slide, the storyboard twins of segue-container and
/// page-scroll after them and the page curl twin after page-scroll, then the collection view's, then Auto Layout's,
/// then the particles' — each once, under sections that name the articles (`SeedArticle`) the demos are ported from;
/// the Auto Layout section, which no article has, names Apple's guide its demo follows, and the particles, which no
/// article covers, have their own section.
@MainActor
@Suite(.freshApplication) struct GalleryCatalogTests {
    @Test func theCatalogHoldsTheThirtyNineDemosTheAppsFirst() {
        #expect(
            GalleryCatalog.demos.map { $0.name } == [
                "app-basic-animation", "app-keyframe-animation", "app-animation-group", "app-catransition",
                "app-affine-transform", "app-uiview-transitions", "app-controller-rotation", "app-animation-pause",
                "app-spring", "app-push-pop", "app-present-dismiss", "app-bubble-present", "app-half-present",
                "app-reveal-left", "app-lefttop-present", "app-tab-slide", "app-child-controller",
                "mask-pause-resume", "path-morph", "nav-ogl-flip", "present-custom",
                "push-pop-custom", "tab-slide", "transition-types", "news-children", "segue-container",
                "segue-container-storyboard", "appearance-forwarding", "page-scroll",
                "page-scroll-storyboard", "page-curl", "modal-styles", "present-slide", "interactive-dismiss",
                "interactive-pop", "tab-interactive", "collection-updates", "constraint-animation", "fireworks",
            ])
        #expect(GalleryCatalog.sections.map(\.demos.count) == [6, 11, 2, 5, 7, 5, 1, 1, 1])
        #expect(GalleryCatalog.demo(named: "tab-slide") == TabSlideDemo.self)
        #expect(GalleryCatalog.demo(named: "no-such-demo") == nil)
    }

    /// `gallery list` names every demo whole (so a name can be pasted into `gallery render`), the longest
    /// one (segue-container-storyboard, 26 characters) included, with the titles in one column after it.
    @Test func theListingNamesEveryDemoWholeWithTheTitlesInOneColumn() {
        let listing = GalleryCatalog.listing
        #expect(listing.count == GalleryCatalog.demos.count)
        #expect(listing[26] == "segue-container-storyboard Child controllers swapped by segues, from a storyboard")
        #expect(listing[0] == "app-basic-animation        CABasicAnimation")
        #expect(listing[7] == "app-animation-pause        动画暂停实例 — Pausing an animation")
        #expect(listing[17] == "mask-pause-resume          A mask's animation paused and resumed")
        for (line, demo) in zip(listing, GalleryCatalog.demos) {
            #expect(line.hasPrefix(demo.name + " "))
            #expect(line.dropFirst("segue-container-storyboard ".count) == Substring(demo.title))
        }
    }

    @Test func theSectionsNameTheAppsSectionsThenTheirArticlesByTitle() {
        #expect(
            GalleryCatalog.sections.map(\.title) == [
                "基础动画案例 — Basic animations",
                "高级动画案例 — Advanced animations",
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

    /// The app's sections hold its screens in the app's order, titled by their rows (the transition list's
    /// custom presentations by the list's row, then their own): the ones played in the app's shell, and the
    /// articles' ports of the others, whose summaries cite the article.
    @Test func theAppsSectionsHoldItsScreensUnderTheirRowTitles() {
        for (section, appSection) in zip(GalleryCatalog.sections, AnimationSetScreen.Section.allCases) {
            let screens = section.demos.compactMap { demo in
                appSection.screens.first { demo.title == $0.fullTitle || demo.title.hasPrefix("\($0.title) › ") }
            }
            #expect(screens.count == section.demos.count)
            #expect(screens.map(\.rawValue) == screens.map(\.rawValue).sorted())
            for demo in section.demos {
                if let app = demo as? any AnimationSetDemo.Type {
                    #expect(app.screen.section == appSection)
                    #expect(demo.summary.hasPrefix("The AnimationSet app's"), "\(demo.name)")
                } else {
                    #expect(demo.summary.contains("from “\(SeedArticle.complexAnimationCases.title)”"), "\(demo.name)")
                }
            }
        }
        #expect(BasicAnimationDemo.title == "CABasicAnimation")
        #expect(SpringDemo.title == "简单的阻尼弹簧动画 — A simple damped spring")
        #expect(ControllerRotationDemo.title == "ViewController 旋转切换 — Rotating to the next controller")
        #expect(ChildControllerDemo.title == "ChildViewController")
        #expect(BubblePresentDemo.title == "各类转场动画 › Bubble — a bubble growing from the button")
        #expect(AppPushPopDemo.title == "各类转场动画 › push/pop 转场动画 — a poster flying into the pushed page")
    }

    @Test func everyDemoHasATitleAndASummaryNamingAnArticleOfItsSection() {
        for section in GalleryCatalog.sections.dropFirst(2) where section.title != "Particles" {
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
