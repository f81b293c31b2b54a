/// A large valid graph for benchmarks and scale tests, deterministic for a seed: several tabs, a
/// four-way tree of hub routes (no required parameters, so any stack through them binds) with
/// leaves below them, every parameter type, optional and defaulted parameters in queries, cross edges, sheets
/// and covers, second patterns and deep patterns. Literal segments are unique per screen, so the
/// graph is free of URL conflicts by construction.
public struct SyntheticGraph: Sendable {
    public let routes: Int
    public let text: String
    /// URLs that open a screen, one per pattern, with values of the right types.
    public let matchingURLs: [String]

    /// `live`: the app is `LiveSynthetic`, and some routes and modals also take live parameters
    /// (ForumModels' `PostModel`, `TextBinding` and `CommunityPicked`): optional ones beside a
    /// URL, required ones on screens without one. Drawn from a random sequence of their own, so
    /// the graph is otherwise the same as without them.
    public init(routes: Int, seed: UInt64 = 1, live: Bool = false) {
        var random = SplitMix64(seed: seed ^ UInt64(routes))
        func below(_ bound: Int) -> Int { Int(random.next() % UInt64(max(1, bound))) }
        func chance(_ percent: Int) -> Bool { below(100) < percent }
        var liveRandom = SplitMix64(seed: seed ^ UInt64(routes) ^ 0x11FE)
        func liveChance(_ percent: Int) -> Bool { live && Int(liveRandom.next() % 100) < percent }

        let tabCount = routes >= 100 ? 6 : 2
        let hubCount = max(1, routes / 8)
        let leafCount = max(0, routes - hubCount)
        let modalCount = max(1, routes / 20)
        var pushes = [[String]](repeating: [], count: tabCount + hubCount)  // tabs, then hubs
        var presents = [[String]](repeating: [], count: tabCount + hubCount)
        var leafPresents = [String: String]()
        var lines =
            live
            ? [
                "// \(routes) synthetic routes, some with live parameters (navgen benchmarks --live).",
                "app LiveSynthetic", "import ForumModels", "scheme \"syn\"", "host \"syn.example.com\"",
                "type PostModel live", "type TextBinding live", "type CommunityPicked callback",
            ]
            : [
                "// \(routes) synthetic routes (navgen benchmarks).", "app Synthetic", "scheme \"syn\"",
                "host \"syn.example.com\"",
            ]
        var urls: [String] = []

        // Hubs: the first ones hang off the tabs, the others four to a hub, as apps are wide
        // rather than deep: a leaf's stack is about log4(routes / 100) + 2 screens deep.
        for hub in 0..<hubCount {
            let parent = hub < tabCount * 2 ? hub % tabCount : tabCount + (hub - tabCount * 2) / 4
            pushes[parent].append("hub\(hub)")
        }
        var leafLines: [String] = []
        let types = ["Int", "UUID", "String", "Double", "Bool"]
        let samples = [
            "Int": "42", "UUID": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "String": "abc", "Double": "2.5",
            "Bool": "true",
        ]
        for leaf in 0..<leafCount {
            let hub = below(hubCount)
            pushes[tabCount + hub].append("leaf\(leaf)")
            if chance(20) {
                let other = below(hubCount)
                if other != hub { pushes[tabCount + other].append("leaf\(leaf)") }
            }
            let type = types[leaf % types.count]
            var parameters = ["id: \(type)"]
            var query: [String] = []
            var sampleQuery: [String] = []
            if chance(50) {
                parameters.append("source: String?")
                query.append("src=:source")
                sampleQuery.append("src=mail")
            }
            if chance(30) {
                parameters.append("count: Int = 1")
                query.append("n=:count")
                sampleQuery.append("n=3")
            }
            let deep = chance(20)
            if deep { parameters.append("part: Int") }
            let hasURL = !chance(10)
            if liveChance(20) { parameters.append("model: PostModel?") }
            if !hasURL, liveChance(50) {
                parameters.append(liveChance(50) ? "text: TextBinding" : "onPick: CommunityPicked")
            }
            var line = "route leaf\(leaf)(\(parameters.joined(separator: ", ")))"
            if hasURL {
                let path = deep ? "/t\(leaf % tabCount)/h\(hub)/l\(leaf)/:id/:part" : "/h\(hub)/l\(leaf)/:id"
                let suffix = query.isEmpty ? "" : "?" + query.joined(separator: "&")
                line += " url \"\(path + suffix)\""
                let samplePath = path.replacing(":id", with: samples[type] ?? "1").replacing(":part", with: "7")
                urls.append(
                    "syn:/" + samplePath + (sampleQuery.isEmpty ? "" : "?" + sampleQuery.joined(separator: "&")))
                if chance(15) {
                    line += " url \"/l\(leaf)/:id\(deep ? "/:part" : "")\""
                    urls.append("https://syn.example.com/l\(leaf)/\(samples[type] ?? "1")\(deep ? "/7" : "")")
                }
            }
            leafLines.append(line)
        }
        for modal in 0..<modalCount {
            let presenter = tabCount + below(hubCount)
            presents[presenter].append("modal\(modal)")
            if leafCount > 0, chance(20) { leafPresents["leaf\(below(leafCount))"] = "modal\(modal)" }
        }

        func block(_ index: Int) -> String {
            var parts: [String] = []
            if !pushes[index].isEmpty { parts.append("    push " + pushes[index].joined(separator: ", ")) }
            if !presents[index].isEmpty { parts.append("    present " + presents[index].joined(separator: ", ")) }
            return parts.isEmpty ? "" : " {\n" + parts.joined(separator: "\n") + "\n}"
        }
        for tab in 0..<tabCount {
            lines.append("tab tab\(tab) \"Tab \(tab)\" icon \"circle\" url \"/t\(tab)\"" + block(tab))
            urls.append("syn://t\(tab)")
        }
        for hub in 0..<hubCount {
            var line = "route hub\(hub)"
            let paged = chance(40)
            if paged { line += "(sort: String = \"new\", page: Int?)" }
            if chance(70) {
                line += " url \"/h\(hub)\(paged ? "?page=:page&sort=:sort" : "")\""
                urls.append("syn://h\(hub)" + (paged ? "?page=2" : ""))
            }
            lines.append(line + block(tabCount + hub))
        }
        for (leaf, line) in leafLines.enumerated() {
            let modal = leafPresents["leaf\(leaf)"]
            lines.append(line + (modal.map { " {\n    present \($0)\n}" } ?? ""))
        }
        for modal in 0..<modalCount {
            let hasURL = chance(70)
            var parameters = ["ref: String?"]
            if liveChance(25) { parameters.append("draft: PostModel?") }
            if !hasURL, liveChance(50) { parameters.append("onPick: CommunityPicked") }
            var line = (modal % 3 == 2 ? "cover" : "sheet") + " modal\(modal)(\(parameters.joined(separator: ", ")))"
            if hasURL {
                line += " url \"/m\(modal)?ref=:ref\""
                urls.append("syn://m\(modal)?ref=home")
            }
            if chance(30) { line += " {\n    push hub\(below(hubCount))\n}" }
            lines.append(line)
        }
        self.routes = routes
        text = lines.joined(separator: "\n") + "\n"
        matchingURLs = urls
    }
}
