import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an Interface Builder document's XML into a tree of `IBElement`s with Foundation's `XMLParser` (a
/// SAX parser; FoundationXML over libxml2 on Linux). The first error stops the parse: malformed or
/// truncated XML gives the parser's message and line, and no tree.
final class IBDocumentReader: NSObject, XMLParserDelegate {
    /// Why a document could not be read.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private var stack: [IBElement] = []
    private var root: IBElement?
    private var failure: Failure?

    /// The root element of `data`, or the reason it is not a well-formed document.
    static func read(_ data: Data) -> Result<IBElement, Failure> {
        // Xcode writes UTF-8; FoundationXML traps on element and attribute names that are not valid UTF-8,
        // so other bytes are refused before parsing.
        guard let text = String(validating: data, as: UTF8.self) else {
            return .failure(Failure(description: "the document is not valid UTF-8"))
        }
        if let problem = declarationProblem(in: text) { return .failure(Failure(description: problem)) }
        let reader = IBDocumentReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        let finished = parser.parse()
        if let failure = reader.failure { return .failure(failure) }
        guard finished, let root = reader.root, reader.stack.isEmpty else {
            let line = parser.lineNumber
            let message = parser.parserError.map { "\($0.localizedDescription)" } ?? "the document ends early"
            return .failure(Failure(description: "line \(line): \(message)"))
        }
        return .success(root)
    }

    /// What is wrong with the document's XML declarations, if anything: FoundationXML crashes on a
    /// declaration without a version, so the declaration must be the document's start and name a version,
    /// and no other `<?xml` may follow (libxml2 refuses those anyway). It also crashes on a processing
    /// instruction without data (`<?a?>`: libxml2 passes NULL data), which Xcode never writes.
    private static func declarationProblem(in text: String) -> String? {
        if text.contains(/<\?[^\s?>]*\s*\?>/) { return "a processing instruction without data" }
        let declarations = text.ranges(of: "<?xml")
        guard let first = declarations.first else { return nil }
        guard declarations.count == 1, first.lowerBound == text.startIndex,
            let end = text.range(of: "?>", range: first.upperBound..<text.endIndex),
            text[first.upperBound..<end.lowerBound].contains("version=")
        else { return "the XML declaration must open the document once and give a version" }
        return nil
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        let element = IBElement(name: elementName, attributes: attributeDict)
        if let parent = stack.last {
            parent.children.append(element)
        } else if root == nil {
            root = element
        } else {
            fail(parser, "a second root element <\(elementName)>")
            return
        }
        stack.append(element)
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
        guard stack.last?.name == elementName else {
            fail(parser, "</\(elementName)> does not close the open element")
            return
        }
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if failure == nil {
            failure = Failure(description: "line \(parser.lineNumber): \(parseError.localizedDescription)")
        }
    }

    private func fail(_ parser: XMLParser, _ message: String) {
        failure = Failure(description: "line \(parser.lineNumber): \(message)")
        parser.abortParsing()
    }
}
