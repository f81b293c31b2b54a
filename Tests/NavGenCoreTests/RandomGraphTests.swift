import TestSupport
import Testing

@testable import NavGenCore

/// Seeded random valid graphs: every one must lint clean, resolve every URL, emit the same
/// Swift twice, and mean the same once formatted.
@Suite struct RandomGraphTests {
    /// Writes a valid graph: tabs or a root, routes with every parameter kind, modals, edges that
    /// reach everything, and URL patterns unique by construction.
    struct GraphWriter {
        var random: SplitMix64

        mutating func pick<T>(_ values: [T]) -> T {
            values[Int(random.next() % UInt64(values.count))]
        }

        mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

        mutating func write() -> (text: String, routes: Int, patterns: Int) {
            let usesRoot = chance(25)
            let tabs = usesRoot ? ["root"] : (0..<Int(1 + random.next() % 5)).map { "tab\($0)" }
            let routeCount = Int(random.next() % 30)
            let modalCount = Int(random.next() % 4)
            var edges: [String: [String]] = [:]
            var presents: [String: [String]] = [:]
            var lines = ["app Random\(random.next() % 1000)", "scheme \"random\"", "host \"random.example.com\""]
            var patterns = 0
            // Each route is pushed (and each modal presented) by a tab or by an earlier route
            // without required parameters. Only routes pushed straight from a tab may have
            // required parameters, and nothing hangs below them, so every stack can bind its
            // screens from the URL.
            var routes: [(name: String, mayHaveRequired: Bool)] = []
            var parents = tabs
            for index in 0..<routeCount {
                let parent = pick(parents)
                edges[parent, default: []].append("route\(index)")
                let mayHaveRequired = tabs.contains(parent) && chance(50)
                routes.append(("route\(index)", mayHaveRequired))
                if !mayHaveRequired { parents.append("route\(index)") }
            }
            for modal in 0..<modalCount {
                presents[pick(parents), default: []].append("modal\(modal)")
            }
            func block(_ name: String) -> String {
                var parts: [String] = []
                if let pushes = edges[name] { parts.append("push " + pushes.joined(separator: ", ")) }
                if let modals = presents[name] { parts.append("present " + modals.joined(separator: ", ")) }
                return parts.isEmpty ? "" : " { " + parts.joined(separator: " ") + " }"
            }
            for tab in tabs {
                patterns += 1
                lines.append(
                    usesRoot ? "root url \"/\"\(block(tab))" : "tab \(tab) \"Tab \(tab)\" url \"/\(tab)\"\(block(tab))")
            }
            for (name, mayHaveRequired) in routes {
                var parameters: [String] = []
                var path = "/\(name)"
                var query: [String] = []
                for index in 0..<Int(random.next() % 4) {
                    // The five types a path segment carries (a URL is only in a query).
                    let type = pick(BuiltinType.allCases.filter { $0 != .url })
                    let parameter = "p\(index)"
                    switch random.next() % 3 {
                    case 0 where mayHaveRequired:
                        parameters.append("\(parameter): \(type.rawValue)")
                        path += "/:\(parameter)"
                    case 1:
                        parameters.append("\(parameter): \(type.rawValue)?")
                        if chance(50) { query.append("k\(index)=:\(parameter)") }
                    default:
                        parameters.append("\(parameter): \(type.rawValue) = \(defaultLiteral(type))")
                        if chance(50) {
                            query.append("k\(index)=:\(parameter)")
                        } else if chance(50) {
                            path += "/:\(parameter)"
                        }
                    }
                }
                let signature = parameters.isEmpty ? "" : "(\(parameters.joined(separator: ", ")))"
                let url = chance(80) ? " url \"\(path)\(query.isEmpty ? "" : "?" + query.joined(separator: "&"))\"" : ""
                if !url.isEmpty { patterns += 1 }
                lines.append("route \(name)\(signature)\(url)\(block(name))")
            }
            for modal in 0..<modalCount {
                let kind = chance(50) ? "sheet" : "cover"
                let pushable = routes.filter { !$0.mayHaveRequired }
                let push = pushable.isEmpty || chance(50) ? "" : " { push \(pick(pushable).name) }"
                patterns += 1
                lines.append("\(kind) modal\(modal) url \"/modal\(modal)\"\(push)")
            }
            return (lines.joined(separator: "\n") + "\n", routeCount, patterns)
        }

        func defaultLiteral(_ type: BuiltinType) -> String {
            switch type {
            case .int: return "-3"
            case .double: return "2.5"
            case .bool: return "true"
            case .string: return "\"d\\\"q\""
            case .uuid: return "\"00000000-0000-0000-0000-00000000000a\""
            case .url: return "\"https://example.com/d\""
            }
        }
    }

    @Test func randomValidGraphsLintCleanAndEmitDeterministically() throws {
        var writer = GraphWriter(random: SplitMix64(seed: 2026))
        for _ in 0..<200 {
            let (text, routeCount, patterns) = writer.write()
            let result = GraphCompiler.check(SourceFile(name: "random.nav", text: text))
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))\n\(text)")
            guard let graph = result.graph else { continue }
            #expect(graph.routes.count == routeCount)
            #expect(graph.deepLinks.count == patterns, "every URL pattern resolves:\n\(text)")
            let options = EmitterOptions(sourceName: "random.nav")
            let swift = SwiftEmitter(options: options).emit(graph)
            #expect(swift == SwiftEmitter(options: options).emit(graph))
            // format + lint agree: the formatted graph lints clean and generates the same Swift.
            let formatted = GraphFormatter.format(SourceFile(name: "random.nav", text: text)).text ?? ""
            let reformatted = GraphCompiler.check(SourceFile(name: "random.nav", text: formatted))
            #expect(reformatted.diagnostics.isEmpty)
            #expect(reformatted.graph.map { SwiftEmitter(options: options).emit($0) } == swift)
        }
    }
}
