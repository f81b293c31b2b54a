import ForumModels
import Foundation
import LiveLargeNavigation
import NavGenRuntime
import Testing

/// Live parameters in a graph of 1,000 routes and 50 modals (Tests/Graphs/live-large.nav), whose
/// enums write `Hashable` and `Codable` out from their tables of cases: the same rules as the
/// small layout's (LiveParameterTests) — compared by identity, left out of URLs, never saved.
@MainActor
@Suite struct LargeGraphLiveTests {
    @Test func liveValuesCompareAndHashByIdentity() {
        let model = PostModel(title: "Hello")
        let route = LiveSyntheticRoute.leaf10(id: 1, model: Live(model))
        #expect(route == .leaf10(id: 1, model: Live(model)))
        #expect(route != .leaf10(id: 1, model: Live(PostModel(title: "Hello"))))
        #expect(route != .leaf10(id: 1, model: nil))
        #expect(route != .leaf10(id: 2, model: Live(model)))
        #expect(Set([route, .leaf10(id: 1, model: Live(model)), .leaf10(id: 1)]).count == 2)
        var picked: [String] = []
        let onPick = Live<CommunityPicked>({ picked.append($0) })
        let picker = LiveSyntheticRoute.leaf34(id: true, onPick: onPick)
        #expect(picker == .leaf34(id: true, onPick: onPick))
        #expect(picker != .leaf34(id: true, onPick: .init { picked.append($0) }))
        if case .leaf34(_, let callback) = picker { callback.value("swift") }
        #expect(picked == ["swift"])
    }

    @Test func aURLLeavesLiveValuesOut() throws {
        let model = PostModel(title: "Hello")
        let url = try #require(LiveSyntheticRoute.leaf10(id: 42, model: Live(model)).url)
        #expect(url.absoluteString == "syn://h13/l10/42")
        guard case .stack(_, let routes)? = LiveSyntheticDeepLink(url: url) else {
            Issue.record("\(url) opens no stack")
            return
        }
        #expect(routes.last == .leaf10(id: 42))
        #expect(LiveSyntheticRoute.leaf34(id: true, onPick: .init { _ in }).url == nil)
        let sheet = try #require(LiveSyntheticSheet.modal10(ref: "home", draft: Live(model)).url)
        #expect(sheet.absoluteString == "syn://m10?ref=home")
        #expect(LiveSyntheticDeepLink(url: sheet) == .sheet(.modal10(ref: "home")))
        #expect(LiveSyntheticSheet.modal6(ref: nil, onPick: .init { _ in }).url == nil)
    }

    @Test func encodingLeavesLiveValuesOutAndRefusesARequiredOne() throws {
        let model = PostModel(title: "Hello")
        let encoded = try JSONEncoder().encode(LiveSyntheticRoute.leaf10(id: 3, model: Live(model)))
        #expect(String(decoding: encoded, as: UTF8.self) == #"{"leaf10":{"id":3}}"#)
        #expect(try JSONDecoder().decode(LiveSyntheticRoute.self, from: encoded) == .leaf10(id: 3))
        #expect(throws: EncodingError.self) {
            try JSONEncoder().encode(LiveSyntheticRoute.leaf34(id: true, onPick: .init { _ in }))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(LiveSyntheticRoute.self, from: Data(#"{"leaf34":{"id":true}}"#.utf8))
        }
        let draft = try JSONEncoder().encode(LiveSyntheticSheet.modal10(ref: "a", draft: Live(model)))
        #expect(String(decoding: draft, as: UTF8.self) == #"{"modal10":{"ref":"a"}}"#)
        #expect(throws: EncodingError.self) {
            try JSONEncoder().encode(LiveSyntheticSheet.modal6(ref: nil, onPick: .init { _ in }))
        }
    }

    @Test func savingStopsBeforeARequiredLiveValue() throws {
        let model = PostModel(title: "Hello")
        let router = LiveSyntheticRouter()
        router.setPath(
            [.leaf10(id: 1, model: Live(model)), .leaf34(id: false, onPick: .init { _ in }), .leaf10(id: 2)],
            for: .tab0)
        router.present(.modal10(ref: "a", draft: Live(model)))
        router.present(.modal6(ref: "b", onPick: .init { _ in }))
        router.present(.modal10(ref: "c"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(router.state)
        #expect(
            String(decoding: data, as: UTF8.self)
                == #"{"presentations":[{"path":[],"sheet":{"modal10":{"ref":"a"}}}],"selectedTab":"tab0","stacks":{"tab0":[{"leaf10":{"id":1}}]}}"#
        )
        let restored = LiveSyntheticRouter(
            state: try JSONDecoder().decode(LiveSyntheticNavigationState.self, from: data))
        #expect(restored.path(for: .tab0) == [.leaf10(id: 1)])
        #expect(restored.presentations == [LiveSyntheticPresentation(sheet: .modal10(ref: "a"))])
    }
}
