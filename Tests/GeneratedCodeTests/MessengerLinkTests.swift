import Foundation
import MessengerNavigation
import TestSupport
import Testing

/// SPEC §2.4 language 5 in generated code (Tests/Graphs/messenger.nav): a private messenger's and
/// an offline reader's links — a fragment that is one value, the hosts under a domain, links
/// written `simplex:/…`, an empty authority, tails that hold any path — read and written, and
/// the law over random values, awkward characters included.
@Suite struct MessengerLinkTests {
    static func lastRoute(_ link: MessengerDeepLink?) -> MessengerRoute? {
        if case .stack(_, let routes)? = link { return routes.last }
        return nil
    }

    @Test func theMessengersLinksOpenTheirScreens() {
        let table: [(String, MessengerRoute?)] = [
            ("https://smp6.simplex.im/a#k3y", .contact(key: "k3y", server: "smp6")),
            ("https://SMP6.SimpleX.im/a#k3y", .contact(key: "k3y", server: "smp6")),
            ("https://a.b.simplex.im/a#k%2F3y", .contact(key: "k/3y", server: "a.b")),
            ("simplex:/a#k3y?h=smp6.simplex.im", .contact(key: "k3y", host: "smp6.simplex.im")),
            ("simplex:a#k3y", .contact(key: "k3y")),
            ("simplex://a#k3y", .contact(key: "k3y")),
            ("https://simplex.chat/a#k/3y#z", .contact(key: "k/3y#z")),
            ("https://smp6.simplex.im/g#g1-abc", .group(key: "abc", server: "smp6")),
            ("https://smp6.simplex.im/g#abc", nil),
            ("https://simplex.im/a#k3y", nil),
            ("https://smp6.simplex.im/a", nil),
            ("https://smp6.simplex.im/a#/k3y", nil),
            ("zim://0F8FAD5B/A/Page#History", .article(zimID: "0F8FAD5B", path: "A/Page", anchor: "History")),
            ("zim:///0F8FAD5B/A/Page", .article(zimID: "0F8FAD5B", path: "A/Page")),
            ("zim://abc/A//Page%2F#", .article(zimID: "abc", path: "A//Page/")),
            ("zim://abc/A#/not-an-anchor", .article(zimID: "abc", path: "A")),
            ("simplex:/help/a/b", .page(path: "a/b")),
            ("simplex:/help/a/b#usage", .page(path: "a/b", section: "usage")),
        ]
        for (url, expected) in table {
            #expect(Self.lastRoute(MessengerDeepLink(string: url)) == expected, "\(url)")
        }
    }

    @Test func eachLinkIsWrittenInItsPatternsForm() {
        #expect(
            MessengerRoute.contact(key: "k3y", server: "smp6").url?.absoluteString == "https://smp6.simplex.im/a#k3y")
        #expect(
            MessengerRoute.contact(key: "k3y", host: "smp6.simplex.im").url?.absoluteString
                == "simplex:/a#k3y?h=smp6.simplex.im")
        #expect(MessengerRoute.contact(key: "/k?#%").url?.absoluteString == "simplex:/a#%2Fk%3F%23%25")
        #expect(
            MessengerRoute.contact(key: "k", host: "x").url(host: "simplex.chat")?.absoluteString
                == "https://simplex.chat/a#k?h=x")
        #expect(MessengerRoute.contact(key: "k", server: "smp6").url(host: "smp6.simplex.im") != nil)
        #expect(MessengerRoute.contact(key: "k", server: "smp6").url(host: "smp7.simplex.im") == nil)
        // Labels that are not a DNS name's, and a key and a server's host together, have no link.
        #expect(MessengerRoute.contact(key: "k", server: "a b").url == nil)
        #expect(MessengerRoute.contact(key: "k", server: "s", host: "h").url == nil)
        #expect(
            MessengerRoute.group(key: "abc", server: "smp6").url?.absoluteString == "https://smp6.simplex.im/g#g1-abc")
        #expect(
            MessengerRoute.article(zimID: "abc", path: "/A/Page/", anchor: "History").url?.absoluteString
                == "zim://abc//A/Page%2F#History")
        #expect(MessengerRoute.article(zimID: "abc", path: "A").url?.absoluteString == "zim://abc/A")
        #expect(MessengerRoute.page(path: "a").url?.absoluteString == "simplex:/help/a#top")
        #expect(MessengerTab.chats.url?.absoluteString == "simplex:/")
        #expect(MessengerTab.settings.url?.absoluteString == "simplex:/settings")
    }

    /// SPEC §4's law for every language-5 form: random values, awkward characters included,
    /// written for every scheme and host the graph answers on, read back as the same route.
    @Test func everyFormReadsBackAsItsValue() {
        var values = RoundTripTests.Values(generator: SplitMix64(seed: 44))
        var written = 0
        for _ in 0..<2_000 {
            let server = ["smp6", "a.b", "x-1.y", "SMP", values.string()][Int(values.generator.next() % 5)]
            let routes: [MessengerRoute] = [
                .contact(key: values.string(), server: values.optional { _ in server }),
                .contact(key: values.string(), host: values.optional { $0.string() }),
                .group(key: values.string(), server: server),
                .article(zimID: values.string(), path: values.string(), anchor: values.optional { $0.string() }),
                .page(path: values.string(), section: values.string()),
            ]
            for route in routes {
                let urls = [
                    route.url, route.url(scheme: "simplex"), route.url(scheme: "zim"),
                    route.url(host: "simplex.chat"), route.url(host: server.lowercased() + ".simplex.im"),
                ]
                for url in urls.compactMap({ $0 }) {
                    written += 1
                    #expect(Self.lastRoute(MessengerDeepLink(url: url)) == route, "\(url) reads back as \(route)")
                }
            }
        }
        #expect(written > 8_000, "most values have links: \(written)")
    }
}
