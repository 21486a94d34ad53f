import Foundation

/// README.md and the DocC articles (`Sources/*/*.docc/*.md`) read as their examples: each ```swift block and the
/// plain ``` block that follows it (what the example prints), and the test sources that quote them. A Swift block
/// that starts with `// Package.swift` is a manifest excerpt, not an example.
struct ReadmeDocument {
    struct Example {
        /// The block's lines, as written.
        var code: [String]
        /// The first plain fenced block after this one and before the next Swift block, if any.
        var output: [String]?
    }

    private enum Fence { case swift, output, other }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    let examples: [Example]

    init() throws {
        examples = try Self.documents().flatMap { try Self.examples(in: String(contentsOf: $0, encoding: .utf8)) }
    }

    /// README.md, then every article of every module's DocC catalog, in a stable order.
    static func documents() throws -> [URL] {
        let files = FileManager.default
        let sources = packageRoot.appendingPathComponent("Sources")
        let articles = try files.contentsOfDirectory(atPath: sources.path).sorted().flatMap { module in
            let moduleFolder = sources.appendingPathComponent(module)
            return try files.contentsOfDirectory(atPath: moduleFolder.path).filter { $0.hasSuffix(".docc") }.sorted()
                .flatMap { catalog in
                    let folder = moduleFolder.appendingPathComponent(catalog)
                    return try files.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
                        .map { folder.appendingPathComponent($0) }
                }
        }
        return [packageRoot.appendingPathComponent("README.md")] + articles
    }

    private static func examples(in text: String) -> [Example] {
        var examples: [Example] = []
        var open: (fence: Fence, lines: [String])?
        for line in text.components(separatedBy: "\n") {
            guard line.hasPrefix("```") else {
                open?.lines.append(line)
                continue
            }
            guard let block = open else {
                let language = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
                open = (language == "swift" ? .swift : language.isEmpty || language == "text" ? .output : .other, [])
                continue
            }
            switch block.fence {
            case .swift where block.lines.first?.hasPrefix("// Package.swift") == true: break
            case .swift: examples.append(Example(code: block.lines))
            case .output:
                if let last = examples.indices.last, examples[last].output == nil {
                    examples[last].output = block.lines
                }
            case .other: break
            }
            open = nil
        }
        return examples
    }

    /// The example whose first line that is not an import is `firstLine`.
    func example(startingWith firstLine: String) -> Example? {
        examples.first { Self.statements(of: $0.code).first == firstLine }
    }

    /// A block's lines without indentation, blank lines and imports: what a test must contain verbatim.
    static func statements(of code: [String]) -> [String] {
        code.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("import ") }
    }

    /// A block's import lines without their comments.
    static func imports(of code: [String]) -> [String] {
        code.map { line in
            String(line.prefix { $0 != "/" }).trimmingCharacters(in: .whitespaces)
        }.filter { $0.hasPrefix("import ") }
    }

    /// The trimmed, non-blank lines of every Swift file in this folder and in the testing product's tests
    /// (which quote the README's testing example).
    static func testSources() throws -> [[String]] {
        try ["Tests/OpenUIKitTests/Readme", "Tests/OpenUIKitTestingTests"].flatMap { path in
            let folder = packageRoot.appendingPathComponent(path)
            return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
                .sorted().map { name in
                    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                        .components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                            !$0.isEmpty
                        }
                }
        }
    }
}
