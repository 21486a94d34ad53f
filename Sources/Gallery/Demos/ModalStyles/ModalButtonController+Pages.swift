import Foundation
import OpenUIKit

extension ModalButtonController {
    /// The modal demos' green "Home" page, whose "Present" button presents full screen, animated, the
    /// controller `makePage` makes for the tap.
    static func home(presenting makePage: @escaping () -> UIViewController) -> ModalButtonController {
        ModalButtonController(title: "Home", color: ModalStylesDemo.home, buttonTitle: "Present") { home in
            let page = makePage()
            page.modalPresentationStyle = .fullScreen
            home.present(page, animated: true, completion: nil)
        }
    }

    /// A red page titled `title` whose "Dismiss" button dismisses it, animated.
    static func dismissiblePage(title: String) -> ModalButtonController {
        ModalButtonController(title: title, color: ModalStylesDemo.page, buttonTitle: "Dismiss") { page in
            page.dismiss(animated: true)
        }
    }
}

extension DemoStage {
    /// A modal demo's stage: a screen of `size` (at scale 2) showing the green Home page, whose button presents
    /// what `makePage` makes.
    static func showingHome(
        size: CGSize, presenting makePage: @escaping () -> UIViewController
    ) -> (stage: DemoStage, home: ModalButtonController) {
        UIScreen.main.use(UIScreen.Device(size: size, scale: 2))
        let home = ModalButtonController.home(presenting: makePage)
        return (DemoStage(showing: home, size: size), home)
    }
}
