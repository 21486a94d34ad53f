import Foundation
import Testing
@testable import Gallery

/// The gallery's catalog: the sixteen demos — the architecture's fifteen in its order, then the collection
/// view's — each once, under the seed articles' sections.
@MainActor
@Suite struct GalleryCatalogTests {
    @Test func theCatalogHoldsTheSixteenDemosInTheSeedsOrder() {
        #expect(
            GalleryCatalog.demos.map { $0.name } == [
                "mask-pause-resume", "path-morph", "present-custom", "push-pop-custom", "tab-slide", "nav-ogl-flip",
                "news-children", "segue-container", "appearance-forwarding", "page-scroll", "modal-styles",
                "present-slide", "interactive-dismiss", "interactive-pop", "tab-interactive", "collection-updates",
            ])
        #expect(GalleryCatalog.sections.map(\.demos.count) == [2, 4, 4, 5, 1])
        #expect(GalleryCatalog.demo(named: "tab-slide") == TabSlideDemo.self)
        #expect(GalleryCatalog.demo(named: "no-such-demo") == nil)
    }

    @Test func everyDemoHasATitleAndASummaryNamingItsSeed() {
        for demo in GalleryCatalog.demos {
            #expect(!demo.title.isEmpty, "\(demo.name)")
            #expect(demo.summary.lowercased().contains("seed"), "\(demo.name): \(demo.summary)")
        }
    }
}
