import Foundation
import SocialModels
import SocialNavigation
import TestSupport
import Testing

/// The app's own types as parameters (SPEC §2.3, §2.4), in Tests/Graphs/social.nav compiled with
/// its app types (Tests/References/SocialModels): raw values read through `init(rawValue:)`,
/// arrays from repeated query keys, `URL`s in the query, aliases, and opaque models that only
/// restoration carries.
@Suite struct AppTypeTests {
    static let contactID = UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))

    @Test func rawValuesAreReadThroughTheirType() throws {
        let id = try #require(UserID(rawValue: 42))
        let swift = try #require(Tag(rawValue: "swift"))
        let table: [(String, SocialDeepLink?)] = [
            ("social://accounts/42", .stack(.timeline, [.account(id: id)])),
            // UserID refuses what no account has: the next pattern in precedence takes the URL.
            ("social://accounts/-5", .stack(.timeline, [.profile(handle: "-5")])),
            ("social://accounts/0", .stack(.timeline, [.profile(handle: "0")])),
            ("social://compose/public", .sheet(.composer(visibility: .public))),
            ("https://social.example/compose/direct", .sheet(.composer(visibility: .direct))),
            ("social://compose/everyone", nil),
            ("social://tags/swift", .stack(.explore, [.hashtag(tag: swift)])),
            // Tag refuses a space, and no other pattern has this shape.
            ("social://tags/a%20b", nil),
            ("social://search/cats?author=7", .stack(.explore, [.search(query: "cats", author: UserID(rawValue: 7))])),
            ("social://search/cats?author=-7", nil),
        ]
        for (url, expected) in table {
            #expect(SocialDeepLink(string: url) == expected, "\(url)")
        }
    }

    @Test func arraysAreEveryItemOfTheirKeyInOrder() throws {
        let swift = try #require(Tag(rawValue: "swift"))
        let table: [(String, SocialDeepLink?)] = [
            (
                "social://search/cats?tag=b&tag=a&tag=b",
                .stack(.explore, [.search(query: "cats", tags: ["b", "a", "b"])])
            ),
            (
                "social://search/cats?tag=a%26b&tag=c+d",
                .stack(.explore, [.search(query: "cats", tags: ["a&b", "c d"])])
            ),
            // No item: nil for an optional array; one empty value is no String, so no match.
            ("social://search/cats", .stack(.explore, [.search(query: "cats", tags: nil)])),
            ("social://search/cats?tag=a&tag=", nil),
            (
                "social://tags/swift?visibility=direct&visibility=public",
                .stack(.explore, [.hashtag(tag: swift, visibilities: [.direct, .public])])
            ),
            // No item: the default, an empty array; a value Visibility refuses: no match.
            ("social://tags/swift", .stack(.explore, [.hashtag(tag: swift, visibilities: [])])),
            ("social://tags/swift?visibility=public&visibility=everyone", nil),
        ]
        for (url, expected) in table {
            #expect(SocialDeepLink(string: url) == expected, "\(url)")
        }
        #expect(
            SocialRoute.search(query: "cats", tags: ["b", "a&b", "c d"]).url?.absoluteString
                == "social://search/cats?tag=b&tag=a%26b&tag=c%20d")
        #expect(
            SocialRoute.hashtag(tag: swift, visibilities: [.unlisted, .public]).url?.absoluteString
                == "social://tags/swift?visibility=unlisted&visibility=public")
        // An empty optional array writes no item, which reads back as nil: no URL carries it.
        #expect(SocialRoute.search(query: "cats", tags: []).url == nil)
        #expect(SocialRoute.search(query: "cats", tags: ["a", ""]).url == nil)
    }

    @Test func urlParametersAreAbsoluteURLsInTheQuery() throws {
        let page = try #require(URL(string: "https://example.com/a?b=1&c=2#top"))
        let route = SocialRoute.webView(url: page, title: "A & B")
        #expect(
            route.url?.absoluteString == "social://web?url=https://example.com/a?b%3D1%26c%3D2%23top&title=A%20%26%20B")
        #expect(route.url.flatMap(SocialDeepLink.init(url:)) == .stack(.explore, [route]))
        let table: [(String, SocialDeepLink?)] = [
            (
                "social://web?url=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1%26c%3D2%23top&title=Hi",
                .stack(.explore, [.webView(url: page, title: "Hi")])
            ),
            (
                "social://web?url=mailto:someone@example.com",
                try .stack(.explore, [.webView(url: #require(URL(string: "mailto:someone@example.com")))])
            ),
            // Not absolute, not a URL's characters, or missing: no match.
            ("social://web?url=example.com/a", nil),
            ("social://web?url=https://a%20b.example/", nil),
            ("social://web?url=https://example.com/%ZZ", nil),
            ("social://web", nil),
        ]
        for (url, expected) in table {
            #expect(SocialDeepLink(string: url) == expected, "\(url)")
        }
    }

    @Test func aliasesAreTheTypeTheyName() {
        let contact: Contact.ID = Self.contactID
        #expect(
            SocialDeepLink(string: "social://contacts/01020304-0506-0708-090a-0b0c0d0e0f10")
                == .stack(.contacts, [.contact(id: contact)]))
        #expect(
            SocialRoute.contact(id: contact).url?.absoluteString
                == "social://contacts/01020304-0506-0708-090A-0B0C0D0E0F10")
    }

    @Test func opaqueModelsHaveNoURLButRestore() throws {
        let id = try #require(UserID(rawValue: 3))
        let account = Account(id: id, displayName: "Dimillian")
        let status = Status(id: "109", text: "Hello")
        // A route whose model no URL carries has no URL; an optional one left out, the URL leaves it nil.
        #expect(SocialRoute.accountDetailWithAccount(account: account).url == nil)
        #expect(SocialRoute.profile(handle: "dimillian", account: account).url == nil)
        #expect(SocialRoute.profile(handle: "dimillian").url?.absoluteString == "social://accounts/dimillian")
        #expect(SocialSheet.composer(visibility: .public, replyTo: status).url == nil)

        let state = SocialNavigationState(
            selectedTab: .explore,
            stacks: [
                .timeline: [.accountDetailWithAccount(account: account, scrollToTop: true)],
                .explore: [
                    .accountsList(accounts: [account, account], title: "Boosted by"),
                    .statusDetailWithStatus(status: status),
                ],
            ],
            presentations: [
                SocialPresentation(
                    sheet: .composer(visibility: .unlisted, replyTo: status),
                    path: [.mention(account: id, status: status)])
            ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(state)
        #expect(try JSONDecoder().decode(SocialNavigationState.self, from: data) == state)
        // The app's types encode as they encode themselves: the ID wrapper and the enum as raw values.
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains(#""mention":{"account":3,"status":{"id":"109","text":"Hello"}}"#), "\(json)")
        #expect(
            json.contains(#""composer":{"replyTo":{"id":"109","text":"Hello"},"visibility":"unlisted"}"#), "\(json)")

        // A saved model that no longer decodes truncates its stack there, as a removed route does
        // (a stack left empty is no entry).
        let broken = json.replacingOccurrences(of: #""displayName":"Dimillian""#, with: #""name":"Dimillian""#)
        let restored = try JSONDecoder().decode(SocialNavigationState.self, from: Data(broken.utf8))
        #expect(restored.stacks == [:])
        #expect(restored.presentations == state.presentations)
    }

    @Test func everyValueAURLCarriesOpensItself() {
        var values = RoundTripTests.Values(generator: SplitMix64(seed: 18))
        var written = 0
        for _ in 0..<2000 {
            let id = UserID(rawValue: values.int())
            let tag = Tag(rawValue: values.string())
            let visibilities = (0..<Int(values.generator.next() % 4)).map { _ in
                Visibility.allCases[Int(values.generator.next() % 4)]
            }
            var routes: [SocialRoute] = [
                .statusDetail(id: values.string()),
                .profile(handle: values.string()),
                .search(
                    query: values.string(), tags: values.optional { values in (0..<2).map { _ in values.string() } },
                    author: values.optional { UserID(rawValue: $0.int()) } ?? nil),
                .contact(id: values.uuid()),
            ]
            if let id { routes.append(.account(id: id)) }
            if let tag { routes.append(.hashtag(tag: tag, visibilities: visibilities)) }
            let text = values.string().addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "x"
            if let page = URL(string: "https://example.com/" + text + "?q=" + text) {
                routes.append(.webView(url: page, title: values.optional { $0.string() }))
            }
            for route in routes {
                guard let url = route.url else { continue }
                written += 1
                #expect(SocialDeepLink(url: url)?.routes.last == route, "\(url)")
            }
            let sheet = SocialSheet.composer(visibility: visibilities.first ?? .private)
            #expect(sheet.url.flatMap(SocialDeepLink.init(url:)) == .sheet(sheet))
        }
        #expect(written > 9_000)
    }
}

extension SocialDeepLink {
    /// The routes of a stack link.
    fileprivate var routes: [SocialRoute] {
        switch self {
        case .stack(_, let routes), .sheetStack(_, let routes): routes
        case .tab, .sheet: []
        }
    }
}
