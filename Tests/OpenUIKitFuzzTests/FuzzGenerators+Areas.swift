import Foundation
import PropertyBased

extension FuzzGenerators {
    /// The domains an area draws from: its own and the run loop's.
    static func domains(for area: FuzzArea) -> [FuzzDomain] {
        let shared = domains.filter { ["advance", "runUntilIdle", "render"].contains($0.name) }
        switch area {
        case .containment: return domains
        case .navigation: return navigationDomains + shared
        case .presentation:
            let presenting = domains.filter { ["showWindow", "setRoot", "present", "dismiss"].contains($0.name) }
            return presenting + presentationDomains + shared
        case .tabBars: return tabBarDomains + shared
        case .touches: return touchDomains + shared
        case .autoLayout: return layoutDomains + shared
        case .collectionViews: return collectionDomains + shared
        }
    }

    /// One operation of `area`, drawn by the mode's weights.
    static func operation(_ mode: FuzzMode, area: FuzzArea) -> OperationGenerator {
        Gen<FuzzOperation>.frequency(
            domains(for: area).map { (weight: mode == .valid ? $0.validWeight : $0.misuseWeight, gen: $0.generator) })
    }

    /// A program of `length` operations of `area`.
    static func program(
        _ mode: FuzzMode, area: FuzzArea, length: Int
    ) -> Generator<[FuzzOperation], OperationGenerator.ArrayShrink> {
        operation(mode, area: area).array(of: length...length)
    }
}
