import TestSupport
import Testing

@testable import NavGenCore

/// What `scaffold --missing` takes for a function the app's conformance already has.
@Suite struct DeclaredFunctionsTests {
    @Test func functionsAreReadByNameAndLabels() {
        let swift = #"""
            // func commented(id: Int) -> some View
            /* func blocked() /* nested */ func stillBlocked() */
            struct AppScreens: ShopScreens {
                let note = "func quoted(x: Int)"
                let raw = #"func raw() "# + """
                    func multiline()
                    """
                func home() -> some View { Text("home \(1)") }
                func item(id: Int, source: String? = "a, b") -> some View { EmptyView() }
                public func picker(onPick: @escaping (Int) -> Void, filter: [String: (Int) -> Bool]) -> some View {
                    EmptyView()
                }
                func `default`(in place: Int, _ unnamed: Int) -> some View { EmptyView() }
                @ViewBuilder func generic<T: View>(content: T) -> some View { content }
                #if os(iOS)
                func onlyOnIOS() -> some View { EmptyView() }
                #endif
            }
            """#
        #expect(
            DeclaredFunctions(swift: swift).names == [
                "home()", "item(id:source:)", "picker(onPick:filter:)", "default(in:_:)", "generic(content:)",
                "onlyOnIOS()",
            ])
        let declared = DeclaredFunctions(swift: swift)
        #expect(declared.contains("item", labels: ["id", "source"]))
        #expect(!declared.contains("item", labels: ["id"]))
        #expect(!declared.contains("commented", labels: ["id"]))
    }

    /// Any text is read to its end: every step moves forward, whatever the bytes.
    @Test func randomTextIsReadToItsEnd() {
        var generator = SplitMix64(seed: 4)
        let pieces = [
            "func ", "f", "(", ")", "<", ">", "->", "@", "`", "\"", "\"\"\"", "#", "/*", "*/", "//", "\n", ",", ":",
            "\\", " ",
        ]
        var found = 0
        for _ in 0..<2_000 {
            let text = (0..<Int(generator.next() % 40)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))]
            }
            .joined()
            found += DeclaredFunctions(swift: text).names.count
        }
        #expect(found > 0)
    }

    @Test func unfinishedTextEndsTheReading() {
        for text in ["func", "func a(", "func a(@", "func a(b: \"", "/* func a()", "#", "func a<T"] {
            #expect(DeclaredFunctions(swift: text).names == [], "\(text)")
        }
    }
}
