import Foundation
@_spi(NavGenGenerated) import NavGenRuntime
import TestSupport
import Testing

/// Writing URLs (SPEC §2.4): escape only what each component needs, and prefixed and tail segments.
@Suite struct LinkWriterTests {
    static let custom = URLPatternTable(schemes: ["Social"], hosts: [], paths: URLPatternTable.Paths()).linkWriter
    static let web = URLPatternTable(schemes: [], hosts: ["Social.Example"], paths: URLPatternTable.Paths()).linkWriter

    @Test func aPathSegmentKeepsWhatItMayHold() {
        #expect(Self.web.prefixed("@", "dimillian").url?.absoluteString == "https://social.example/@dimillian")
        #expect(
            Self.web.literal("tags").value("a:b@c!$&'()*+,;=").url?.absoluteString
                == "https://social.example/tags/a:b@c!$&'()*+,;=")
        #expect(
            Self.web.value("a/b?c#d%e f[é]").url?.absoluteString
                == "https://social.example/a%2Fb%3Fc%23d%25e%20f%5B%C3%A9%5D")
    }

    @Test func aCustomSchemesFirstSegmentIsItsHost() {
        #expect(Self.custom.prefixed("@", "bob").literal("posts").url?.absoluteString == "social://%40bob/posts")
        #expect(Self.custom.value("a:1").prefixed("@", "bob").url?.absoluteString == "social://a%3A1/@bob")
        #expect(Self.custom.value("x!y").url?.absoluteString == "social://x!y")
    }

    @Test func aQueryEscapesWhatEndsAnItem() {
        #expect(
            Self.web.literal("search").query("q", "a&b=c+d e/f?g@h:i").query("page", 2).url?.absoluteString
                == "https://social.example/search?q=a%26b%3Dc%2Bd%20e/f?g@h:i&page=2")
        #expect(
            Self.web.literal("search").query("q", String?.none).url?.absoluteString == "https://social.example/search")
    }

    @Test func aTailIsSplitIntoSegments() {
        #expect(
            Self.web.literal("r").tail("swift/comments/a b").url?.absoluteString
                == "https://social.example/r/swift/comments/a%20b")
        #expect(Self.web.literal("r").tail("one").url?.absoluteString == "https://social.example/r/one")
        #expect(Self.web.literal("r").tail("").url == nil)
        #expect(Self.web.literal("r").tail(nil).url == nil)
    }

    /// SPEC §2.4 (5), "Tails hold any path": empty segments are written as they are; the value's
    /// last `/` (which a reader would take for the one trailing slash) and a leading one where
    /// the first segment cannot be empty are `%2F`.
    @Test func aTailWritesAnyPath() {
        #expect(Self.web.literal("r").tail("a//b").url?.absoluteString == "https://social.example/r/a//b")
        #expect(Self.web.literal("r").tail("/a").url?.absoluteString == "https://social.example/r//a")
        #expect(Self.web.literal("r").tail("a/").url?.absoluteString == "https://social.example/r/a%2F")
        #expect(Self.web.literal("r").tail("a//").url?.absoluteString == "https://social.example/r/a/%2F")
        #expect(Self.web.literal("r").tail("/").url?.absoluteString == "https://social.example/r/%2F")
        #expect(Self.web.tail("/a").url?.absoluteString == "https://social.example//a")
        // The first segment of a custom scheme's link is its host, which cannot be empty.
        #expect(Self.custom.tail("/a").url?.absoluteString == "social://%2Fa")
        #expect(Self.custom.tail("//a/").url?.absoluteString == "social://%2F/a%2F")
        let withoutAuthority = URLPatternTable(schemes: ["social:"], hosts: [], paths: URLPatternTable.Paths())
        #expect(withoutAuthority.linkWriter.tail("/a").url?.absoluteString == "social:%2Fa")
        #expect(withoutAuthority.linkWriter.tail("a//b").url?.absoluteString == "social:a//b")
    }

    /// §4's law for tails: every value a tail reads, written, reads back as itself, in every
    /// form a link takes (a host's path, a custom scheme's with its host first, a link without
    /// `//`), first in the path or after a literal.
    @Test func aTailReadsBackWhatItWrites() {
        var generator = SplitMix64(seed: 0x7A11)
        let pieces = ["a", "/", "/", "%", " ", "é", "#", "?", ".", "..", "b", "+", "&", "@", ":"]
        for schemes in [["app"], ["app:"], []] {
            for afterLiteral in [false, true] {
                var paths = URLPatternTable.Paths()
                paths.add(afterLiteral ? [.literal("r"), .tail] : [.tail])
                let table = URLPatternTable(schemes: schemes, hosts: ["app.example.com"], paths: paths)
                for _ in 0..<400 {
                    let count = Int.random(in: 1...6, using: &generator)
                    let value = (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "a" }.joined()
                    let writer = afterLiteral ? table.linkWriter.literal("r") : table.linkWriter
                    guard let url = writer.tail(value).url else {
                        Issue.record("\(schemes) \(value) has no URL")
                        continue
                    }
                    let read = table.firstMatch(in: url.absoluteString) { _, path, _ in path.value(0, as: String.self) }
                    #expect(read == value, "\(schemes) \(url.absoluteString)")
                }
            }
        }
    }

    @Test func aPrefixNeedsAValue() {
        #expect(Self.web.prefixed("@", "").url == nil)
        #expect(Self.web.prefixed("@", String?.none).url == nil)
        #expect(Self.web.prefixed("v", 2).url?.absoluteString == "https://social.example/v2")
    }
}
