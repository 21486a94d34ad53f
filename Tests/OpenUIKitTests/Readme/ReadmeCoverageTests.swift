import OpenUIKit
import Testing

/// Every Swift example in README.md and the DocC articles is quoted verbatim by a test in this folder (which runs
/// it and compares what it prints with the output block shown), so the documentation cannot drift from the code.
@Suite struct ReadmeCoverageTests {
    @Test func everySwiftBlockIsQuotedVerbatimByATest() throws {
        let readme = try ReadmeDocument()
        let sources = try ReadmeDocument.testSources()
        #expect(readme.examples.count >= 6)
        for example in readme.examples {
            let statements = ReadmeDocument.statements(of: example.code)
            #expect(!statements.isEmpty, "a documentation Swift block has no statements")
            let quoted = sources.first { source in
                !statements.isEmpty
                    && source.indices.contains { start in
                        source[start...].starts(with: statements)
                    }
            }
            #expect(
                quoted != nil,
                "the documentation block starting \(statements.first ?? "") is not quoted verbatim by a test")
            if let quoted {
                for line in ReadmeDocument.imports(of: example.code) {
                    #expect(quoted.contains(line), "the test quoting \(statements.first ?? "") lacks \(line)")
                }
            }
            #expect(example.output != nil, "the documentation block starting \(statements.first ?? "") shows no output")
        }
    }

    @Test func theParserFindsOutputBlocksAfterTheirExamples() throws {
        let readme = try ReadmeDocument()
        let containment = try #require(readme.example(startingWith: "final class Container: UIViewController {"))
        #expect(containment.output?.first == "Container loadView")
    }
}
