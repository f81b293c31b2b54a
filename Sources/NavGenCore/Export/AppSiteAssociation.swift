/// The `apple-app-site-association` file for a graph's universal links (`navgen aasa`): one
/// `applinks.details` entry whose `components` cover every https pattern — those that begin with
/// `/` open under every declared host, and one host's patterns say so in their comment (the file
/// is served on each). A pattern with a fragment part has a `#` component. A custom scheme's
/// pattern is no universal link, and a link to any host is claimed by no file: both are left
/// out, the second with a note (`omittedPatterns`).
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

    /// What the file leaves out that a reader may expect in it, one line each: the links to any
    /// host, which no site's file can claim, and those to the hosts under a domain, whose servers
    /// each serve their own file.
    public var omittedPatterns: [String] {
        graph.deepLinks.compactMap { link in
            switch link.pattern.origin {
            case .anyHost:
                return
                    "note: \(link.screen) \"\(link.pattern.text)\" is left out: a link to any host is claimed by no site's file; the app opens such links from its own content"
            case .hostSuffix(let domain, _):
                return
                    "note: \(link.screen) \"\(link.pattern.text)\" is left out: each host under \(domain) serves its own file, with the components of its own links (the entitlements claim them as applinks:*.\(domain))"
            case .declared, .scheme, .host:
                return nil
            }
        }
    }

    public func document(appIDs: [String]) -> JSONValue {
        var components: [JSONValue] = []
        var seen: [String: Int] = [:]
        var comments: [[String]] = []
        var members: [[(key: String, value: JSONValue)]] = []
        for link in graph.deepLinks {
            var onHost = ""
            switch link.pattern.origin {
            case .declared: break
            case .host(let host): onHost = " (on \(host))"
            case .scheme, .hostSuffix, .anyHost: continue
            }
            let path = glob(of: link.pattern.segments)
            // A fragment that is one value globs without its `/`; one the pattern may go without
            // (an optional anchor) needs no component: the path alone claims the link.
            let fragment = link.pattern.fragment.flatMap { fragment -> String? in
                guard !fragment.alsoMatchesWithout else { return nil }
                let path = glob(of: fragment.segments)
                return fragment.isValue ? String(path.dropFirst()) : path
            }
            let requiredQuery = link.pattern.query.filter { item in
                graph.screen(named: link.screen)?.requires(item) ?? true
            }
            let signature =
                path + "?" + requiredQuery.map(\.key).sorted().joined(separator: "&")
                + (fragment.map { "#" + $0 } ?? "")
            let comment =
                "\(graph.screen(named: link.screen)?.kind.rawValue ?? "screen") \(link.screen): \(link.pattern.text)\(onHost)"
            if let existing = seen[signature] {
                comments[existing].append(comment)
                continue
            }
            seen[signature] = members.count
            var component: [(key: String, value: JSONValue)] = [("/", .string(path))]
            if !requiredQuery.isEmpty {
                component.append(("?", .object(requiredQuery.map { ($0.key, .string("?*")) })))
            }
            // The fragment's glob ends in `*`: its query, if any, follows the path in it.
            if let fragment { component.append(("#", .string(fragment.hasSuffix("*") ? fragment : fragment + "*"))) }
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
    private func glob(of segments: [URLPattern.Segment]) -> String {
        guard !segments.isEmpty else { return "/" }
        return "/"
            + segments.map { segment in
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
