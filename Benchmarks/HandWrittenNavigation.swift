import Foundation
import NavGenCore

/// The baseline that generated code's compile time is held to: the same graph's navigation written
/// the way the SwiftUI tutorials write it by hand — tab, route and sheet enums with synthesized
/// `Codable`, a router with a path per tab, an exhaustive switch over the routes binding their
/// values, and a `URLComponents` parser with one branch per URL pattern, each opening the tab
/// with the matched route. No SwiftUI (it does not exist here): the switch returns a description
/// where an app's would return a view.
enum HandWrittenNavigation {
    static func source(for graph: NavigationGraph) -> String {
        let tabs = graph.stackRoots.map(\.name)
        var out = "import Foundation\nimport Observation\n\n"
        out += "enum Tab: String, Hashable, Codable, CaseIterable, Sendable {\n"
        for tab in tabs { out += "    case \(tab)\n" }
        out += "}\n\n"
        out += screenEnum("Route", graph.routes)
        out += screenEnum("Sheet", graph.modals)
        out += """
            enum DeepLink: Hashable, Sendable {
                case tab(Tab)
                case stack(Tab, [Route])
                case sheet(Sheet)
            }

            @MainActor @Observable final class Router {
                var selectedTab: Tab = .\(tabs.first ?? "home")
                var paths: [Tab: [Route]] = [:]
                var sheet: Sheet?

                func push(_ route: Route) { paths[selectedTab, default: []].append(route) }
                func pop() { _ = paths[selectedTab]?.popLast() }
                func popToRoot() { paths[selectedTab] = [] }

                func open(_ url: URL) {
                    switch DeepLink(url: url) {
                    case .tab(let tab)?: selectedTab = tab
                    case .stack(let tab, let routes)?: selectedTab = tab; paths[tab] = routes
                    case .sheet(let sheet)?: self.sheet = sheet
                    case nil: break
                    }
                }
            }


            """
        out += "func describe(_ route: Route) -> String {\n    switch route {\n"
        for route in graph.routes {
            let names = route.parameters.map { "p_\($0.name)" }
            if names.isEmpty {
                out += "    case .\(route.name): return \"\(route.name)\"\n"
            } else {
                let values = names.map { "String(describing: \($0))" }.joined(separator: " + \" \" + ")
                out +=
                    "    case .\(route.name)(\(names.map { "let \($0)" }.joined(separator: ", "))): return \"\(route.name) \" + \(values)\n"
            }
        }
        out += "    }\n}\n\n"
        out += "extension DeepLink {\n    init?(url: URL) {\n"
        out +=
            "        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }\n"
        out +=
            "        var parts: [String] = (components.host.map { [$0] } ?? []) + components.path.split(separator: \"/\").map(String.init)\n"
        out += "        if components.scheme == \"https\" { parts.removeFirst(components.host == nil ? 0 : 1) }\n"
        out += "        var query: [String: String] = [:]\n"
        out +=
            "        for item in components.queryItems ?? [] where query[item.name] == nil { query[item.name] = item.value }\n"
        for link in graph.deepLinks {
            out += branch(link, graph)
        }
        out += "        return nil\n    }\n}\n"
        return out
    }

    private static func screenEnum(_ name: String, _ screens: [Screen]) -> String {
        guard !screens.isEmpty else { return "enum \(name): Hashable, Codable, Sendable {}\n\n" }
        var out = "enum \(name): Hashable, Codable, Sendable {\n"
        for screen in screens {
            let parameters = screen.parameters.map { "\($0.name): \($0.swiftType)" }
            out +=
                "    case \(screen.name)" + (parameters.isEmpty ? "" : "(\(parameters.joined(separator: ", ")))") + "\n"
        }
        return out + "}\n\n"
    }

    /// `if parts.count == 2, parts[0] == "menu", let id = Int(parts[1]) { return … }`.
    private static func branch(_ link: DeepLink, _ graph: NavigationGraph) -> String {
        guard let screen = graph.screen(named: link.screen) else { return "" }
        var conditions = ["parts.count == \(link.pattern.segments.count)"]
        var bound: [String: String] = [:]
        for (index, segment) in link.pattern.segments.enumerated() {
            switch segment {
            case .literal(let text):
                conditions.append("parts[\(index)] == \(literal(.string(text)))")
            case .parameter(let name, let type):
                conditions.append("let v_\(name) = \(parse(type, "parts[\(index)]"))")
                bound[name] = "v_\(name)"
            // The synthetic graph has neither; a hand-written parser would strip the prefix or join the rest.
            case .prefixed(let prefix, let name, let type):
                conditions.append("parts[\(index)].hasPrefix(\(literal(.string(prefix))))")
                conditions.append(
                    "let v_\(name) = \(parse(type, "String(parts[\(index)].dropFirst(\(prefix.count)))"))")
                bound[name] = "v_\(name)"
            case .tail(let name):
                conditions.append("let v_\(name) = Optional(parts[\(index)...].joined(separator: \"/\"))")
                bound[name] = "v_\(name)"
            }
        }
        for item in link.pattern.query {
            let parameter = screen.parameters.first { $0.name == item.parameter }
            let read = "query[\(literal(.string(item.key)))].flatMap { \(parse(item.type, "$0")) }"
            if parameter?.isRequired ?? true {
                conditions.append("let v_\(item.parameter) = \(read)")
                bound[item.parameter] = "v_\(item.parameter)"
            } else if let fallback = parameter?.defaultValue {
                bound[item.parameter] = "(\(read) ?? \(literal(fallback)))"
            } else {
                bound[item.parameter] = read
            }
        }
        let arguments = screen.parameters.map { parameter -> String in
            let value = bound[parameter.name] ?? parameter.defaultValue.map(literal) ?? "nil"
            return "\(parameter.name): \(value)"
        }
        let value = ".\(screen.name)" + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")
        let result: String
        switch link.destination {
        case .stackRoot(let tab): result = ".tab(.\(tab ?? graph.stackRoots.first?.name ?? "home"))"
        case .stack(let tab, _): result = ".stack(.\(tab ?? graph.stackRoots.first?.name ?? "home"), [\(value)])"
        case .modal: result = ".sheet(\(value))"
        // The tutorials' shape has no stacks inside modals: such a route opens on the first tab.
        case .modalStack: result = ".stack(.\(graph.stackRoots.first?.name ?? "home"), [\(value)])"
        // Nor resolvers: a hand-written parser returns the value the app then looks up.
        case .resolver: result = ".resolve(\(value))"
        case .alert: result = ".alert(\(value))"
        }
        return "        if \(conditions.joined(separator: ", ")) { self = \(result); return }\n"
    }

    private static func parse(_ type: BuiltinType, _ text: String) -> String {
        switch type {
        case .url: return "URL(string: \(text))"
        case .int: return "Int(\(text))"
        case .double: return "Double(\(text))"
        case .bool: return "Bool(\(text))"
        case .uuid: return "UUID(uuidString: \(text))"
        case .string: return "Optional(\(text))"
        }
    }

    private static func literal(_ value: DefaultValue) -> String {
        switch value {
        case .int(let value): return String(value)
        case .double(let value): return "\(value)"
        case .bool(let value): return String(value)
        case .uuid(let value): return "UUID(uuidString: \"\(value)\")!"
        case .url(let value): return "URL(string: \"\(value)\")!"
        case .emptyArray: return "[]"
        case .string(let value):
            let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
                of: "\"", with: "\\\"")
            return "\"\(escaped)\""
        }
    }
}
