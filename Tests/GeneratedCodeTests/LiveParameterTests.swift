import ForumModels
import ForumNavigation
import Foundation
import NavGenRuntime
import Testing

/// Live parameters (SPEC §2.3 *(3)*, §4) on Tests/Graphs/forum.nav, whose screens take an
/// observable view model, a Binding-like value and a main-actor callback: pushed, compared by
/// identity, never in a URL, never saved.
@MainActor
@Suite struct LiveParameterTests {
    @Test func routesCarryLiveValuesAndCompareThemByIdentity() {
        let model = PostModel(title: "Hello")
        let router = ForumRouter()
        router.push(.post(id: 1, model: Live(model)))
        router.push(.editor(model: Live(model)))
        #expect(router.path(for: .posts) == [.post(id: 1, model: Live(model)), .editor(model: Live(model))])
        #expect(ForumRoute.editor(model: Live(model)) != .editor(model: Live(PostModel(title: "Hello"))))
        // The editor edits the object the post page shows: an edit shows on return.
        if case .editor(let live) = router.currentPath.last { live.value.edits += 1 }
        router.pop()
        #expect(model.edits == 1)
        var text = "old"
        let binding = TextBinding(get: { text }, set: { text = $0 })
        let rename = ForumRoute.rename(text: Live(binding))
        #expect(rename == rename && rename != .rename(text: Live(binding)))
        if case .rename(let live) = rename { live.value.set("new") }
        #expect(text == "new")
        var picked: [String] = []
        let picker = ForumRoute.communityPicker(onPick: Live({ picked.append($0) }), selected: nil)
        if case .communityPicker(let onPick, _) = picker { onPick.value("swift") }
        #expect(picked == ["swift"])
    }

    @Test func aURLLeavesLiveValuesOut() throws {
        let model = PostModel(title: "Hello")
        let url = try #require(ForumRoute.post(id: 7, model: Live(model)).url)
        #expect(url.absoluteString == "forum://posts/7")
        #expect(ForumDeepLink(url: url) == .stack(.posts, [.post(id: 7, model: nil)]))
        #expect(ForumRoute.editor(model: Live(model)).url == nil)
        let composer = try #require(ForumSheet.composer(draft: Live(model)).url)
        #expect(ForumDeepLink(url: composer) == .sheet(.composer()))
        // The round-trip law with live values nil, over many IDs.
        for id in [0, 1, -1, 42, Int.max, Int.min] {
            let route = ForumRoute.post(id: id, model: Live(model))
            #expect(ForumDeepLink(url: try #require(route.url)) == .stack(.posts, [.post(id: id)]))
        }
    }

    /// `dismiss(_:)` matches a presentation by its case and values, live ones aside: the composer
    /// closes itself by naming itself, without the draft it was given.
    @Test func dismissMatchesAModalWithoutItsLiveValues() {
        let model = PostModel(title: "Hello")
        let router = ForumRouter()
        router.present(.composer(draft: Live(model)))
        router.present(.composer(draft: Live(PostModel(title: "Other"))))
        router.dismiss(.composer())
        #expect(router.presentations.count == 1)
        #expect(router.presentations.first?.sheet == .composer(draft: Live(model)))
        router.dismiss(.composer(draft: nil, onPosted: nil))
        #expect(router.presentations == [])
    }

    /// A locked modal in a graph without conditions: `pendingNavigation` holds what would take
    /// the draft away, and the draft's own dismissal carries it out.
    @Test func aLockedDraftHoldsALinkBackInAGraphWithoutConditions() throws {
        let router = ForumRouter()
        router.present(.composer(draft: Live(PostModel(title: "Draft"))))
        #expect(router.open(try #require(URL(string: "forum://posts/4"))))
        let pending: ForumPendingNavigation? = router.pendingNavigation
        #expect(pending == .link(.stack(.posts, [.post(id: 4)]), .replace))
        #expect(router.presentations.count == 1 && router.path(for: .posts) == [])
        router.popToRoot()  // inside the composer's own stack: nothing to wait for
        #expect(router.pendingNavigation == pending)
        router.dismiss(.composer())
        #expect(router.presentations == [] && router.path(for: .posts) == [.post(id: 4)])
        #expect(router.pendingNavigation == nil && ForumSheet.composer().isLocked)
    }

    /// SPEC §2.7: a navigation that waits for a locked modal is carried out once that modal has
    /// left, not when another modal with a stack comes over it (issue 43: the link was pushed
    /// into the new sheet's stack at once).
    @Test func aLinkWaitsForTheLockedModalItselfNotForTheStackOnTop() throws {
        let router = ForumRouter()
        router.present(.quickReply(postID: 1))
        #expect(router.open(try #require(URL(string: "forum://posts/4")), mode: .push))
        let pending: ForumPendingNavigation? = router.pendingNavigation
        #expect(pending == .link(.stack(.posts, [.post(id: 4)]), .push))
        router.present(.composer())
        #expect(router.presentations.map(\.sheet) == [.quickReply(postID: 1), .composer()])
        #expect(router.presentations.map(\.path) == [[], []])
        #expect(router.pendingNavigation == pending)
        router.dismissSheet()
        // The composer has left, the quick reply has not: the link still waits.
        #expect(router.presentations.map(\.sheet) == [.quickReply(postID: 1)])
        #expect(router.path(for: .posts) == [] && router.pendingNavigation == pending)
        router.dismissSheet()
        #expect(router.presentations == [] && router.path(for: .posts) == [.post(id: 4)])
        #expect(router.pendingNavigation == nil)
    }

    @Test func savingStopsBeforeARequiredLiveValueAndForgetsAnOptionalOne() throws {
        let model = PostModel(title: "Hello")
        let router = ForumRouter()
        router.push(.post(id: 1, model: Live(model)))
        router.push(.editor(model: Live(model)))
        router.push(.post(id: 2))
        router.present(.composer(draft: Live(model)))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(router.state)
        #expect(
            String(decoding: data, as: UTF8.self)
                == #"{"presentations":[{"path":[],"sheet":{"composer":{}}}],"selectedTab":"posts","stacks":{"posts":[{"post":{"id":1}}]}}"#
        )
        let restored = ForumRouter(state: try JSONDecoder().decode(ForumNavigationState.self, from: data))
        #expect(restored.path(for: .posts) == [.post(id: 1)])
        #expect(restored.presentations == [ForumPresentation(sheet: .composer())])
    }

    @Test func aRouteWithARequiredLiveValueDoesNotEncodeAlone() throws {
        let model = PostModel(title: "Hello")
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(ForumRoute.editor(model: Live(model))) }
        #expect(throws: EncodingError.self) {
            try JSONEncoder().encode([ForumRoute.post(id: 1), .editor(model: Live(model))])
        }
        let optional = try JSONEncoder().encode(ForumRoute.post(id: 3, model: Live(model)))
        #expect(String(decoding: optional, as: UTF8.self) == #"{"post":{"id":3}}"#)
        #expect(try JSONDecoder().decode(ForumRoute.self, from: optional) == .post(id: 3))
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ForumRoute.self, from: Data(#"{"editor":{}}"#.utf8))
        }
    }
}
