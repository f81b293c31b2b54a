import Foundation
import LinksNavigation
import TestSupport
import Testing

/// SPEC §2.4 language 4 in generated code (Tests/Graphs/links.nav): the links a Matrix, a
/// Mastodon and a nostr client receive, read and written in every form, and the law over random
/// values through each form.
@Suite struct ReceivedLinkTests {
    static func lastRoute(_ link: LinksDeepLink?) -> LinksRoute? {
        if case .stack(_, let routes)? = link { return routes.last }
        return nil
    }

    @Test func matrixLinksWithoutSlashesAndInTheFragment() {
        let room = LinksRoute.room(roomID: "abc:example.org", via: ["example.org"])
        let table: [(String, LinksDeepLink?)] = [
            ("matrix:roomid/abc:example.org?via=example.org", .stack(.rooms, [room])),
            ("matrix:/roomid/abc:example.org?via=example.org", .stack(.rooms, [room])),
            ("chat:roomid/abc:example.org?via=example.org", .stack(.rooms, [room])),
            ("https://chat.example.org/roomid/abc:example.org?via=example.org", .stack(.rooms, [room])),
            ("https://matrix.to/#/!abc:example.org?via=example.org", .stack(.rooms, [room])),
            (
                "https://matrix.to/#/!abc:example.org/$ev1?via=example.org",
                .stack(.rooms, [.event(roomID: "abc:example.org", eventID: "$ev1", via: ["example.org"])])
            ),
            ("https://app.element.io/#/room/!abc:example.org", .stack(.rooms, [.room(roomID: "abc:example.org")])),
            ("https://matrix.to/#/%23elementx:matrix.org", .stack(.rooms, [.alias(alias: "elementx:matrix.org")])),
            ("https://matrix.to/#/#elementx:matrix.org", .stack(.rooms, [.alias(alias: "elementx:matrix.org")])),
            (
                "matrix:r/elementx:matrix.org/e/ev1",
                .stack(.rooms, [.alias(alias: "elementx:matrix.org", eventID: "ev1")])
            ),
            ("https://matrix.to/#/@alice:example.org", .sheet(.user(userID: "alice:example.org"))),
            ("matrix:u/alice:example.org", .sheet(.user(userID: "alice:example.org"))),
            ("chat:invite/7", .sheet(.invite(code: "7"))),
            ("chat://invite/7", .sheet(.invite(code: "7"))),
            ("matrix:invite/7", nil),
            ("https://matrix.to/", nil),
            ("https://matrix.to/#/", nil),
            ("https://chat.example.org/#/!abc:example.org", .tab(.rooms)),
            ("https://app.element.io/room/!abc", nil),
        ]
        for (url, expected) in table {
            #expect(LinksDeepLink(string: url) == expected, "\(url)")
        }
    }

    @Test func linksToAnyServerAndNostrKeys() {
        let table: [(String, LinksRoute?)] = [
            ("https://mastodon.social/@alice", .remoteProfile(server: "mastodon.social", handle: "alice")),
            ("https://MASTODON.Social/@alice", .remoteProfile(server: "mastodon.social", handle: "alice")),
            ("https://lemmy.world/post/42", .remotePost(server: "lemmy.world", id: 42)),
            ("https://mastodon.social/@alice/109", .remotePost(server: "mastodon.social", id: 109, handle: "alice")),
            ("https://127.0.0.1/@alice", nil),
            ("https://mastodon.social:8443/@alice", nil),
            ("https://user@mastodon.social/@alice", nil),
            ("https://localhost/@alice", nil),
            ("nostr:npub1xyz", .note(key: "xyz")),
            ("damus:nostr:npub1xyz", .note(key: "xyz")),
            ("https://damus.io/npub1xyz", .note(key: "xyz")),
            ("nostr:note1xyz", nil),
        ]
        for (url, expected) in table {
            #expect(Self.lastRoute(LinksDeepLink(string: url)) == expected, "\(url)")
        }
    }

    @Test func eachRouteIsWrittenInItsPatternsForm() {
        let room = LinksRoute.room(roomID: "abc:example.org", via: ["example.org"])
        #expect(room.url?.absoluteString == "matrix:roomid/abc:example.org?via=example.org")
        #expect(room.url(scheme: "CHAT")?.absoluteString == "chat://roomid/abc:example.org?via=example.org")
        #expect(room.url(host: "matrix.to")?.absoluteString == "https://matrix.to/#/!abc:example.org?via=example.org")
        #expect(
            room.url(host: "chat.example.org")?.absoluteString
                == "https://chat.example.org/roomid/abc:example.org?via=example.org")
        #expect(room.url(host: "app.element.io") == nil, "Element Web's pattern carries no via")
        #expect(
            LinksRoute.room(roomID: "abc").url(host: "app.element.io")?.absoluteString
                == "https://app.element.io/#/room/!abc")
        #expect(room.url(scheme: "nostr") == nil)
        #expect(
            LinksRoute.alias(alias: "elementx:matrix.org").url(host: "matrix.to")?.absoluteString
                == "https://matrix.to/#/%23elementx:matrix.org")
        let note = LinksRoute.note(key: "xyz")
        #expect(note.url?.absoluteString == "nostr:npub1xyz")
        #expect(note.url(scheme: "damus")?.absoluteString == "damus:nostr:npub1xyz")
        #expect(note.url(host: "damus.io")?.absoluteString == "https://damus.io/npub1xyz")
        #expect(note.url(scheme: "matrix") == nil)
        let profile = LinksRoute.remoteProfile(server: "lemmy.world", handle: "bob")
        #expect(profile.url?.absoluteString == "https://lemmy.world/@bob")
        #expect(profile.url(host: "LEMMY.world")?.absoluteString == "https://lemmy.world/@bob")
        #expect(profile.url(host: "mastodon.social") == nil)
        #expect(LinksRoute.remoteProfile(server: "Lemmy.World", handle: "bob").url == nil, "reads back lower-cased")
        #expect(LinksRoute.remoteProfile(server: "localhost", handle: "bob").url == nil)
        #expect(LinksSheet.user(userID: "alice:example.org").url?.absoluteString == "matrix:u/alice:example.org")
        #expect(
            LinksSheet.user(userID: "alice:example.org").url(host: "matrix.to")?.absoluteString
                == "https://matrix.to/#/@alice:example.org")
        #expect(LinksSheet.invite(code: "7").url?.absoluteString == "chat:invite/7")
        #expect(LinksTab.settings.url?.absoluteString == "matrix:settings")
        #expect(LinksTab.rooms.url?.absoluteString == "matrix:/")
    }

    /// SPEC §4's law for every form: random values of every parameter written for every scheme
    /// and host the graph answers on, read back as the same route.
    @Test func everyFormReadsBackAsItsValue() {
        var values = RoundTripTests.Values(generator: SplitMix64(seed: 35))
        var written = 0
        for _ in 0..<2_000 {
            let server = ["lemmy.world", "mastodon.social", "a-b.example.org", "x.y.z", values.string()][
                Int(values.generator.next() % 5)]
            let routes: [LinksRoute] = [
                .room(
                    roomID: values.string(), via: (0..<Int(values.generator.next() % 3)).map { _ in values.string() }),
                .event(roomID: values.string(), eventID: values.string(), via: [values.string()]),
                .alias(alias: values.string(), eventID: values.optional { $0.string() }),
                .remoteProfile(server: server, handle: values.string()),
                .remotePost(server: server, id: values.int(), handle: values.optional { $0.string() }),
                .note(key: values.string()),
            ]
            for route in routes {
                let urls = [
                    route.url, route.url(scheme: "matrix"), route.url(scheme: "chat"), route.url(scheme: "nostr"),
                    route.url(scheme: "damus"), route.url(host: "matrix.to"), route.url(host: "app.element.io"),
                    route.url(host: "chat.example.org"), route.url(host: "damus.io"), route.url(host: server),
                ]
                for url in urls.compactMap({ $0 }) {
                    written += 1
                    #expect(Self.lastRoute(LinksDeepLink(url: url)) == route, "\(url) reads back as \(route)")
                }
            }
            let sheet = LinksSheet.user(userID: values.string())
            for url in [sheet.url, sheet.url(host: "matrix.to"), sheet.url(scheme: "chat")].compactMap({ $0 }) {
                written += 1
                #expect(LinksDeepLink(url: url) == .sheet(sheet), "\(url) reads back as \(sheet)")
            }
        }
        #expect(written > 20_000, "most values have links: \(written)")
    }
}
