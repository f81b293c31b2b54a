import NavGenCore
import TestSupport
import Testing

/// The benchmarks measure `SyntheticGraph`; a graph that failed its checks would time the error
/// path instead, so each size must check clean, and each of its sample URLs must open a screen.
@Suite struct SyntheticGraphTests {
    @Test(arguments: [10, 100, 1_000])
    func checksCleanAndEverySampleURLOpens(routes: Int) throws {
        let synthetic = SyntheticGraph(routes: routes)
        let result = GraphCompiler.check(SourceFile(name: "synthetic.nav", text: synthetic.text))
        #expect(result.diagnostics.map(\.message) == [])
        let graph = try #require(result.graph)
        #expect(graph.routes.count == routes)
        let matcher = URLMatcher(graph: graph)
        let unopened = synthetic.matchingURLs.filter { matcher.resolve($0).target == nil }
        #expect(unopened == [])
        #expect(synthetic.matchingURLs.count > routes / 2)
    }

    @Test func sameSeedSameGraph() {
        #expect(SyntheticGraph(routes: 100, seed: 3).text == SyntheticGraph(routes: 100, seed: 3).text)
        #expect(SyntheticGraph(routes: 100, seed: 3).text != SyntheticGraph(routes: 100, seed: 4).text)
    }
}
