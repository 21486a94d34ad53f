import Foundation
@testable import OpenUIKit

/// Presenting and dismissing: each completion must run exactly once unless UIKit refused the call.
extension FuzzInterpreter {
    func interpretPresentations(_ operation: FuzzOperation) {
        let u = universe
        let ledger = u.ledger
        switch operation {
        case .present(let presenterIndex, let presentedIndex, let style, let transition, let animated):
            let presenter = u.controller(presenterIndex), presented = u.controller(presentedIndex)
            presented.modalPresentationStyle = FuzzOperation.pick(FuzzOperation.presentationStyles, style).style
            presented.modalTransitionStyle = FuzzOperation.pick(FuzzOperation.modalTransitionStyles, transition).style
            let token = ledger.expect("\(operation)")
            let reports = Diagnostics.capture {
                presenter.present(presented, animated: animated) { ledger.ran(token) }
            }
            if reports.contains(where: {
                $0.message.hasPrefix("Attempt to present") || $0.message.hasPrefix("Application tried to present")
            }) {
                ledger.excuse([token])
            }
            for report in reports { Diagnostics.report(report) }
        case .dismiss(let c, let animated):
            let token = ledger.expect("\(operation)")
            let reports = Diagnostics.capture {
                u.controller(c).dismiss(animated: animated) { ledger.ran(token) }
            }
            if reports.contains(where: { $0.message.hasPrefix("Attempt to dismiss") }) { ledger.excuse([token]) }
            for report in reports { Diagnostics.report(report) }
        default:
            return
        }
    }
}
