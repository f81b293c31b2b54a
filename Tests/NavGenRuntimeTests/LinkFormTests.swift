import Foundation
@_spi(NavGenGenerated) import NavGenRuntime
import Testing

/// SPEC §2.4 language 4 in the runtime: links without `//`, patterns for one scheme, one host or
/// any host, routes in the fragment, which group wins, and writing each form.
@Suite struct LinkFormTests {
    /// A Matrix client's table: `matrix:` declared, the host `chat.example.org`, and patterns of
    /// every form.
    static let table: URLPatternTable = {
        var paths = URLPatternTable.Paths()
        paths.add([.literal("roomid"), .string])  // 0: /roomid/:roomID
        paths.add([.literal("u"), .string], origin: .scheme("matrix"))  // 1: matrix:u/:userID
        // 2: https://matrix.to/#/!:roomID
        paths.add([], fragment: [.prefixed("!", .string)], origin: .host("matrix.to"))
        // 3: https://matrix.to/#/@:userID
        paths.add([], fragment: [.prefixed("@", .string)], origin: .host("matrix.to"))
        paths.add([.prefixed("@", .string)], origin: .anyHost)  // 4: https://:server/@:handle
        paths.add([.literal("@alice")])  // 5: /@alice
        paths.add([.literal("files"), .tail], fragment: [.literal("line"), .int])  // 6: /files/*path#/line/:n
        paths.add([.literal("files"), .tail])  // 7: /files/*path
        paths.add([.literal("invite"), .string], origin: .scheme("nostr"))  // 8: nostr:invite/:code
        paths.add([.prefixed("nostr:npub1", .string)], origin: .scheme("damus"))  // 9: damus:nostr%3Anpub1:key
        paths.add([])  // 10: /
        return URLPatternTable(schemes: ["matrix:"], hosts: ["chat.example.org"], paths: paths)
    }()

    struct Matched: Equatable {
        var pattern: Int
        var values: [String]
        var fragmentQuery: [String] = []
    }

    static func match(_ url: String) -> Matched? {
        table.firstMatch(in: url) { pattern, path, _ in
            let values = (0..<3).compactMap { path.value($0, as: String.self) }
            let via: [String] = path.fragmentQuery.all("via") ?? []
            return Matched(pattern: pattern, values: values, fragmentQuery: via)
        }
    }

    @Test func aLinkWithoutSlashesReadsAsItsPath() {
        #expect(Self.match("matrix:roomid/abc:example.org") == Matched(pattern: 0, values: ["abc:example.org"]))
        #expect(Self.match("matrix:/roomid/abc:example.org") == Matched(pattern: 0, values: ["abc:example.org"]))
        #expect(Self.match("MATRIX://roomid/abc") == Matched(pattern: 0, values: ["abc"]))
        #expect(Self.match("matrix:") == Matched(pattern: 10, values: []))
        #expect(Self.match("matrix:u/alice@example.org") == Matched(pattern: 1, values: ["alice@example.org"]))
        // In the `//` form a `:` in the first segment is a port, and refused.
        #expect(Self.match("matrix://roomid:1/abc") == nil)
        #expect(Self.match("damus:nostr:npub1xyz") == Matched(pattern: 9, values: ["xyz"]))
    }

    @Test func aPatternForOneSchemeOrHostAnswersThereOnly() {
        #expect(Self.match("nostr:invite/7") == Matched(pattern: 8, values: ["7"]))
        #expect(Self.match("nostr:roomid/abc") == nil, "patterns that begin with / answer declared schemes only")
        #expect(Self.match("matrix:invite/7") == nil)
        #expect(Self.match("https://chat.example.org/u/alice") == nil, "matrix:u/… is not for the declared host")
        #expect(Self.table.read("other:roomid/abc") == .failure(.undeclaredScheme("other")))
    }

    @Test func routesInTheFragment() {
        #expect(
            Self.match("https://matrix.to/#/!abc:example.org?via=example.org&via=b.org")
                == Matched(pattern: 2, values: ["abc:example.org"], fragmentQuery: ["example.org", "b.org"]))
        #expect(
            Self.match("https://matrix.to/#/@alice:example.org") == Matched(pattern: 3, values: ["alice:example.org"]))
        #expect(Self.match("https://MATRIX.to/#/%40alice") == Matched(pattern: 3, values: ["alice"]))
        #expect(Self.match("https://matrix.to/") == nil, "a fragment pattern needs its fragment")
        #expect(Self.match("https://matrix.to/#/!") == nil)
        // A pattern with a fragment first; the same path without one ignores the fragment.
        #expect(Self.match("matrix://files/a/b#/line/12") == Matched(pattern: 6, values: ["a/b", "12"]))
        #expect(Self.match("matrix://files/a/b#/line/x") == Matched(pattern: 7, values: ["a/b"]))
        #expect(Self.match("matrix://files/a/b#top") == Matched(pattern: 7, values: ["a/b"]))
        #expect(Self.table.read("https://matrix.to/#/%zz") == .failure(.malformedEscape))
    }

    @Test func anyHostBindsTheHostLowerCased() {
        #expect(
            Self.match("https://Mastodon.Social/@alice") == Matched(pattern: 4, values: ["mastodon.social", "alice"]))
        // A declared host's pattern wins over any host's.
        #expect(Self.match("https://chat.example.org/@alice") == Matched(pattern: 5, values: []))
        #expect(
            Self.match("https://chat.example.org/@bob") == Matched(pattern: 4, values: ["chat.example.org", "bob"]))
        #expect(Self.match("https://127.0.0.1/@alice") == nil)
        #expect(Self.match("https://localhost/@alice") == nil)
        #expect(Self.match("https://a..b/@alice") == nil)
        #expect(Self.match("https://a.b:8443/@alice") == nil)
        #expect(Self.match("https://me@a.b/@alice") == nil)
        #expect(Self.match("https://a%2Eb/@alice") == nil)
        #expect(Self.table.read("http://a.b/@alice") == .failure(.undeclaredScheme("http")))
    }

    @Test func eachFormIsWrittenAsDeclared() {
        let table = Self.table
        #expect(
            table.linkWriter.literal("roomid").value("abc:example.org").url?.absoluteString
                == "matrix:roomid/abc:example.org")
        #expect(table.linkWriter.url?.absoluteString == "matrix:/")
        #expect(
            table.writer(for: .host("CHAT.example.org")).literal("roomid").value("a").url?.absoluteString
                == "https://chat.example.org/roomid/a")
        #expect(table.writer(for: .host("matrix.to")).url == nil)
        #expect(table.writer(for: .scheme("nostr")).url == nil)
        #expect(
            table.writer(scheme: "chat", withoutAuthority: false, for: .preferred).literal("u").value("a:b").url?
                .absoluteString
                == "chat://u/a:b")
        #expect(
            table.writer(scheme: "chat", withoutAuthority: true, for: .scheme("CHAT")).literal("invite").value(7).url?
                .absoluteString
                == "chat:invite/7")
        #expect(table.writer(scheme: "chat", withoutAuthority: true, for: .scheme("matrix")).url == nil)
        let fragment = table.writer(host: "matrix.to", for: .preferred).fragment().prefixed("!", "abc:example.org")
            .query("via", ["example.org", "b.org"])
        #expect(fragment.url?.absoluteString == "https://matrix.to/#/!abc:example.org?via=example.org&via=b.org")
        #expect(
            table.writer(host: "matrix.to", for: .preferred).fragment().url?.absoluteString == "https://matrix.to/#/")
        #expect(
            table.writer(host: "matrix.to", for: .preferred).fragment().value("#a b").url?.absoluteString
                == "https://matrix.to/#/%23a%20b")
        #expect(
            table.anyHostWriter(for: .preferred).host("lemmy.world").prefixed("@", "bob").url?.absoluteString
                == "https://lemmy.world/@bob")
        #expect(
            table.anyHostWriter(for: .host("LEMMY.world")).host("lemmy.world").url?.absoluteString
                == "https://lemmy.world")
        #expect(table.anyHostWriter(for: .host("other.org")).host("lemmy.world").url == nil)
        #expect(table.anyHostWriter(for: .scheme("matrix")).host("lemmy.world").url == nil)
        let opaqueQuery = table.linkWriter.query("via", "x")
        #expect(opaqueQuery.url?.absoluteString == "matrix:/?via=x")
    }

    /// SPEC §2.4 (5): a fragment that is one value (`#:key`, `#LIT:key`, then the fragment's own
    /// query), read from a fragment that does not begin with `/` up to its first `?`, a `/` in
    /// it a character of the value; an optional one (`alsoWithout`) matches by its path too.
    @Test func aFragmentThatIsOneValue() {
        var paths = URLPatternTable.Paths()
        paths.add([.literal("a")], valueFragment: .string)  // 0: /a#:key
        paths.add([.literal("i")], valueFragment: .prefixed("v1-", .string))  // 1: /i#v1-:key
        paths.add([.literal("doc"), .tail], valueFragment: .string, alsoWithout: true)  // 2: /doc/*path#:anchor
        paths.add([.literal("doc"), .literal("x")], fragment: [.literal("line"), .int])  // 3: /doc/x#/line/:n
        let table = URLPatternTable(schemes: ["simplex:/"], hosts: ["smp.example"], paths: paths)
        func match(_ url: String) -> Matched? {
            table.firstMatch(in: url) { pattern, path, _ in
                let values = (0..<3).compactMap { path.value($0, as: String.self) }
                let host: [String] = path.fragmentQuery.all("h") ?? []
                return Matched(pattern: pattern, values: values, fragmentQuery: host)
            }
        }
        #expect(
            match("simplex:/a#k3y?h=smp6.example")
                == Matched(pattern: 0, values: ["k3y"], fragmentQuery: ["smp6.example"]))
        #expect(match("https://smp.example/a#a/b%23c#d") == Matched(pattern: 0, values: ["a/b#c#d"]))
        #expect(match("simplex:/a") == nil)
        #expect(match("simplex:/a#") == nil)
        #expect(match("simplex:/a#/k") == nil)
        #expect(match("simplex:/i#v1-k") == Matched(pattern: 1, values: ["k"]))
        #expect(match("simplex:/i#v2-k") == nil)
        #expect(match("simplex:/doc/p/q#intro") == Matched(pattern: 2, values: ["p/q", "intro"]))
        // Without a fragment it reads, the optional anchor is absent; the path's tail ends at the `#`.
        #expect(match("simplex:/doc/p/q") == Matched(pattern: 2, values: ["p/q"]))
        #expect(match("simplex:/doc/p/q#") == Matched(pattern: 2, values: ["p/q"]))
        #expect(match("simplex:/doc/x#/line/7") == Matched(pattern: 3, values: ["7"]))
        #expect(match("simplex:/doc/x#/other") == Matched(pattern: 2, values: ["x"]))
        #expect(
            table.linkWriter.literal("a").fragmentValue("", "k3y").query("h", "x").url?.absoluteString
                == "simplex:/a#k3y?h=x")
        #expect(
            table.linkWriter.literal("a").fragmentValue("", "/a b?c#d%e/f").url?.absoluteString
                == "simplex:/a#%2Fa%20b%3Fc%23d%25e/f")
        #expect(table.linkWriter.literal("i").fragmentValue("v1-", "k").url?.absoluteString == "simplex:/i#v1-k")
        #expect(
            table.linkWriter.literal("doc").tail("p").fragmentValue("", String?.none).url?.absoluteString
                == "simplex:/doc/p")
        #expect(table.linkWriter.literal("a").fragmentValue("", String?.none).query("h", "x").url == nil)
        for value in ["k", "/k", "a/b", "#", "?", "%", "a b", "é", ".", ".."] {
            let url = table.linkWriter.literal("a").fragmentValue("", value).url
            #expect(url.flatMap { match($0.absoluteString) } == Matched(pattern: 0, values: [value]), "\(value)")
        }
    }

    /// SPEC §2.4 (5): a host with a placeholder, `https://:server.simplex.im/…`: the hosts under
    /// a domain, after its own host's and the declared ones' patterns and before any host's, the
    /// longer domain first; the labels bound lower-cased, the domain itself not matched.
    @Test func hostsUnderADomain() {
        var paths = URLPatternTable.Paths()
        paths.add([.literal("a")], origin: .hostSuffix("simplex.im"))  // 0: https://:server.simplex.im/a
        paths.add([.literal("a")], origin: .hostSuffix("eu.simplex.im"))  // 1: https://:server.eu.simplex.im/a
        paths.add([.literal("a")], origin: .anyHost)  // 2: https://:host/a
        paths.add([.literal("a")], origin: .host("smp1.simplex.im"))  // 3: https://smp1.simplex.im/a
        paths.add([.literal("a")])  // 4: /a, for the declared host
        paths.add([.literal("b"), .int], origin: .hostSuffix("simplex.im"))  // 5
        let table = URLPatternTable(schemes: [], hosts: ["smp2.simplex.im"], paths: paths)
        func match(_ url: String) -> URLPatternTableTests.Matched? {
            URLPatternTableTests.match(table, url, placeholders: 2)
        }
        #expect(match("https://SMP6.simplex.im/a") == .init(pattern: 0, values: ["smp6"]))
        #expect(match("https://a.b.simplex.IM/a") == .init(pattern: 0, values: ["a.b"]))
        #expect(match("https://x.eu.simplex.im/a") == .init(pattern: 1, values: ["x"]))
        #expect(match("https://smp1.simplex.im/a") == .init(pattern: 3, values: []))
        #expect(match("https://smp2.simplex.im/a") == .init(pattern: 4, values: []))
        #expect(match("https://simplex.im/a") == .init(pattern: 2, values: ["simplex.im"]))
        #expect(match("https://smp6.simplex.im/b/7") == .init(pattern: 5, values: ["smp6", "7"]))
        // A host that is not a DNS name, or an escaped one, takes no domain's patterns.
        #expect(match("https://smp6.simplex.im:443/a") == nil)
        #expect(match("https://%73mp6.simplex.im/a") == nil)
        #expect(
            table.readWithOrigins("https://x.eu.simplex.im/a").map(\.origins)
                == .success([.hostSuffix("eu.simplex.im"), .hostSuffix("simplex.im"), .anyHost]))
        let writer = table.hostSuffixWriter(domain: "simplex.im", for: .preferred)
        #expect(writer.host("SMP6").literal("a").url?.absoluteString == "https://SMP6.simplex.im/a")
        #expect(
            table.hostSuffixWriter(domain: "simplex.im", for: .preferred).host("a.b").literal("a").url?.absoluteString
                == "https://a.b.simplex.im/a")
        for labels in ["", "a..b", "a b", "a/b", ".a", "a."] {
            #expect(table.hostSuffixWriter(domain: "simplex.im", for: .preferred).host(labels).url == nil, "\(labels)")
        }
        #expect(
            table.hostSuffixWriter(domain: "simplex.im", for: .host("smp6.SIMPLEX.im")).host("smp6").url?.absoluteString
                == "https://smp6.simplex.im")
        #expect(table.hostSuffixWriter(domain: "simplex.im", for: .host("smp7.simplex.im")).host("smp6").url == nil)
        #expect(table.hostSuffixWriter(domain: "simplex.im", for: .scheme("simplex")).host("smp6").url == nil)
    }

    /// SPEC §2.4 (5): `s:/path`, RFC 3986's path-absolute form, which a messenger's own parser
    /// expects: a pattern that begins `simplex:/`, or `scheme "simplex:/"`, writes it; every form
    /// reads every other, and an empty authority (`zim:///…`) reads as none.
    @Test func linksWrittenWithOneSlash() {
        var paths = URLPatternTable.Paths()
        paths.add([.literal("contact"), .string])  // 0
        paths.add([.literal("a"), .tail], origin: .scheme("zim"))  // 1
        let table = URLPatternTable(schemes: ["SimpleX:/"], hosts: [], paths: paths)
        #expect(table.linkWriter.literal("contact").value("k").url?.absoluteString == "simplex:/contact/k")
        #expect(table.linkWriter.url?.absoluteString == "simplex:/")
        #expect(table.writer(for: .scheme("simplex")).query("h", "x").url?.absoluteString == "simplex:/?h=x")
        let zim = table.writer(scheme: "zim", form: .absolutePath, for: .preferred)
        #expect(zim.literal("a").tail("b/c").url?.absoluteString == "zim:/a/b/c")
        // The first segment cannot be empty: `zim://…` would begin an authority.
        #expect(
            table.writer(scheme: "zim", form: .absolutePath, for: .preferred).tail("/b").url?.absoluteString
                == "zim:/%2Fb")
        for url in ["simplex:/contact/k", "simplex:contact/k", "simplex://contact/k", "SIMPLEX:/contact/k"] {
            #expect(URLPatternTableTests.match(table, url) == .init(pattern: 0, values: ["k"]), "\(url)")
        }
        for url in ["zim:///a/b/c", "zim:/a/b/c", "zim:a/b/c", "zim://a/b/c"] {
            #expect(URLPatternTableTests.match(table, url) == .init(pattern: 1, values: ["b/c"]), "\(url)")
        }
        #expect(
            table.writer(scheme: "zim", form: .rootless, for: .preferred).literal("a").url?.absoluteString == "zim:a")
        #expect(
            table.writer(scheme: "zim", form: .authority, for: .scheme("ZIM")).literal("a").url?.absoluteString
                == "zim://a")
    }
}
