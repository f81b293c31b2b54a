import Foundation
@_spi(NavGenGenerated) import NavGenRuntime
import Testing

/// `URL` as a link value, raw-value types through their raw value, and arrays as repeated query
/// items (SPEC §2.3, §2.4).
@Suite struct AppValueTests {
    enum Size: String { case small, large }

    @Test func aURLValueIsAnAbsoluteURLOfURLCharactersOnly() {
        #expect(URL.value(of: "https://example.com/a?b=1#c")?.absoluteString == "https://example.com/a?b=1#c")
        #expect(URL.value(of: "mailto:a@example.com")?.absoluteString == "mailto:a@example.com")
        #expect(URL.value(of: "x-app+v1.2:/p%20q")?.absoluteString == "x-app+v1.2:/p%20q")
        for refused in [
            "", "example.com/a", ":nothing", "1http://a", "https://a b/", "https://é.example/", "http://a/%G0",
            "http://a/%2",
        ] {
            #expect(URL.value(of: refused) == nil, "\(refused)")
        }
        #expect(URL._linkText(URL(fileURLWithPath: "/tmp/a b")) == "file:///tmp/a%20b")
        // Relative to a base, it reads back as another URL: no text carries it.
        #expect(URL._linkText(URL(string: "b", relativeTo: URL(string: "https://example.com/a/"))!) == nil)
    }

    @Test func rawValueTypesAreWrittenAsTheirRawValue() {
        let writer = URLPatternTable(schemes: ["s"], hosts: [], paths: URLPatternTable.Paths()).linkWriter
        #expect(writer.literal("size").value(Size.large).url?.absoluteString == "s://size/large")
        #expect(writer.literal("u").prefixed("@", Size.small).url?.absoluteString == "s://u/@small")
        #expect(writer.literal("a").query("size", Size.small).url?.absoluteString == "s://a?size=small")
        #expect(
            writer.literal("a").query("size", [Size.small, .large]).url?.absoluteString == "s://a?size=small&size=large"
        )
        #expect(writer.literal("a").query("n", [3, -1]).url?.absoluteString == "s://a?n=3&n=-1")
        #expect(writer.literal("a").query("n", [Int]()).url?.absoluteString == "s://a")
        #expect(writer.literal("a").query("s", ["x", ""]).url == nil)
        #expect(writer.literal("a").query("k", texts: ["1", nil]).url == nil)
    }

    @Test func rawValueTypesAndArraysAreReadFromTheQuery() {
        var paths = URLPatternTable.Paths()
        paths.add([.literal("a"), .string])
        let table = URLPatternTable(schemes: ["s"], hosts: [], paths: paths)
        struct Read: Equatable {
            var size: Size
            var sizes: [Size]
            var counts: [Int]?
            var optionalSize: Size?
        }
        func read(_ url: String) -> Read? {
            table.firstMatch(in: url) { _, path, query -> Read? in
                guard let size: Size = path.value(0), let sizes: [Size] = query.all("size"),
                    let counts: [Int]? = query.optionalAll("n"), let optionalSize: Size? = query.optional("o")
                else { return nil }
                return Read(size: size, sizes: sizes, counts: counts, optionalSize: optionalSize)
            }
        }
        #expect(read("s://a/small") == Read(size: .small, sizes: [], counts: nil, optionalSize: nil))
        #expect(
            read("s://a/large?size=large&n=2&size=small&n=1&o=small")
                == Read(size: .large, sizes: [.large, .small], counts: [2, 1], optionalSize: .small))
        #expect(read("s://a/medium") == nil)
        #expect(read("s://a/small?size=small&size=medium") == nil)
        #expect(read("s://a/small?n=1&n=x") == nil)
        #expect(read("s://a/small?o=medium") == nil)
    }
}
