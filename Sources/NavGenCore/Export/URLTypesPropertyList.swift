/// What routes a graph's links to the app (`navgen plist`): the Info.plist `CFBundleURLTypes`
/// entry for its custom schemes, and the entitlements' `com.apple.developer.associated-domains`
/// for its universal-link hosts — two files, since Xcode reads entitlements from their own.
public struct URLTypesPropertyList: Sendable {
    public let graph: NavigationGraph

    public init(graph: NavigationGraph) {
        self.graph = graph
    }

    /// The URL type's name; Xcode expands the build setting to the app's bundle identifier.
    public static let defaultURLName = "$(PRODUCT_BUNDLE_IDENTIFIER)"

    /// The Info.plist entry; nil when the graph declares no scheme.
    public func infoPlist(urlName: String = defaultURLName) -> JSONValue? {
        guard !graph.linkSchemes.isEmpty else { return nil }
        return .object([
            (
                "CFBundleURLTypes",
                .array([
                    .object([
                        ("CFBundleTypeRole", .string("Viewer")),
                        ("CFBundleURLName", .string(urlName)),
                        ("CFBundleURLSchemes", .array(graph.linkSchemes.map(JSONValue.string))),
                    ])
                ])
            )
        ])
    }

    /// The entitlements entry: each host, and `*.DOMAIN` for the hosts under a domain a pattern
    /// binds (SPEC §2.4 (5)); nil when the graph has none.
    public func entitlements() -> JSONValue? {
        let domains = graph.linkHosts + graph.linkHostDomains.map { "*." + $0 }
        guard !domains.isEmpty else { return nil }
        return .object([
            ("com.apple.developer.associated-domains", .array(domains.map { .string("applinks:" + $0) }))
        ])
    }

    /// `value` as an XML property list, tab-indented as Xcode writes it.
    public func xml(_ value: JSONValue) -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        write(value, indent: 0, to: &out)
        return out + "</plist>\n"
    }

    /// Property lists nest only as deep as this type builds them (four levels), so recursion is bounded.
    private func write(_ value: JSONValue, indent: Int, to out: inout String) {
        let tabs = String(repeating: "\t", count: indent)
        switch value {
        case .string(let text):
            out += "\(tabs)<string>\(escaped(text))</string>\n"
        case .array(let elements):
            out += "\(tabs)<array>\n"
            for element in elements { write(element, indent: indent + 1, to: &out) }
            out += "\(tabs)</array>\n"
        case .object(let members):
            out += "\(tabs)<dict>\n"
            for member in members {
                out += "\(tabs)\t<key>\(escaped(member.key))</key>\n"
                write(member.value, indent: indent + 1, to: &out)
            }
            out += "\(tabs)</dict>\n"
        case .bool(let flag):
            out += "\(tabs)<\(flag ? "true" : "false")/>\n"
        case .number(let text):
            out += "\(tabs)<integer>\(text)</integer>\n"
        case .null:
            break
        }
    }

    private func escaped(_ text: String) -> String {
        text.replacingAll(["&": "&amp;", "<": "&lt;", ">": "&gt;"])
    }
}
