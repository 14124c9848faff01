import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An SVG read back by a real XML parser: its elements with their attributes, and the
/// text of each `<text>`. Parsing fails (nil) on anything that is not well-formed XML.
final class SVGDocument: NSObject, XMLParserDelegate {
    struct Element {
        let name: String
        let attributes: [String: String]
        var text = ""
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []

    init?(_ svg: String) {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        guard parser.parse() else { return nil }
    }

    var root: Element? { elements.first }
    var texts: [Element] { elements.filter { $0.name == "text" } }
    var rects: [Element] { elements.filter { $0.name == "rect" } }
    var paths: [Element] { elements.filter { $0.name == "path" } }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        open.append(elements.count)
        elements.append(Element(name: name, attributes: attributes))
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard let index = open.last else { return }
        elements[index].text += string
    }
}
