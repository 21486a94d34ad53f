import Foundation

extension UIViewController {
    /// The controller this one presents — or, for a child, the one its ancestor presents — or nil.
    public var presentedViewController: UIViewController? {
        presentedController ?? parent?.presentedViewController
    }

    /// The controller that presented this one — or, for a child, its ancestor's presenter — or nil. It is
    /// the controller whose presentation context was used, which UIKit picks: the root of the calling
    /// controller's containment tree, or the nearest ancestor that defines a presentation context for the
    /// current-context styles.
    public var presentingViewController: UIViewController? {
        activePresentation?.presenting ?? parent?.presentingViewController
    }

    /// The presentation controller that manages this controller — or, for a child, its nearest presented
    /// ancestor — while it is presented; before, the one that will (made on first use for the current
    /// `modalPresentationStyle`, so its `delegate` can be set before presenting, as UIKit allows).
    public var presentationController: UIPresentationController? {
        if let activePresentation { return activePresentation.controller }
        if let parent { return parent.presentationController }
        if let preparedPresentationController, preparedPresentationController.presentationStyle == builtInStyle {
            return preparedPresentationController
        }
        let prepared = Self.makeBuiltInPresentationController(for: self, presenting: nil, style: builtInStyle)
        preparedPresentationController = prepared
        return prepared
    }

    /// The sheet presentation controller, when the controller is (or will be) presented as a sheet.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// `modalPresentationStyle` with `.automatic` resolved (a page sheet, as iOS 13 and later do for plain
    /// controllers).
    private var builtInStyle: UIModalPresentationStyle {
        modalPresentationStyle == .automatic ? .pageSheet : modalPresentationStyle
    }

    static func makeBuiltInPresentationController(
        for presented: UIViewController, presenting: UIViewController?,
        style: UIModalPresentationStyle
    ) -> UIPresentationController {
        switch style {
        case .pageSheet, .formSheet:
            return UISheetPresentationController(
                presentedViewController: presented, presenting: presenting, style: style)
        case .custom:
            return UIPresentationController(presentedViewController: presented, presenting: presenting)
        default:
            return BuiltInPresentationController(
                presentedViewController: presented, presenting: presenting, style: style)
        }
    }

    // MARK: Presenting

    /// `present(_:animated:completion:)`'s work: checks the request (each refusal is reported with UIKit's
    /// words, nothing changes and the completion does not run), picks the presentation context and the
    /// presentation controller, puts the container view in place and runs the presentation.
    func startPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard let context = acceptedPresentationContext(for: presented) else { return }
        guard let controller = presentationController(for: presented, context: context) else { return }
        let style = controller.presentationStyle
        let owner = controller.shouldPresentInFullscreen ? context : currentContextOwner()
        let transitionStyle =
            owner.providesPresentationContextTransitionStyle
            ? owner.modalTransitionStyle : presented.modalTransitionStyle
        if transitionStyle == .partialCurl, style != .fullScreen {
            return Diagnostics.report(
                .invalidTransition, .exception,
                "Application tried to present \(presented) with modalTransitionStyle partialCurl in a presentation of style \(style); partialCurl needs UIModalPresentationFullScreen"
            )
        }
        controller.presentingViewController = owner
        let container = makeContainer(over: owner, controller: controller)
        let presentation = Presentation(
            presented: presented, presenting: owner, style: style, transitionStyle: transitionStyle,
            controller: controller, containerView: container)
        owner.presentedController = presented
        presented.activePresentation = presentation
        presented.preparedPresentationController = nil
        presented.isBeingPresented = true
        presentation.runPresentation(
            source: self, animated: animated && UIView.areAnimationsEnabled, completion: completion)
    }

    /// The controller whose context a full-screen presentation from this one covers (the root of its
    /// containment tree), or nil — reported — when the request is refused.
    private func acceptedPresentationContext(for presented: UIViewController) -> UIViewController? {
        var refusal: String?
        let root = containmentRoot
        if presented === self || isDescendantController(of: presented) {
            refusal = "Application tried to present modal view controller on itself. Presenting controller is \(self)."
        } else if let presentation = presented.activePresentation {
            refusal =
                "Application tried to present modally a view controller \(presented) that is already being presented by \(presentation.presenting.map { "\($0)" } ?? "another controller")."
        } else if isPresented(over: presented) {
            refusal = "Application tried to present modally an active controller \(presented)."
        } else if let parent = presented.parent {
            refusal =
                "Application tried to present modally a view controller \(presented) that has a parent view controller \(parent)."
        } else if viewIfLoaded?.window?.isVisibleOnScreen != true {
            refusal = "Attempt to present \(presented) on \(self) whose view is not in the window hierarchy."
        } else if let current = root.presentedController {
            refusal =
                "Attempt to present \(presented) on \(root) (from \(self)) which is already presenting \(current)."
        } else if ControllerTransition.isInFlight(involving: root) {
            refusal =
                "Attempt to present \(presented) on \(root) (from \(self)) while a presentation or transition is in progress."
        } else if root.activePresentation?.transitionStyle == .partialCurl {
            refusal =
                "Application tried to present \(presented) from \(root), which is presented with a partial curl; such a controller cannot present."
        } else if presented.modalPresentationStyle == .none {
            refusal =
                "Application tried to present \(presented) with modalPresentationStyle none, which is not a presentation style."
        }
        if let refusal {
            Diagnostics.report(.invalidTransition, refusal.hasPrefix("Attempt") ? .warning : .exception, refusal)
            return nil
        }
        return root
    }

    /// The root of this controller's containment tree.
    var containmentRoot: UIViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }

    /// The controller whose view a current-context presentation covers: the nearest controller from this
    /// one up that defines a presentation context, else the root.
    private func currentContextOwner() -> UIViewController {
        var node: UIViewController? = self
        while let controller = node {
            if controller.definesPresentationContext { return controller }
            node = controller.parent
        }
        return containmentRoot
    }

    /// The presentation controller for the presented controller's style: the transitioning delegate's for
    /// `.custom` (a plain one when it gives none), else the built-in one — then adapted to the compact
    /// width (a popover becomes full screen), keeping the delegate set on the prepared one.
    private func presentationController(
        for presented: UIViewController, context: UIViewController
    ) -> UIPresentationController? {
        let declared = presented.builtInStyle
        let delegate = presented.preparedPresentationController?.delegate
        var controller: UIPresentationController
        if declared == .custom {
            LifecycleTrace.record(context, .delegateCall("transitioning presentationController(forPresented:)"))
            controller =
                presented.transitioningDelegate?.presentationController(
                    forPresented: presented, presenting: context, source: self)
                ?? UIPresentationController(presentedViewController: presented, presenting: context)
        } else {
            controller =
                presented.preparedPresentationController.flatMap { $0.presentationStyle == declared ? $0 : nil }
                ?? Self.makeBuiltInPresentationController(for: presented, presenting: context, style: declared)
        }
        if controller.delegate == nil { controller.delegate = delegate }
        let adapted = controller.adaptivePresentationStyle
        if adapted != controller.presentationStyle, adapted != .custom, adapted != .none, adapted != .automatic {
            let replacement = Self.makeBuiltInPresentationController(
                for: presented, presenting: context, style: adapted)
            replacement.delegate = controller.delegate
            controller = replacement
        }
        guard controller.presentedViewController === presented else {
            Diagnostics.report(
                .invalidTransition, .exception,
                "The presentation controller \(controller) manages \(controller.presentedViewController), not \(presented); the presentation is refused"
            )
            return nil
        }
        return controller
    }

    /// The container view, in place: over the whole window, or over the context owner's view for the
    /// current-context styles.
    private func makeContainer(
        over owner: UIViewController, controller: UIPresentationController
    ) -> PresentationContainerView {
        let container = PresentationContainerView(frame: .zero)
        container.presentationController = controller
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let ownerView: UIView = owner.view
        if controller.shouldPresentInFullscreen, let window = ownerView.window {
            container.frame = window.bounds
            window.addSubview(container)
        } else if let superview = ownerView.superview {
            container.frame = ownerView.frame
            superview.insertSubview(container, aboveSubview: ownerView)
        }
        controller.containerView = container
        container.layoutIfNeeded()
        return container
    }

    /// Whether this controller (or the root of its containment tree) was presented, directly or through a
    /// chain of presentations, over `controller` or one of its descendants.
    func isPresented(over controller: UIViewController) -> Bool {
        var node = containmentRoot.activePresentation?.presenting
        while let presenter = node {
            if presenter.isDescendantController(of: controller) { return true }
            node = presenter.containmentRoot.activePresentation?.presenting
        }
        return false
    }

    // MARK: Dismissing

    /// `dismiss(animated:completion:)`'s work (and a sheet's drag, with its interaction controller).
    func startDismissal(
        animated: Bool, interaction: (any UIViewControllerInteractiveTransitioning)? = nil, completion: (() -> Void)?
    ) {
        let owner: UIViewController
        if let holder = selfOrAncestor(where: { $0.presentedController != nil }) {
            owner = holder
        } else if let presenting = selfOrAncestor(where: { $0.activePresentation != nil })?.activePresentation?
            .presenting
        {
            owner = presenting
        } else {
            Diagnostics.report(
                .invalidTransition, .warning,
                "dismiss(animated:completion:) called on \(self), which presents nothing and is not presented; the completion runs"
            )
            completion?()
            return
        }
        guard let first = owner.presentedController?.activePresentation else { return }
        var stack = [first]
        while let next = stack.last?.presented.presentedController?.activePresentation { stack.append(next) }
        guard !stack.contains(where: \.isTransitioning) else {
            return Diagnostics.report(
                .invalidTransition, .warning,
                "Attempt to dismiss from view controller \(owner) while a presentation or dismiss is in progress!")
        }
        first.runDismissal(
            animated: animated && UIView.areAnimationsEnabled, interaction: interaction,
            alsoDismissed: Array(stack.dropFirst()), completion: completion)
    }

    /// This controller or its nearest ancestor that matches `test`.
    private func selfOrAncestor(where test: (UIViewController) -> Bool) -> UIViewController? {
        var node: UIViewController? = self
        while let controller = node {
            if test(controller) { return controller }
            node = controller.parent
        }
        return nil
    }
}
