import Foundation
import ReaderNavigation
import Testing

/// SPEC §2.4 language 2 in the generated parser and writer: `/@:handle`, `/files/*path`, and the
/// first pattern that can carry a value (graphs/reader.nav). RoundTripTests holds the round-trip
/// law over random values for these routes too.
@Suite struct URLShapeTests {
    @Test func prefixedAndTailLinksOpen() {
        let table: [(String, ReaderDeepLink?)] = [
            ("reader://%40dimillian", .stack([.author(handle: "dimillian")])),
            ("https://reader.example.org/@dimillian", .stack([.author(handle: "dimillian")])),
            ("https://reader.example.org/%40dimillian", .stack([.author(handle: "dimillian")])),
            ("https://reader.example.org/@", nil),
            ("https://reader.example.org/@a%20b", .stack([.author(handle: "a b")])),
            ("https://reader.example.org/files/a", .stack([.file(path: "a")])),
            ("https://reader.example.org/files/a/b%2Fc/d", .stack([.file(path: "a/b/c/d")])),
            ("https://reader.example.org/files/a/b/", .stack([.file(path: "a/b")])),
            ("https://reader.example.org/files", nil),
            ("https://reader.example.org/n/3/intro", .stack([.note(id: 3, slug: "intro")])),
            ("https://reader.example.org/n/3", .stack([.note(id: 3, slug: nil)])),
        ]
        for (url, expected) in table {
            #expect(ReaderDeepLink(string: url) == expected, "\(url)")
        }
    }

    @Test func writingUsesTheFirstPatternThatCanCarryTheValue() {
        #expect(ReaderRoute.author(handle: "dimillian").url?.absoluteString == "reader://%40dimillian")
        #expect(ReaderRoute.note(id: 3, slug: "intro").url?.absoluteString == "reader://n/3/intro")
        #expect(ReaderRoute.note(id: 3, slug: nil).url?.absoluteString == "reader://n/3")
        #expect(ReaderRoute.file(path: "a b/c@d:e").url?.absoluteString == "reader://files/a%20b/c@d:e")
        // A tail holds any path, and writes it so that it reads back (SPEC §2.4 (5)).
        #expect(ReaderRoute.file(path: "a//b").url?.absoluteString == "reader://files/a//b")
        #expect(ReaderRoute.file(path: "/a").url?.absoluteString == "reader://files//a")
        #expect(ReaderRoute.file(path: "a/").url?.absoluteString == "reader://files/a%2F")
        for path in ["a//b", "/a", "a/", "/", "./..", "a b/#?"] {
            let url = ReaderRoute.file(path: path).url
            #expect(url.flatMap(ReaderDeepLink.init(url:)) == .stack([.file(path: path)]), "\(path)")
        }
        #expect(ReaderRoute.file(path: "").url == nil)
        #expect(ReaderRoute.author(handle: "").url == nil)
    }
}
