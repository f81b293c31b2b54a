/// A modal on screen, with the routes pushed inside it when it has a stack of its own.
public struct Presentation<Schema: NavigationSchema>: Hashable, Codable, Sendable {
    /// The sheet or cover.
    public var sheet: Schema.Modal

    /// Its navigation stack, for `NavigationStack(path:)`; always empty when `sheet.hasStack` is
    /// false.
    public var path: [Schema.Route]

    /// A modal showing `path` in its stack; a modal without a stack (`sheet.hasStack` false) drops
    /// the path, as decoding does.
    public init(sheet: Schema.Modal, path: [Schema.Route] = []) {
        self.sheet = sheet
        self.path = sheet.hasStack ? path : []
    }

    private enum CodingKeys: String, CodingKey {
        case sheet, path
    }

    /// Decodes the modal, and its stack up to the first route this version cannot decode.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sheet = try container.decode(Schema.Modal.self, forKey: .sheet)
        path = sheet.hasStack ? decodablePrefix(of: try? container.nestedUnkeyedContainer(forKey: .path)) : []
    }

    /// Encodes the modal and its stack. A route or modal holding a required live value cannot be
    /// encoded: it throws `EncodingError.invalidValue` (a navigation state leaves it out instead).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sheet, forKey: .sheet)
        try container.encode(path, forKey: .path)
    }
}

/// The elements of a saved list up to the first one that no longer decodes (a route or modal
/// removed from the graph since, or one holding a live value).
func decodablePrefix<Element: Decodable>(of container: (any UnkeyedDecodingContainer)?) -> [Element] {
    guard var container else { return [] }
    var elements: [Element] = []
    while !container.isAtEnd, let element = try? container.decode(Element.self) {
        elements.append(element)
    }
    return elements
}
