import Foundation
import GatedNavigation
import TestSupport
import Testing
import WalledNavigation

/// Seeded random sequences of navigations, link openings, dismissals and condition changes on
/// Tests/Graphs/gated.nav and walled.nav (SPEC §2.6). After every step: no screen whose
/// conditions are unmet is shown; a navigation the conditions stop is the pending one, with its
/// condition's modal on screen, and a pending navigation is only ever the last one stopped; and
/// the state, saved and restored under the same conditions, shows the same screens.
@MainActor
@Suite struct ConditionPropertyTests {
    static let routes: [GatedRoute] = [
        .post(id: 1), .profile(handle: "a"), .message(id: 2), .settings, .draftStep(step: 1), .signInHelp,
    ]
    static let sheets: [GatedSheet] = [.compose, .signIn(hint: nil), .signIn(hint: "x"), .verify, .about]
    static let links: [GatedDeepLink] = [
        .tab(.inbox), .tab(.feed), .stack(.feed, [.post(id: 3), .message(id: 3)]), .stack(.account, [.settings]),
        .sheet(.compose), .sheet(.about), .sheetStack(.compose, [.draftStep(step: 2)]),
        .sheetStack(.signIn(hint: nil), [.signInHelp]),
    ]
    static let conditionSets: [Set<GatedCondition>] = [[], [.signedIn], [.verified], [.signedIn, .verified]]

    func allMet(_ conditions: [GatedCondition], _ met: Set<GatedCondition>) -> Bool {
        conditions.allSatisfy(met.contains)
    }

    /// The conditions of what `navigation` would show, as the test reads SPEC §2.6.
    func required(_ navigation: GatedPendingNavigation, _ router: GatedRouter) -> [GatedCondition] {
        switch navigation {
        case .select(let tab): return tab.requiredConditions + router.path(for: tab).flatMap(\.requiredConditions)
        case .push(let route): return route.requiredConditions
        case .present(let sheet): return sheet.requiredConditions
        case .replaceStack(let routes): return routes.flatMap(\.requiredConditions)
        case .pop, .popToRoot, .dismiss, .dismissAllSheets, .alert: return []
        case .link(let link, let mode):
            switch link {
            case .tab(let tab):
                return tab.requiredConditions
                    + (mode == .push ? router.path(for: tab).flatMap(\.requiredConditions) : [])
            case .stack(let tab, let routes):
                return (mode == .replace ? tab.requiredConditions : []) + routes.flatMap(\.requiredConditions)
            case .sheet(let sheet): return sheet.requiredConditions
            case .sheetStack(let sheet, let routes):
                return sheet.requiredConditions + routes.flatMap(\.requiredConditions)
            }
        }
    }

    /// No shown or kept screen requires a condition that is not met.
    func checkShown(_ router: GatedRouter, step: Int) {
        let met = router.metConditions
        #expect(allMet(router.selectedTab.requiredConditions, met), "step \(step): selected \(router.selectedTab)")
        for tab in GatedTab.allCases {
            let path = router.path(for: tab)
            #expect(path.isEmpty || allMet(tab.requiredConditions, met), "step \(step): tab \(tab) keeps \(path)")
            #expect(path.allSatisfy { allMet($0.requiredConditions, met) }, "step \(step): \(tab) shows \(path)")
        }
        for presentation in router.presentations {
            #expect(allMet(presentation.sheet.requiredConditions, met), "step \(step): shows \(presentation.sheet)")
            #expect(
                presentation.path.allSatisfy { allMet($0.requiredConditions, met) }, "step \(step): \(presentation)")
        }
    }

    @Test func randomNavigationsNeverShowWhatTheConditionsForbid() throws {
        var random = SplitMix64(seed: 29)
        let router = GatedRouter()
        var lastStopped: GatedPendingNavigation?
        for step in 0..<10_000 {
            let before = router.pendingNavigation
            var navigation: GatedPendingNavigation?
            switch random.next() % 12 {
            case 0: navigation = .select(GatedTab.allCases[Int(random.next() % 3)])
            case 1, 2: navigation = .push(Self.routes[Int(random.next() % UInt64(Self.routes.count))])
            case 3: navigation = .present(Self.sheets[Int(random.next() % UInt64(Self.sheets.count))])
            case 4:
                let count = Int(random.next() % 3)
                navigation = .replaceStack(
                    (0..<count).map { _ in Self.routes[Int(random.next() % UInt64(Self.routes.count))] })
            case 5, 6:
                navigation = .link(
                    Self.links[Int(random.next() % UInt64(Self.links.count))], random.next() % 2 == 0 ? .replace : .push
                )
            case 7: router.pop()
            case 8: router.dismissSheet()
            case 9: if random.next() % 4 == 0 { router.dismissAllSheets() } else { router.popToRoot() }
            default: router.metConditions = Self.conditionSets[Int(random.next() % 4)]
            }
            if let navigation {
                let stops = !allMet(required(navigation, router), router.metConditions)
                router.perform(navigation)
                if stops {
                    lastStopped = navigation
                    #expect(router.pendingNavigation == navigation, "step \(step): \(navigation) was not kept pending")
                } else {
                    #expect(
                        router.pendingNavigation == nil || router.pendingNavigation == before,
                        "step \(step): \(navigation) changed the pending navigation")
                }
            }
            if let pending = router.pendingNavigation {
                #expect(pending == lastStopped, "step \(step): pending \(pending) is not the last stopped")
                // Its condition's modal is on screen: the first unmet, or the one that condition's
                // modal needs first.
                let unmet = GatedCondition.allCases.filter {
                    required(pending, router).contains($0) && !router.metConditions.contains($0)
                }
                let shown = router.presentations.map(\.sheet)
                #expect(
                    unmet.contains { shown.contains($0.modal) }
                        || (unmet.contains(.verified) && shown.contains(.signIn(hint: nil))),
                    "step \(step): \(pending) waits without its condition's modal on screen: \(shown)")
            }
            checkShown(router, step: step)
            let saved = try JSONDecoder().decode(GatedNavigationState.self, from: JSONEncoder().encode(router.state))
            #expect(
                GatedRouter(state: saved, metConditions: router.metConditions).state == router.state,
                "step \(step): the state does not restore as it was")
        }
    }

    @Test func randomNavigationsBehindTheWall() throws {
        var random = SplitMix64(seed: 31)
        let router = WalledRouter()
        let routes: [WalledRoute] = [.chat(id: 1), .chat(id: 2), .password(user: "a")]
        for step in 0..<3_000 {
            switch random.next() % 9 {
            case 0: router.push(routes[Int(random.next() % 3)])
            case 1: router.present(random.next() % 2 == 0 ? .profile : .signIn)
            case 2: router.apply(.stack([.chat(id: 5)]), mode: random.next() % 2 == 0 ? .replace : .push)
            case 3: router.apply(.sheet(.profile))
            case 4: router.pop()
            case 5: router.dismissSheet()
            case 6: router.dismissAllSheets()
            default: router.metConditions = random.next() % 2 == 0 ? [] : [.signedIn]
            }
            let signedIn = router.metConditions.contains(.signedIn)
            let shown = router.presentations.map(\.sheet)
            if signedIn {
                #expect(!shown.contains(.signIn) || router.pendingNavigation == nil, "step \(step): \(shown)")
            } else {
                #expect(shown.contains(.signIn), "step \(step): the wall is down while signed out: \(shown)")
                #expect(router.path.isEmpty, "step \(step): the root's stack shows behind the wall")
            }
            let saved = try JSONDecoder().decode(WalledNavigationState.self, from: JSONEncoder().encode(router.state))
            let restored = WalledRouter(state: saved, metConditions: router.metConditions)
            #expect(restored.path == router.path, "step \(step)")
            #expect(
                Array(restored.presentations.prefix { $0.sheet != .signIn })
                    == Array(router.presentations.prefix { $0.sheet != .signIn }),
                "step \(step): the modals below the wall do not restore")
        }
    }
}
