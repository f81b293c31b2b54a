/// The `apple-app-site-association` file for a graph's universal links (`navgen aasa`): one
/// `applinks.details` entry whose `components` cover every pattern, since every pattern opens
/// under every declared host.
///
/// Components are globs (`*` any run of characters, `?` one), so a placeholder segment becomes
/// `?*` (one character or more); the glob cannot stop at a `/` or check a type, which is why the
/// app's parser still decides. Required query items are listed; optional ones are not required.
public struct AppSiteAssociation: Sendable {
    public let graph: NavigationGraph

    public init(graph: NavigationGraph) {
        self.graph = graph
    }

    /// Whether `appID` looks like `TEAMID.bundle.identifier`: a ten-character team ID, then a
    /// bundle identifier of letters, digits, `-` and `.`.
    public static func isValidAppID(_ appID: String) -> Bool {
        let parts = appID.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].utf8.count == 10, parts[0].utf8.allSatisfy(isASCIIAlphanumeric) else {
            return false
        }
        let bundle = parts[1]
        return !bundle.isEmpty && !bundle.hasPrefix(".") && !bundle.hasSuffix(".") && !bundle.contains("..")
            && bundle.utf8.allSatisfy { isASCIIAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
    }

    public func document(appIDs: [String]) -> JSONValue {
        var components: [JSONValue] = []
        var seen: [String: Int] = [:]
        var comments: [[String]] = []
        var members: [[(key: String, value: JSONValue)]] = []
        for link in graph.deepLinks {
            let path = glob(of: link.pattern)
            let requiredQuery = link.pattern.query.filter { item in
                graph.screen(named: link.screen)?.requires(item) ?? true
            }
            let signature = path + "?" + requiredQuery.map(\.key).sorted().joined(separator: "&")
            let comment =
                "\(graph.screen(named: link.screen)?.kind.rawValue ?? "screen") \(link.screen): \(link.pattern.text)"
            if let existing = seen[signature] {
                comments[existing].append(comment)
                continue
            }
            seen[signature] = members.count
            var component: [(key: String, value: JSONValue)] = [("/", .string(path))]
            if !requiredQuery.isEmpty {
                component.append(("?", .object(requiredQuery.map { ($0.key, .string("?*")) })))
            }
            members.append(component)
            comments.append([comment])
        }
        for (component, comment) in zip(members, comments) {
            components.append(.object(component + [("comment", .string(comment.joined(separator: "; ")))]))
        }
        return .object([
            (
                "applinks",
                .object([
                    (
                        "details",
                        .array([
                            .object([
                                ("appIDs", .array(appIDs.map(JSONValue.string))), ("components", .array(components)),
                            ])
                        ])
                    )
                ])
            )
        ])
    }

    /// `/menu/?*` for `/menu/:id`; literal `*` and `?` are percent-encoded, as they arrive in a URL.
    private func glob(of pattern: URLPattern) -> String {
        guard !pattern.segments.isEmpty else { return "/" }
        return "/"
            + pattern.segments.map { segment in
                switch segment {
                case .literal(let text): return percentEncodedPathSegment(text).replacingAll(["*": "%2A"])
                case .parameter: return "?*"
                case .prefixed(let prefix, _, _):
                    return percentEncodedPathSegment(prefix).replacingAll(["*": "%2A"]) + "*"
                case .tail: return "*"
                }
            }.joined(separator: "/")
    }
}

func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || isDigit(byte)
}
