import Foundation
import ReaderNavigation
import TestSupport
import Testing

/// SPEC §2.4 language 2 in the generated parser and writer: `/@:handle`, `/files/*path`, and the
/// first pattern that can carry a value (graphs/reader.nav).
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
        #expect(ReaderRoute.file(path: "a//b").url == nil)
        #expect(ReaderRoute.author(handle: "").url == nil)
    }

    /// The round-trip law over seeded random values of the new shapes, hostile text included.
    @Test func roundTripOverRandomValues() {
        var random = SplitMix64(seed: 20)
        let alphabet = Array("ab/?#&=%+ :@;,.~-_'\"\\é東😀\u{202E}\u{0}\n\t*!$()[]")
        func text() -> String {
            let count = Int(random.next() % 10)
            return String((0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
        }
        var written = 0
        for _ in 0..<3000 {
            let routes: [ReaderRoute] = [
                .author(handle: text()), .file(path: text()),
                .note(id: Int(truncatingIfNeeded: random.next()), slug: random.next() % 2 == 0 ? nil : text()),
            ]
            for route in routes {
                guard let url = route.url else { continue }
                written += 1
                guard case .stack(let stack)? = ReaderDeepLink(url: url) else {
                    Issue.record("\(url) does not open a stack")
                    continue
                }
                #expect(stack.last == route, "\(url)")
            }
        }
        #expect(written > 6_000)
    }
}
