import Foundation

/// The articles the gallery's demos are ported from — blog posts and notes, most of them in Chinese, on Core
/// Animation and view-controller transitions — named by their titles, translated to short English titles. The
/// home screen's sections list the articles of their demos, and each demo's summary names the one it follows.
enum SeedArticle: CaseIterable {
    /// 复杂动画案例解析: a mask animation paused and resumed, custom transitions, child controllers.
    case complexAnimationCases
    /// 自定义 children view controller 动画: a container swapping two children on custom empty segues.
    case customChildControllerAnimations
    /// Untitled notes on containment: the add and remove sequences, forwarding appearance by hand, and the
    /// double viewDidAppear of addSubview before addChild.
    case childControllerNotes
    /// Untitled: `TTPageScrollViewController`, a paging container of child controllers.
    case pageScrollContainer
    /// 玩转iOS转场动画: modal, navigation and tab bar transitions, custom and interactive.
    case playingWithTransitions

    /// The article's title in English.
    var title: String {
        switch self {
        case .complexAnimationCases: "Complex Animation Cases"
        case .customChildControllerAnimations: "Custom Child Controller Animations"
        case .childControllerNotes: "Notes on Child Controllers"
        case .pageScrollContainer: "A Page Scroll Container"
        case .playingWithTransitions: "Playing with iOS Transitions"
        }
    }

    /// The headings of the article's numbered parts that demos follow, by number; empty for an article
    /// without numbered parts.
    var parts: [Int: String] {
        switch self {
        case .complexAnimationCases:
            [1: "Pausing and Resuming a Mask Animation", 2: "Transition Animations", 3: "Child View Controllers"]
        case .playingWithTransitions:
            [2: "Modal Transitions", 3: "Custom Navigation Transitions", 4: "Tab Bar Controller Transitions"]
        case .customChildControllerAnimations, .childControllerNotes, .pageScrollContainer:
            [:]
        }
    }

    /// The article as a demo's summary names it: its quoted title, then the number and heading of `part`
    /// when the article has that part.
    func cited(part: Int? = nil) -> String {
        guard let part, let heading = parts[part] else { return "“\(title)”" }
        return "“\(title)”, part \(part): \(heading)"
    }
}
