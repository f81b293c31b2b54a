import Foundation
@_spi(NavGenGenerated) import NavGenRuntime
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
        for unreadable in ["", "/a", "a/", "a//b"] {
            #expect(Self.web.literal("r").tail(unreadable).url == nil, "\(unreadable)")
        }
        #expect(Self.web.literal("r").tail(nil).url == nil)
    }

    @Test func aPrefixNeedsAValue() {
        #expect(Self.web.prefixed("@", "").url == nil)
        #expect(Self.web.prefixed("@", String?.none).url == nil)
        #expect(Self.web.prefixed("v", 2).url?.absoluteString == "https://social.example/v2")
    }
}
