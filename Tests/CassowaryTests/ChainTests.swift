import Cassowary
import Testing

@Suite struct ChainTests {
    /// 100 views in a row inside a container: the first at the container's left, each next 8 pt after the
    /// previous one, equal widths, the last ending at the container's right edge.
    @Test func aRowOfAHundredViewsSharesTheContainerWidth() throws {
        let solver = Solver()
        let containerWidth = Variable("container.width")
        let lefts = (0..<100).map { Variable("left\($0)") }
        let widths = (0..<100).map { Variable("width\($0)") }
        try solver.addConstraint(lefts[0] == 0)
        for index in 1..<100 {
            try solver.addConstraint(lefts[index] == lefts[index - 1] + widths[index - 1] + 8)
            try solver.addConstraint(widths[index] == widths[0])
        }
        try solver.addConstraint(lefts[99] + widths[99] == containerWidth)
        try solver.addEditVariable(containerWidth, strength: Strength(priority: 999))
        // 100 widths + 99 gaps of 8 = container: 1792 gives width 10 and lefts 18 · i; 2792 gives 20 and 28 · i.
        for (container, width) in [(1792.0, 10.0), (2792, 20), (792, 0), (1792, 10)] {
            try solver.suggestValue(containerWidth, container)
            solver.updateVariables()
            for index in 0..<100 {
                #expect(abs(widths[index].value - width) < 1e-9)
                #expect(abs(lefts[index].value - Double(index) * (width + 8)) < 1e-9)
            }
            #expect(!solver.isAmbiguous(lefts[99]))
        }
    }
}
