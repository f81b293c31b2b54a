import Foundation
import Testing
import ThreadsModels
import ThreadsNavigation

/// A route with sixteen patterns (Tests/Graphs/threads.nav, a Reddit client's post): its `url`
/// is one statement per pattern, and picks the first that can carry the value and reads back.
@Suite struct ManyPatternTests {
    static func post(
        slug: String? = nil, sort: Sort? = nil, context: Int = 3, highlight: [String]? = nil, comment: String? = nil
    ) -> ThreadsRoute {
        .post(
            subreddit: "swift", id: PostID(rawValue: "1abc")!, slug: slug, sort: sort, context: context,
            highlight: highlight, comment: comment)
    }

    @Test func eachValueIsWrittenWithTheFirstPatternThatCarriesIt() {
        let table: [(ThreadsRoute, String?)] = [
            (Self.post(slug: "hello", comment: "c1"), "threads://r/swift/comments/1abc/hello/c1?context=3"),
            (Self.post(slug: "hello"), "threads://r/swift/comments/1abc/hello?context=3"),
            (
                Self.post(sort: .top, highlight: ["a b", "c"]),
                "threads://r/swift/comments/1abc?sort=top&context=3&h=a%20b&h=c"
            ),
            (Self.post(), "threads://r/swift/comments/1abc?context=3"),
            (Self.post(comment: "c1"), "threads://p/swift/1abc/c1"),
            (Self.post(comment: "a/b"), "threads://p/swift/1abc/a/b"),
            (Self.post(sort: .new, comment: "c1"), "threads://x/1abc/swift?sort=new&c=c1"),
            (
                Self.post(slug: "hello", sort: .new, comment: "c1"),
                "threads://r/swift/comments/1abc/hello/c1?sort=new&context=3"
            ),
            (Self.post(context: 9, comment: "c1"), nil),
            (.subreddit(name: "swift", sort: .top, rest: nil), "threads://r/swift?sort=top"),
            (.subreddit(name: "swift", sort: nil, rest: "wiki/faq"), "threads://r/swift/wiki/faq"),
            (.subreddit(name: "swift", sort: .top, rest: "wiki"), nil),
        ]
        for (route, expected) in table {
            #expect(route.url?.absoluteString == expected, "\(route)")
            if let url = route.url {
                #expect(ThreadsDeepLink(url: url).map(Self.lastRoute) == route, "\(url) reads back as \(route)")
            }
        }
    }

    @Test func everyPatternOpensThePost() {
        let post = Self.post(slug: "hello")
        let table: [(String, ThreadsRoute)] = [
            ("https://reddit.example/r/swift/comments/1abc/hello/c1", Self.post(slug: "hello", comment: "c1")),
            ("https://www.reddit.example/r/swift/comments/1abc/hello?context=7", Self.post(slug: "hello", context: 7)),
            ("https://old.reddit.example/r/swift/comments/1abc?h=x&h=y", Self.post(highlight: ["x", "y"])),
            ("https://np.reddit.example/r/swift/s/1abc", Self.post()),
            ("threads://comments/1abc/r/swift/hello", post),
            ("threads://comments/1abc/r/swift", Self.post()),
            ("threads://%40swift/1abc/hello", post),
            ("threads://%40swift/1abc", Self.post()),
            ("threads://u/swift/comments/1abc/hello", post),
            ("threads://u/swift/comments/1abc", Self.post()),
            ("threads://user/swift/comments/1abc/hello/c1", Self.post(slug: "hello", comment: "c1")),
            ("threads://user/swift/comments/1abc/hello/c1/more", Self.post(slug: "hello/c1/more")),
            ("threads://m/swift/1abc?context=1", Self.post(context: 1)),
            ("threads://gallery/1abc/swift", Self.post()),
            ("threads://p/swift/1abc/a/b", Self.post(comment: "a/b")),
            ("threads://x/1abc/swift?sort=best&c=c9", Self.post(sort: .best, comment: "c9")),
        ]
        for (url, expected) in table {
            #expect(ThreadsDeepLink(string: url).map(Self.lastRoute) == expected, "\(url)")
        }
        // `Sort` refuses `hot`, so the post's patterns do not match, and the subreddit's tail does.
        #expect(
            ThreadsDeepLink(string: "threads://r/swift/comments/1abc?sort=hot")
                == .stack([.subreddit(name: "swift", sort: nil, rest: "comments/1abc")]))
    }

    static func lastRoute(_ link: ThreadsDeepLink) -> ThreadsRoute? {
        if case .stack(let routes) = link { return routes.last }
        return nil
    }
}
