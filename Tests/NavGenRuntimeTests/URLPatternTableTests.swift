import Foundation
@_spi(NavGenGenerated) import NavGenRuntime
import Testing

/// NavGenRuntime's matcher on its own (SPEC §2.4): precedence between every pair of segment kinds,
/// backtracking, prefixes and tails, with exact expected patterns and values.
@Suite struct URLPatternTableTests {
    /// A table of `paths` for the scheme `app` and the host `app.example.com`.
    static func table(_ paths: [[URLPatternSegment]]) -> URLPatternTable {
        var built = URLPatternTable.Paths()
        for path in paths { built.add(path) }
        return URLPatternTable(schemes: ["app"], hosts: ["app.example.com"], paths: built)
    }

    /// The pattern that wins for `url` and its placeholders' values as text, the first `count`.
    static func match(_ table: URLPatternTable, _ url: String, placeholders count: Int = 1) -> Matched? {
        table.firstMatch(in: url) { pattern, path, _ in
            let values = (0..<count).compactMap { path.value($0, as: String.self) }
            return Matched(pattern: pattern, values: values)
        }
    }

    struct Matched: Equatable {
        var pattern: Int
        var values: [String]
    }

    @Test func precedenceBetweenEveryKindOfSegment() {
        let table = Self.table([
            [.literal("u"), .tail],  // 0
            [.literal("u"), .value(.string)],  // 1
            [.literal("u"), .value(.int)],  // 2
            [.literal("u"), .prefixed("@", .string)],  // 3
            [.literal("u"), .prefixed("@me", .string)],  // 4
            [.literal("u"), .literal("@mel")],  // 5
        ])
        #expect(Self.match(table, "app://u/@mel") == Matched(pattern: 5, values: []))
        #expect(Self.match(table, "app://u/@melanie") == Matched(pattern: 4, values: ["lanie"]))
        #expect(Self.match(table, "app://u/@bob") == Matched(pattern: 3, values: ["bob"]))
        #expect(Self.match(table, "app://u/42") == Matched(pattern: 2, values: ["42"]))
        #expect(Self.match(table, "app://u/bob") == Matched(pattern: 1, values: ["bob"]))
        #expect(Self.match(table, "app://u/a/b") == Matched(pattern: 0, values: ["a/b"]))
        // The prefix alone leaves no value: the String placeholder takes the segment.
        #expect(Self.match(table, "app://u/@") == Matched(pattern: 1, values: ["@"]))
    }

    @Test func typedPlaceholdersInTheirOrder() {
        let table = Self.table([
            [.value(.string)], [.value(.uuid)], [.value(.bool)], [.value(.double)], [.value(.int)],
        ])
        #expect(Self.match(table, "app://1")?.pattern == 4)
        #expect(Self.match(table, "app://1.5")?.pattern == 3)
        #expect(Self.match(table, "app://true")?.pattern == 2)
        #expect(Self.match(table, "app://0F8FAD5B-D9CB-469F-A165-70867728950E")?.pattern == 1)
        #expect(Self.match(table, "app://x")?.pattern == 0)
    }

    @Test func backtracksOutOfAPrefixIntoAString() {
        // In a custom-scheme URL the first segment is the host, where `@` would bring a user.
        let table = Self.table([
            [.literal("u"), .prefixed("@", .string), .literal("posts")],  // 0
            [.literal("u"), .value(.string), .literal("about")],  // 1
        ])
        #expect(Self.match(table, "app://u/@bob/posts") == Matched(pattern: 0, values: ["bob"]))
        #expect(Self.match(table, "app://u/@bob/about") == Matched(pattern: 1, values: ["@bob"]))
        #expect(Self.match(table, "app://u/@bob/other") == nil)
        #expect(table.read("app://@bob/posts") == .failure(.userOrPassword))
    }

    @Test func backtracksWhenTheDestinationRefusesItsValues() {
        let table = Self.table([[.value(.int)], [.value(.string)]])
        let refusingIntegers = table.firstMatch(in: "app://7") { pattern, _, _ in pattern == 0 ? nil : pattern }
        #expect(refusingIntegers == 1)
    }

    @Test func aPrefixIsMatchedOnTheDecodedSegment() {
        let table = Self.table([[.prefixed("@", .string)], [.prefixed("@", .int), .literal("x")]])
        #expect(Self.match(table, "https://app.example.com/%40dimillian") == Matched(pattern: 0, values: ["dimillian"]))
        #expect(Self.match(table, "app://%4012/x") == Matched(pattern: 1, values: ["12"]))
    }

    @Test func aTailTakesTheRestOfThePathDecoded() {
        let table = Self.table([[.literal("r"), .value(.string), .tail], [.literal("files"), .tail]])
        #expect(
            Self.match(table, "app://r/swift/comments/abc/x", placeholders: 2)
                == Matched(pattern: 0, values: ["swift", "comments/abc/x"]))
        #expect(Self.match(table, "app://files/a%20b/c%2Fd") == Matched(pattern: 1, values: ["a b/c/d"]))
        #expect(Self.match(table, "app://files/a//b/") == Matched(pattern: 1, values: ["a//b"]))
        // One segment at least.
        #expect(Self.match(table, "app://files") == nil)
        #expect(Self.match(table, "app://files/") == nil)
    }

    @Test func urlsOfOtherAppsAndMalformedOnesAreRefused() {
        let table = Self.table([[.literal("a")]])
        #expect(table.read("http://app.example.com/a") == .failure(.undeclaredScheme("http")))
        #expect(table.read("HTTPS://other.example.com/a") == .failure(.undeclaredHost("other.example.com")))
        #expect(table.read("https:app.example.com/a") == .failure(.notAbsolute))
        #expect(table.read("nothing") == .failure(.notAbsolute))
        #expect(table.read("app://me@a") == .failure(.userOrPassword))
        #expect(table.read("https://app.example.com:8080/a") == .failure(.port))
        #expect(table.read("app://a b") == .failure(.characterNotAllowed(offset: 7)))
        #expect(table.read("app://a/%zz") == .failure(.malformedEscape))
        #expect(table.read("app://a/%C3") == .failure(.malformedEscape))
        #expect(table.read("app://a?q=%ff") == .failure(.malformedEscape))
        let long = "app://a/" + String(repeating: "x", count: 4_089)
        #expect(table.read(long) == .failure(.tooLong(bytes: 4_097)))
        #expect(Self.match(table, "APP://a", placeholders: 0) == Matched(pattern: 0, values: []))
        #expect(Self.match(table, "app://a/#frag", placeholders: 0) == Matched(pattern: 0, values: []))
        #expect(Self.match(table, "app://a/b", placeholders: 0) == nil)
    }

    @Test func readsSegmentsAndQueryItemsDecoded() throws {
        let table = Self.table([])
        let read = try table.read("app://menu/caf%C3%A9/?q=a+b&q=c%20d&empty&=x#ignored").get()
        #expect(read.segments == ["menu", "café"])
        #expect(
            read.queryItems == [
                DecodedURL.Item(name: "q", value: "a b"), DecodedURL.Item(name: "q", value: "c d"),
                DecodedURL.Item(name: "empty", value: ""), DecodedURL.Item(name: "", value: "x"),
            ])
        #expect(try table.read("https://APP.example.com").get() == DecodedURL(segments: [], queryItems: []))
    }

    @Test func queryItemsBindAsTheGeneratedCodeAsks() {
        let table = Self.table([[.literal("q")]])
        func bound(_ url: String) -> [String]? {
            table.firstMatch(in: url) { _, _, query in
                [
                    "\(query.required("id", as: Int.self).map(String.init) ?? "nil")",
                    "\(query.optional("note", as: String.self).map { $0 ?? "absent" } ?? "refused")",
                    "\(query.defaulted("page", as: Int.self, 1).map(String.init) ?? "refused")",
                    "\(query.all("tag", as: String.self).map { $0.joined(separator: ",") } ?? "refused")",
                ]
            }
        }
        #expect(bound("app://q?id=3&note=a+b&page=2&tag=x&tag=y%20z&id=9") == ["3", "a b", "2", "x,y z"])
        #expect(bound("app://q") == ["nil", "absent", "1", ""])
        #expect(bound("app://q?note=&page=two") == ["nil", "refused", "refused", ""])
        #expect(bound("app://q?tag=a&tag=") == ["nil", "absent", "1", "refused"])
    }

    @Test func valueGrammars() {
        #expect(LinkValueKind.int.value(of: "-9223372036854775808") as? Int == Int.min)
        #expect(LinkValueKind.int.value(of: "9223372036854775808") == nil)
        #expect(LinkValueKind.int.value(of: "+1") == nil)
        #expect(LinkValueKind.double.value(of: "-1.5e3") as? Double == -1500)
        #expect(LinkValueKind.double.value(of: "1e999") == nil)
        #expect(LinkValueKind.double.value(of: ".5") == nil)
        #expect(LinkValueKind.bool.value(of: "1") as? Bool == true)
        #expect(LinkValueKind.bool.value(of: "TRUE") == nil)
        #expect(
            LinkValueKind.uuid.value(of: "0f8fad5b-d9cb-469f-a165-70867728950e") as? UUID
                == UUID(uuidString: "0F8FAD5B-D9CB-469F-A165-70867728950E"))
        #expect(LinkValueKind.uuid.value(of: "0f8fad5bd9cb469fa16570867728950e") == nil)
        #expect(LinkValueKind.string.value(of: "") == nil)
    }

    @Test func writesLinks() {
        let table = Self.table([])
        #expect(
            table.linkWriter.literal("menu").value(42).query("src", "a b&c").query("none", nil as Int?).url?
                .absoluteString
                == "app://menu/42?src=a%20b%26c")
        #expect(table.linkWriter.literal("p").value("").url == nil)
        #expect(table.linkWriter.literal("p").value(Double.nan).url == nil)
        #expect(table.linkWriter.literal("p").value(nil as Int?).url == nil)
        #expect(table.linkWriter.literal("p").segment(text: "x/y").url?.absoluteString == "app://p/x%2Fy")
        var paths = URLPatternTable.Paths()
        paths.add([])
        let universal = URLPatternTable(schemes: [], hosts: ["Example.COM"], paths: paths)
        #expect(universal.linkWriter.literal("a").url?.absoluteString == "https://example.com/a")
        #expect(URLPatternTable(schemes: [], hosts: [], paths: paths).linkWriter.literal("a").url == nil)
    }

    @Test func theFirstOfTwoEqualPathsKeepsItsNumber() {
        let table = Self.table([[.literal("a")], [.literal("b")], [.literal("a")]])
        #expect(Self.match(table, "app://a", placeholders: 0)?.pattern == 0)
        #expect(Self.match(table, "app://b", placeholders: 0)?.pattern == 1)
    }

    @Test func aPathMatchesWithoutSchemeOrHost() {
        let table = Self.table([[.literal("menu"), .value(.int)]])
        let matched = table.firstMatch(inPath: "/menu/4?x=1") { pattern, path, _ in
            path.value(0, as: Int.self).map { (pattern, $0) }
        }
        #expect(matched?.0 == 0 && matched?.1 == 4)
    }
}
