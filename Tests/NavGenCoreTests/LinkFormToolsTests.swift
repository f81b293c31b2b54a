import Foundation
import TestSupport
import Testing

@testable import NavGenCore

/// The tools over language 4's link forms (Tests/Graphs/links.nav): what `resolve` says of the
/// group that answered, `aasa`'s fragment components and the patterns it leaves out, `plist`'s
/// schemes and hosts, and `diff` of a pattern moved from every host to one.
@Suite struct LinkFormToolsTests {
    static func graph(_ text: String? = nil) throws -> NavigationGraph {
        let source: SourceFile
        if let text {
            source = SourceFile(name: "links.nav", text: text)
        } else {
            let url = ReferenceOutputTests.packageRoot.appendingPathComponent("Tests/Graphs/links.nav")
            source = SourceFile(name: "links.nav", bytes: Array(try Data(contentsOf: url)))
        }
        let result = GraphCompiler.check(source)
        return try #require(result.graph, "\(result.diagnostics.map(\.message))")
    }

    @Test func resolveSaysWhichGroupAnsweredAndWhyALinkDidNot() throws {
        let graph = try Self.graph()
        let matcher = URLMatcher(graph: graph)
        let text = LinkReport(graph: graph, fileName: "links.nav").text(
            ["matrix:u/alice:example.org", "https://matrix.to/#/%23elementx:matrix.org", "matrix:invite/7"].map {
                matcher.resolve($0)
            })
        #expect(
            text == """
                matrix:u/alice:example.org → sheet user(userID: "alice:example.org")
                  matched "/u/:userID" of sheet user (links.nav:38:32)
                  which answers every declared scheme and host (a link without //, read as its path)
                https://matrix.to/#/%23elementx:matrix.org → tab rooms, stack [alias(alias: "elementx:matrix.org", eventID: nil)]
                  matched "https://matrix.to/#/%23:alias" of route alias (links.nav:27:9)
                  which answers https://matrix.to only, its route in the fragment
                matrix:invite/7 → nothing: no pattern matches it
                  nearest "/roomid/:roomID?via=:via" of route room (links.nav:17:9): wants `roomid` at segment 1, got `invite`
                  nearest "/r/:alias" of route alias (links.nav:25:9): wants `r` at segment 1, got `invite`
                  nearest "/u/:userID" of sheet user (links.nav:38:32): wants `u` at segment 1, got `invite`
                  "chat:invite/:code" of sheet invite (links.nav:39:32) has this path, but answers the scheme chat only

                """)
    }

    @Test func aasaHasFragmentsAndLeavesAnyHostOut() throws {
        let file = AppSiteAssociation(graph: try Self.graph())
        let rendered = file.document(appIDs: ["ABCDE12345.com.example.links"]).rendered()
        #expect(rendered.contains(##""#": "/!*""##))
        #expect(
            rendered.contains(##""comment": "route room: https://app.element.io/#/room/!:roomID (on app.element.io)""##)
        )
        #expect(!rendered.contains("nostr:") && !rendered.contains(":server"))
        #expect(
            file.omittedPatterns == [
                "note: remoteProfile \"https://:server/@:handle\" is left out: a link to any host is claimed by no site's file; the app opens such links from its own content",
                "note: remotePost \"https://:server/@:handle/:id\" is left out: a link to any host is claimed by no site's file; the app opens such links from its own content",
                "note: remotePost \"https://:server/post/:id\" is left out: a link to any host is claimed by no site's file; the app opens such links from its own content",
            ])
    }

    @Test func schemesAndHostsOfPatternsAreListed() throws {
        let graph = try Self.graph()
        #expect(graph.linkSchemes == ["matrix", "chat", "nostr", "damus"])
        #expect(graph.linkHosts == ["chat.example.org", "matrix.to", "app.element.io", "damus.io"])
    }

    @Test func aPatternMovedFromEveryHostToOneBreaksItsLinksOnTheOthers() throws {
        let old = try Self.graph(
            "app A\nscheme \"a:\"\nhost \"a.example\"\ntab t url \"/\" { push r }\nroute r(id: Int) url \"/r/:id\"\n")
        let new = try Self.graph(
            "app A\nscheme \"a:\"\nhost \"a.example\"\ntab t url \"/\" { push r }\nroute r(id: Int) url \"https://a.example/r/:id\"\n"
        )
        let changes = PublishedLinkComparison(old: old, new: new).changes().filter { $0.impact == .breakingLinks }
        #expect(
            changes.map(\.message) == [
                "links to route 'r' such as `a:/r/1` (pattern \"/r/:id\") no longer open anything"
            ])
    }
}
