import Foundation

/// What a container asks the controller-transition engine to run (see `ControllerTransition`): the kind of
/// transition with what only that kind needs, the two controllers, whether it animates, the interaction
/// controller the container supplies itself (the navigation controller's edge swipe, a sheet's drag), the
/// presentation style and the caller's completion. The engine derives everything else from the kind: the
/// name traces show, the order of the appearance callbacks, whether the transition is traced, watched for a
/// missing `completeTransition(_:)`, and refused while another runs in the same container.
@MainActor
struct TransitionRequest {
    /// The kinds of controller transition, each with what its container needs at the end.
    enum Kind {
        /// A navigation push (`pushViewController`, `setViewControllers` adding a new top).
        case push(NavigationStackChange)
        /// A navigation pop (`popViewController`, `popToViewController`, `setViewControllers` uncovering a
        /// controller).
        case pop(NavigationStackChange)
        /// A tab bar controller's switch between the tabs at two indexes.
        case selectTab(from: Int, to: Int)
        /// `present(_:animated:completion:)`; `source` is the controller it was called on.
        case present(source: UIViewController)
        /// `dismiss(animated:completion:)`; `alsoDismissed` are the presentations above the dismissed one,
        /// the last being the one whose controller animates out.
        case dismiss(alsoDismissed: [Presentation])
        /// `transition(from:to:duration:options:animations:completion:)` between two children.
        case containment(ContainmentTransitionAnimator)
        /// A page view controller's turn.
        case page(PageTransition)
    }

    let kind: Kind
    let from: UIViewController
    let to: UIViewController
    /// Whether the caller asked for an animation and the container can show one (it is on screen).
    let isAnimated: Bool
    /// The container's own interaction controller, used with its built-in animator and when the delegate's
    /// animator comes without one.
    var interaction: (any UIViewControllerInteractiveTransitioning)?
    /// The presentation style the context reports (`.none` outside presentations).
    var style: UIModalPresentationStyle = .none
    /// The caller's completion; the container calls it when it commits (with what its API passes).
    var completion: ((Bool) -> Void)?

    /// The name lifecycle traces show for the transition.
    var name: String {
        switch kind {
        case .push: return "push \(from.traceName) → \(to.traceName)"
        case .pop: return "pop \(from.traceName) → \(to.traceName)"
        case .selectTab: return "select \(from.traceName) → \(to.traceName)"
        case .present: return "present \(to.traceName)"
        case .dismiss: return "dismiss \(from.traceName)"
        case .containment: return "transition \(from.traceName) → \(to.traceName)"
        case .page: return "page \(from.traceName) → \(to.traceName)"
        }
    }

    /// Which appearance callback comes first at the start: the leaving controller's for pushes, pops,
    /// presentations and dismissals; the arriving one's for UIKit's transition view (tab switches,
    /// containment transitions, page turns).
    var appearanceOrder: ControllerTransition.AppearanceOrder {
        switch kind {
        case .push, .pop, .present, .dismiss: return .leavingFirst
        case .selectTab, .containment, .page: return .arrivingFirst
        }
    }

    /// Which did-callback comes first at the end of a completed transition: the arriving controller's for
    /// presentations and dismissals, the leaving one's otherwise.
    var endOrder: ControllerTransition.AppearanceOrder {
        switch kind {
        case .present, .dismiss: return .arrivingFirst
        case .push, .pop, .selectTab, .containment, .page: return .leavingFirst
        }
    }

    /// Whether context calls, coordinator callbacks and the outcome go to lifecycle traces (not for
    /// containment transitions and page turns, which trace their own way).
    var isTraced: Bool {
        switch kind {
        case .containment, .page: return false
        case .push, .pop, .selectTab, .present, .dismiss: return true
        }
    }

    /// Whether a missing `completeTransition(_:)` is reported after `ControllerTransition.completionTimeout`:
    /// not for `transition(from:to:…)`, whose view animations always end (or repeat on purpose).
    var watchesCompletion: Bool {
        if case .containment = kind { return false }
        return true
    }

    /// Whether the two controllers are kept from their parent's appearance forwarding while the transition
    /// owns them (see `AppearanceDriver`). `transition(from:to:)` keeps its landed behaviour, where a parent
    /// appearing meanwhile forwards to (and reports) its children.
    var shieldsFromForwarding: Bool {
        if case .containment = kind { return false }
        return true
    }
}

/// What the container gives the engine for a request, once the animator is chosen: the view the
/// transition happens in, the views and frames the context answers, and whose appearance the engine drives.
@MainActor
struct TransitionStage {
    let containerView: UIView
    let views: (from: UIView?, to: UIView?)
    var frames = ControllerTransitionContext.Frames()
    /// Whether the controllers get appearance callbacks (their container is in a visible window).
    let drivesAppearance: Bool
    /// The controller whose appearance the transition leaves alone, when there is one (a presenter whose
    /// view stays on screen under an over-full-screen, custom or sheet presentation).
    var keepsAppearanceOf: UIViewController?
}
