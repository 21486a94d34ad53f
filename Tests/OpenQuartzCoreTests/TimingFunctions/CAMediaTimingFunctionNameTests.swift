import Testing
@testable import OpenQuartzCore

@Suite("CAMediaTimingFunctionName")
struct CAMediaTimingFunctionNameTests {
    @Test("raw values are Apple's strings")
    func rawValues() {
        #expect(CAMediaTimingFunctionName.linear.rawValue == "linear")
        #expect(CAMediaTimingFunctionName.easeIn.rawValue == "easeIn")
        #expect(CAMediaTimingFunctionName.easeOut.rawValue == "easeOut")
        #expect(CAMediaTimingFunctionName.easeInEaseOut.rawValue == "easeInEaseOut")
        #expect(CAMediaTimingFunctionName.default.rawValue == "default")
    }

    @Test("both initializers build equal, hashable values")
    func initializers() {
        #expect(CAMediaTimingFunctionName("easeIn") == .easeIn)
        #expect(CAMediaTimingFunctionName(rawValue: "easeOut") == .easeOut)
        #expect(CAMediaTimingFunctionName("custom") != .linear)
        let set: Set<CAMediaTimingFunctionName> = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default, .linear]
        #expect(set.count == 5)
    }
}
