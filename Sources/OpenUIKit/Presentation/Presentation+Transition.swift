import Foundation

/// A presentation as the container of its presenting and dismissing transitions (see `TransitionContainer`):
/// the transitioning delegate's animators or the style's built-in ones, the container view, and the
/// presentation controller's `…TransitionWillBegin()` and `…TransitionDidEnd(_:)` around the animation.
extension Presentation: TransitionContainer {
    var transitionHost: UIViewController? { presenting }

    /// The controller whose transitioning delegate and transition style a request uses: the presented
    /// controller, or for a dismissal the top of the dismissed stack.
    private func animating(_ request: TransitionRequest) -> Presentation {
        if case .dismiss(let alsoDismissed) = request.kind { return alsoDismissed.last ?? self }
        return self
    }

    func delegateAnimator(for request: TransitionRequest) -> (any UIViewControllerAnimatedTransitioning)? {
        let top = animating(request)
        guard let delegate = top.presented.transitioningDelegate else { return nil }
        switch request.kind {
        case .present(let source):
            record("animationController(forPresented:)", delegate: true)
            return delegate.animationController(forPresented: presented, presenting: request.from, source: source)
        default:
            record("animationController(forDismissed:)", delegate: true)
            return delegate.animationController(forDismissed: top.presented)
        }
    }

    func delegateInteractionController(
        for animator: any UIViewControllerAnimatedTransitioning, request: TransitionRequest
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        let delegate = animating(request).presented.transitioningDelegate
        if case .present = request.kind {
            record("interactionControllerForPresentation", delegate: true)
            return delegate?.interactionControllerForPresentation(using: animator)
        }
        record("interactionControllerForDismissal", delegate: true)
        return delegate?.interactionControllerForDismissal(using: animator)
    }

    func builtInAnimator(for request: TransitionRequest) -> any UIViewControllerAnimatedTransitioning {
        guard request.isAnimated else { return ImmediateTransitionAnimator() }
        let top = animating(request)
        if case .present = request.kind {
            return ModalTransitionAnimators.animator(for: transitionStyle, style: style, presenting: true)
        }
        return ModalTransitionAnimators.animator(for: top.transitionStyle, style: top.style, presenting: false)
    }

    func stage(for request: TransitionRequest) -> TransitionStage {
        let removesPresenter = controller.shouldRemovePresentersView
        if case .present = request.kind {
            let presenterView = request.from.view!
            let presenterFrame =
                presenterView.superview?.convert(presenterView.frame, to: containerView) ?? presenterView.frame
            var stage = TransitionStage(
                containerView: containerView,
                views: (removesPresenter ? presenterView : nil, controller.presentedView), drivesAppearance: true,
                keepsAppearanceOf: removesPresenter ? nil : request.from)
            stage.frames.initial[ObjectIdentifier(request.from)] = presenterFrame
            stage.frames.final[ObjectIdentifier(request.from)] = removesPresenter ? .zero : presenterFrame
            stage.frames.final[ObjectIdentifier(presented)] = controller.checkedFrameOfPresentedView
            return stage
        }
        let top = animating(request)
        let topView = top.controller.presentedView
        // The presenter's view comes back with the dismissal unless another presentation shows it meanwhile.
        let bringsPresenterBack = removesPresenter && !presenterViewIsShownElsewhere
        var stage = TransitionStage(
            containerView: containerView, views: (topView, bringsPresenterBack ? request.to.view : nil),
            drivesAppearance: containerView.window?.isVisibleOnScreen == true,
            keepsAppearanceOf: bringsPresenterBack ? nil : request.to)
        stage.frames.initial[ObjectIdentifier(top.presented)] = topView?.frame ?? .zero
        // A custom presentation controller places the presented view: its `frameOfPresentedViewInContainerView`
        // is the dismissed view's final frame as well (Apple's `finalFrame(for:)`: the frame the view has at the
        // end of the transition; the built-in styles give zero, as their animators move the view off screen).
        stage.frames.final[ObjectIdentifier(top.presented)] =
            top.controller.presentationStyle == .custom ? top.controller.checkedFrameOfPresentedView : .zero
        stage.frames.final[ObjectIdentifier(request.to)] =
            presenterPlace.map { place in
                place.superview.map { $0.convert(place.frame, to: containerView) } ?? place.frame
            } ?? containerView.bounds
        return stage
    }

    /// A dismissal of a stack: the top one's view moves into this container, so the animation shows over the
    /// presenter, then the views of the controllers between this one and the top leave. The move comes first:
    /// the top view may sit inside the container of one of those (a current-context presentation over a
    /// custom one), and moving within the window changes no appearance, where leaving it and coming back
    /// would start a window appearance of the top controller just as the dismissal begins its disappearance.
    func transitionWillStart(_ transition: ControllerTransition) {
        guard case .dismiss(let alsoDismissed) = transition.request.kind, !alsoDismissed.isEmpty else { return }
        if let topView = transition.context.view(forKey: .from) { containerView.addSubview(topView) }
        for upper in [self] + alsoDismissed.dropLast() {
            upper.takeOffScreenAtOnce(keepingContainer: upper === self)
        }
    }

    func transitionDidBegin(_ transition: ControllerTransition) {
        if case .present = transition.request.kind {
            record("presentationTransitionWillBegin")
            controller.presentationTransitionWillBegin()
        } else {
            record("dismissalTransitionWillBegin")
            controller.dismissalTransitionWillBegin()
        }
    }

    func arrangeViews(for transition: ControllerTransition, completed: Bool) {
        let removesPresenter = controller.shouldRemovePresentersView
        switch transition.request.kind {
        case .present:
            if completed {
                if let presentedView = controller.presentedView, presentedView.superview == nil {
                    containerView.addSubview(presentedView)
                }
                if removesPresenter {
                    transition.from.viewIfLoaded?.removeFromSuperview()
                } else {
                    restorePresenterView()
                }
            } else {
                restorePresenterView()
                containerView.removeFromSuperview()
            }
            record("presentationTransitionDidEnd(\(completed))")
            controller.presentationTransitionDidEnd(completed)
        default:
            if completed {
                restorePresenterView()
                containerView.removeFromSuperview()
                for upper in dismissedAbove(in: transition) { upper.containerView.removeFromSuperview() }
            } else if removesPresenter, let view = transition.to.viewIfLoaded, view.isDescendant(of: containerView) {
                view.removeFromSuperview()
            } else {
                restorePresenterView()
            }
            record("dismissalTransitionDidEnd(\(completed))")
            controller.dismissalTransitionDidEnd(completed)
        }
    }

    func commit(_ transition: ControllerTransition, completed: Bool) {
        if case .present = transition.request.kind {
            presented.isBeingPresented = false
            if completed {
                transition.request.completion?(true)
            } else {
                unlink()
            }
            return
        }
        let alsoDismissed = dismissedAbove(in: transition)
        presented.isBeingDismissed = false
        for upper in alsoDismissed { upper.presented.isBeingDismissed = false }
        guard completed else { return }
        for upper in alsoDismissed.reversed() { upper.unlink() }
        unlink()
        transition.request.completion?(true)
    }

    /// The presentations above this one that a dismissal takes along.
    private func dismissedAbove(in transition: ControllerTransition) -> [Presentation] {
        if case .dismiss(let alsoDismissed) = transition.request.kind { return alsoDismissed }
        return []
    }
}
