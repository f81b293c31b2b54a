/// The suite's results as Markdown tables, and each target of issue 7 checked against them.
struct BenchmarkReport {
    var endToEnd: [EndToEndBenchmark.Result] = []
    var parser: [ParserBenchmark.Result] = []
    var compile: [CompileTimeBenchmark.Result] = []
    var handWritten: [CompileTimeBenchmark.Comparison] = []
    var referenceGraphs: [ReferenceGraphCompileBenchmark.Result] = []
    var links: [LinkWritingBenchmark.Result] = []
    var modular: [ModularBenchmark.Result] = []
    var resolvers: ResolverCompileBenchmark.Result?
    /// The largest graph's builds, each timed between two builds of a smaller graph.
    var debugBracketed: CompileTimeBenchmark.Bracketed?
    var releaseBracketed: CompileTimeBenchmark.Bracketed?
    var instructionTool: String?

    func markdown() -> String {
        var out = ""
        if !endToEnd.isEmpty {
            out += "### navgen end to end: `navgen generate FILE -o OUT` (median of the runs)\n\n"
            out +=
                "| routes | graph | generated Swift | wall time | peak memory | instructions\(instructionTool.map { " (\($0))" } ?? "") |\n"
            out += "| ---: | ---: | ---: | ---: | ---: | ---: |\n"
            for result in endToEnd {
                out +=
                    "| \(grouped(result.routes)) | \(bytes(result.graphBytes)) | \(bytes(result.outputBytes)) | "
                    + "\(milliseconds(result.medianSeconds)) | \(bytes(result.peakMemory)) | "
                    + "\(result.instructions.map { grouped($0) } ?? "–") |\n"
            }
            out += "\n"
        }
        if !parser.isEmpty {
            out +=
                "### The generated deep-link parser: nanoseconds per URL (\(parser[0].everyScreen.urls) URLs, half of them open a screen, shuffled)\n\n"
            out +=
                "| routes | patterns | every screen's URLs: generated `init?(string:)` | `URLComponents(string:)` | URLComponents ÷ generated "
                + "| two-screen stacks' URLs: generated | `URLComponents` | ÷ |\n"
            out += "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n"
            for result in parser {
                out +=
                    "| \(grouped(result.routes)) | \(grouped(result.patterns)) | \(cells(result.everyScreen)) | \(cells(result.twoScreens)) |\n"
            }
            out += "\n"
        }
        if !compile.isEmpty {
            out += "### Compile time of the generated Swift: `swiftc -wmo -c`, one module\n\n"
            out += "| routes | lines | -Onone | -O |\n| ---: | ---: | ---: | ---: |\n"
            for result in compile {
                out +=
                    "| \(grouped(result.routes)) | \(grouped(result.lines)) | \(result.debugSeconds.map { seconds($0) } ?? "–") | \(seconds(result.releaseSeconds)) |\n"
            }
            out += "\n"
            for (level, bracketed) in [("-Onone", debugBracketed), ("-O", releaseBracketed)] {
                guard let bracketed else { continue }
                out +=
                    "\(level): the \(grouped(bracketed.largeRoutes))-route build (\(seconds(bracketed.largeSeconds))) was made between two builds of "
                    + "\(grouped(bracketed.smallRoutes)) routes: \(seconds(bracketed.smallBefore)) before it, \(seconds(bracketed.smallAfter)) after it.\n"
            }
            if debugBracketed != nil || releaseBracketed != nil { out += "\n" }
        }
        if !referenceGraphs.isEmpty {
            out += "### Compile time of reference graphs shaped like real ones: `swiftc -wmo -c`, one module\n\n"
            out += "| graph | what | lines | -Onone | -O |\n| --- | --- | ---: | ---: | ---: |\n"
            for result in referenceGraphs {
                out +=
                    "| \(result.graph) | \(result.what) | \(grouped(result.lines)) | \(seconds(result.debugSeconds)) | \(seconds(result.releaseSeconds)) |\n"
            }
            out += "\n"
        }
        if let resolvers {
            out +=
                "### What resolvers cost the build: 1,000 routes at -Onone (`swiftc -wmo -c`), the fastest of the runs\n\n"
            out += "| graph | -Onone |\n| --- | ---: |\n"
            out += "| without resolvers | \(seconds(resolvers.withoutSeconds)) |\n"
            out += "| with \(resolvers.resolvers) resolvers | \(seconds(resolvers.withSeconds)) |\n\n"
        }
        if !handWritten.isEmpty {
            out += "### Compile time at -Onone beside the hand-written baseline (`swiftc -wmo -c`)\n\n"
            out += "| routes | generated | hand-written | generated ÷ hand-written |\n| ---: | ---: | ---: | ---: |\n"
            for comparison in handWritten {
                let baseline =
                    comparison.handWrittenSeconds.map { seconds($0) }
                    ?? "did not compile in \(CompileTimeBenchmark.handWrittenTimeout) s"
                out +=
                    "| \(grouped(comparison.routes)) | \(seconds(comparison.generatedSeconds)) | \(baseline) | \(comparison.ratio.map { format($0, 2) + "×" } ?? "–") |\n"
            }
            out += "\n"
        }
        if !links.isEmpty {
            out += "### Writing a link: `route.url` of graphs/app.nav, -O (nanoseconds per call, best of 7)\n\n"
            out += "| link | `url` | `URL(string:)` of its text | `url` ÷ `URL(string:)` | parsing it back |\n"
            out += "| --- | ---: | ---: | ---: | ---: |\n"
            for link in links {
                out +=
                    "| `\(link.link)` | \(format(link.writeNanoseconds, 0)) ns | \(format(link.urlStringNanoseconds, 0)) ns | "
                    + "\(format(link.ratio, 2))× | \(format(link.parseNanoseconds, 0)) ns |\n"
            }
            out += "\n"
        }
        if !modular.isEmpty {
            out +=
                "### An app of \(ModularBenchmark.modules) modules × \(ModularBenchmark.routesPerModule) routes beside the same routes as one graph (median of the runs)\n\n"
            out += "| command | one graph | app and modules | modules ÷ one graph |\n| --- | ---: | ---: | ---: |\n"
            for result in modular {
                out +=
                    "| \(result.what) | \(milliseconds(result.oneGraphSeconds)) | \(milliseconds(result.modularSeconds)) | \(format(result.ratio, 2))× |\n"
            }
            out += "\n"
        }
        let checks = targets()
        if !checks.isEmpty {
            out += "### Targets\n\n"
            for check in checks {
                out += "- \(check.met ? "met" : "**missed**"): \(check.text)\n"
            }
        }
        return out
    }

    /// Each target whose inputs this run measured.
    func targets() -> [(text: String, met: Bool)] {
        var result: [(String, Bool)] = []
        for comparison in modular {
            result.append(
                (
                    "\(comparison.what) for \(ModularBenchmark.modules) modules × \(ModularBenchmark.routesPerModule) routes costs \(format(comparison.ratio, 2))× the one graph's (target: at most 1.2×)",
                    comparison.ratio <= 1.2
                ))
        }
        let e2e = Dictionary(endToEnd.map { ($0.routes, $0) }, uniquingKeysWith: { first, _ in first })
        if let tenK = e2e[10_000] {
            result.append(
                (
                    "navgen on 10,000 routes in \(milliseconds(tenK.medianSeconds)) (target: under 200 ms)",
                    tenK.medianSeconds < 0.2
                ))
            result.append(
                (
                    "navgen on 10,000 routes peaks at \(bytes(tenK.peakMemory)) (target: under 100 MB)",
                    tenK.peakMemory < 100_000_000
                ))
            if let fiftyK = e2e[50_000] {
                let ratio = fiftyK.medianSeconds / tenK.medianSeconds
                result.append(
                    ("50,000 routes take \(format(ratio, 1))× the time of 10,000 (target: within 6×)", ratio <= 6))
            }
        }
        for comparison in handWritten {
            let target = Self.handWrittenTargets[comparison.routes] ?? 1
            let text =
                "at \(grouped(comparison.routes)) routes the generated Swift compiles (-Onone) in \(seconds(comparison.generatedSeconds)), "
                + "the hand-written baseline in \(comparison.handWrittenSeconds.map { seconds($0) } ?? "more than \(CompileTimeBenchmark.handWrittenTimeout) s or not at all")"
                + (comparison.ratio.map { ": \(format($0, 2))×" } ?? "")
                + " (target: \(target == 1 ? "at or below the baseline" : "at most \(format(target, 1))× the baseline"))"
            result.append((text, comparison.ratio.map { $0 <= target } ?? true))
        }
        if let resolvers {
            result.append(
                (
                    "1,000 routes and \(resolvers.resolvers) resolvers compile (-Onone) in \(format(resolvers.ratio, 2))× the time of the same graph without them (target: within 1.1×)",
                    resolvers.ratio <= 1.1
                ))
        }
        for graph in referenceGraphs where graph.graph.hasSuffix("threads.nav") {
            // A route of many patterns once did not compile at all; a second is far more than it needs.
            result.append(
                (
                    "\(graph.what) compiles (-Onone) in \(seconds(graph.debugSeconds)) (target: under 2 s)",
                    graph.debugSeconds < 2
                ))
        }
        for entry in parser {
            let timing = entry.everyScreen
            result.append(
                (
                    "the parser at \(grouped(entry.patterns)) patterns takes \(format(timing.generatedNanoseconds, 0)) ns per URL, URLComponents \(format(timing.componentsNanoseconds, 0)) ns: \(format(timing.speedUp, 1))× as fast (target: 5× as fast)",
                    timing.speedUp >= 5
                ))
        }
        if let smallest = parser.first, let largest = parser.last, largest.patterns > smallest.patterns {
            // Like for like: the same shape of URL at both sizes. URLComponents does the same work
            // at every size, so its change between the two runs is the machine's drift (and the
            // URLs' lengths), shown beside the verdict.
            let ratio = largest.twoScreens.generatedNanoseconds / smallest.twoScreens.generatedNanoseconds
            let drift = largest.twoScreens.componentsNanoseconds / smallest.twoScreens.componentsNanoseconds
            let everyScreen = largest.everyScreen.generatedNanoseconds / smallest.everyScreen.generatedNanoseconds
            result.append(
                (
                    "on URLs of two-screen stacks the parser at \(grouped(largest.patterns)) patterns costs \(format(ratio, 2))× its cost at \(grouped(smallest.patterns)), while URLComponents' cost changed \(format(drift, 2))× (target: within 1.5×); on every screen's URLs, deeper stacks in the larger graph included, \(format(everyScreen, 2))×",
                    ratio <= 1.5
                ))
        }
        for link in links {
            result.append(
                (
                    "writing `\(link.link)` takes \(format(link.ratio, 2))× `URL(string:)` of its text (target: within 2×)",
                    link.ratio <= 2
                ))
        }
        let compiled = Dictionary(compile.map { ($0.routes, $0) }, uniquingKeysWith: { first, _ in first })
        if let oneK = compiled[1_000], let tenK = compiled[10_000] {
            if let small = oneK.debugSeconds, let large = tenK.debugSeconds {
                result.append(compileTarget("-Onone", againstTable: large / small, debugBracketed))
            }
            result.append(
                compileTarget("-O", againstTable: tenK.releaseSeconds / oneK.releaseSeconds, releaseBracketed))
        }
        return result
    }

    /// The generated Swift's -Onone build against the hand-written baseline's, by size: at most
    /// this share of it (issue 34); sizes not listed, at most the baseline.
    static let handWrittenTargets: [Int: Double] = [100: 0.5, 500: 0.2]

    /// The compile-time target at one level: judged against the builds on either side of the
    /// large one where the run made them, since the 1,000-route build of the table was made
    /// minutes earlier, on another stretch of the machine; that ratio is shown beside it.
    private func compileTarget(_ level: String, againstTable: Double, _ bracketed: CompileTimeBenchmark.Bracketed?) -> (
        String, Bool
    ) {
        guard let bracketed else {
            return (
                "\(level): 10,000 routes compile in \(format(againstTable, 1))× the time of 1,000 (target: within 12×)",
                againstTable <= 12
            )
        }
        let ratio = bracketed.ratio
        return (
            "\(level): 10,000 routes compile in \(format(ratio, 1))× the time of 1,000, the mean of the builds just before and after it "
                + "(against the 1,000-route build of the table, \(format(againstTable, 1))×) (target: within 12×)",
            ratio <= 12
        )
    }

    /// The three cells of one mix: the generated parser, URLComponents, and their ratio.
    private func cells(_ timing: ParserBenchmark.Timing) -> String {
        "\(format(timing.generatedNanoseconds, 0)) ns | \(format(timing.componentsNanoseconds, 0)) ns | \(format(timing.speedUp, 1))×"
    }

    private func format(_ value: Double, _ decimals: Int) -> String {
        var text = String(Int((value * pow10(decimals)).rounded()))
        guard decimals > 0 else { return text }
        while text.count <= decimals { text = "0" + text }
        return String(text.dropLast(decimals)) + "." + String(text.suffix(decimals))
    }

    private func pow10(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    private func milliseconds(_ seconds: Double) -> String { format(seconds * 1000, 0) + " ms" }
    private func seconds(_ value: Double) -> String { format(value, 1) + " s" }

    private func bytes(_ count: Int) -> String {
        count >= 1_000_000 ? format(Double(count) / 1_000_000, 1) + " MB" : format(Double(count) / 1_000, 0) + " kB"
    }

    /// `10,000`.
    private func grouped(_ value: Int) -> String {
        let digits = String(value)
        var out = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out += "," }
            out.append(character)
        }
        return out
    }
}
