import Foundation
import LaunchNavigation
import NavGenRuntime
import TestSupport
import Testing

/// Language 4's conditions under 10,000 random steps on Tests/Graphs/launch.nav (SPEC §2.6
/// *(4)*, §2.7): navigations of every kind, links, condition changes, `determine` of conditions
/// that were undetermined, relaunches with a saved state and undetermined conditions, `dismiss`,
/// `popTo`, and a locked composer. After every step: no screen is shown whose condition is unmet
/// or undetermined, none whose `!` condition holds; the pending navigation is only ever the last
/// one that waited, and once carried out or dropped it never comes back; the state saves without
/// throwing and never holds a secret value.
@MainActor
@Suite struct LaunchPropertyTests {
    static let routes: [LaunchRoute] = [
        .thread(id: 1), .thread(id: 2), .profile(handle: "a"), .attachments, .resetPassword(token: "S3CRET"),
        .provisioning(code: "p"),
    ]
    static let sheets: [LaunchSheet] = [
        .compose(), .compose(replyTo: 1), .report(id: 1), .signIn, .magicLink(code: "S3CRET"), .verify,
    ]
    static let urls = [
        "launch://threads/4", "launch://threads/5", "launch://compose", "launch://report/2", "launch://provision/q",
        "launch://reset?token=S3CRET", "launch://magic/S3CRET", "launch://explore", "launch://", "launch://signin",
    ]

    /// Whether a screen with these conditions may be on screen.
    func allowed(_ required: [LaunchCondition], _ excluded: [LaunchCondition], _ router: LaunchRouter) -> Bool {
        let met = router.metConditions
        let undetermined = router.undeterminedConditions
        return required.allSatisfy { met.contains($0) && !undetermined.contains($0) }
            && !excluded.contains { met.contains($0) || undetermined.contains($0) }
    }

    func checkShown(_ router: LaunchRouter, step: Int) {
        for tab in LaunchTab.allCases {
            for route in router.path(for: tab) {
                #expect(
                    allowed(route.requiredConditions, route.excludedConditions, router),
                    "step \(step): \(tab) shows \(route)")
            }
        }
        for presentation in router.presentations {
            let sheet = presentation.sheet
            #expect(
                allowed(sheet.requiredConditions, sheet.excludedConditions, router), "step \(step): shows \(sheet)")
            for route in presentation.path {
                #expect(
                    allowed(route.requiredConditions, route.excludedConditions, router),
                    "step \(step): \(sheet) shows \(route)")
            }
        }
    }

    @Test func randomStepsNeverShowWhatTheConditionsForbid() throws {
        var random = SplitMix64(seed: 36)
        func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
        func subset(_ all: [LaunchCondition]) -> Set<LaunchCondition> {
            Set(all.filter { _ in random.next() % 2 == 0 })
        }
        var router = LaunchRouter(state: LaunchNavigationState(), metConditions: [], undetermined: [.signedIn])
        // The navigation that last waited: the only one that may be pending.
        var lastWaited: LaunchPendingNavigation?
        var counts: [String: Int] = [:]
        for step in 0..<10_000 {
            let before = router.pendingNavigation
            var issued: LaunchPendingNavigation?
            let kind = random.next() % 16
            switch kind {
            case 0, 1:
                let url = try #require(URL(string: pick(Self.urls)))
                let link = try #require(LaunchDeepLink(url: url))
                issued = .link(link, random.next() % 3 == 0 ? .push : .replace)
            case 2, 3: issued = .push(pick(Self.routes))
            case 4: issued = .present(pick(Self.sheets))
            case 5: issued = .select(pick(LaunchTab.allCases))
            case 6: router.dismissSheet()
            case 7: issued = pick([.pop, .popToRoot, .dismissAllSheets, .dismiss(pick(Self.sheets))])
            case 8: _ = router.popTo { _ in random.next() % 2 == 0 }
            case 9, 10:
                let undetermined = Array(router.undeterminedConditions).sorted { $0.rawValue < $1.rawValue }
                if let condition = undetermined.first {
                    router.determine(condition, met: random.next() % 2 == 0)
                } else {
                    router.metConditions = subset(LaunchCondition.allCases)
                }
            case 11: router.metConditions = subset(LaunchCondition.allCases)
            case 12:
                // A relaunch: the saved state, some conditions not known yet.
                let saved = try JSONDecoder().decode(
                    LaunchNavigationState.self, from: JSONEncoder().encode(router.state))
                router = LaunchRouter(
                    state: saved, metConditions: subset(LaunchCondition.allCases),
                    undetermined: subset(LaunchCondition.allCases))
                lastWaited = nil
                #expect(router.pendingNavigation == nil)
                continue
            case 13: issued = .replaceStack([pick(Self.routes), pick(Self.routes)])
            default: issued = .link(.sheet(.compose()), .push)
            }
            if let issued {
                router.perform(issued)
                if router.pendingNavigation == issued, before != issued {
                    lastWaited = issued
                    counts["waited", default: 0] += 1
                }
            }
            // Pending is the last that waited, and what left never comes back.
            if let pending = router.pendingNavigation {
                #expect(pending == lastWaited, "step \(step): pending \(pending) is not the last that waited")
                if issued == nil {
                    #expect(pending == before, "step \(step): \(pending) came back")
                }
            } else if before != nil {
                lastWaited = nil
                counts["left", default: 0] += 1
            }
            if !router.undeterminedConditions.isEmpty { counts["undetermined", default: 0] += 1 }
            if router.presentations.contains(where: { $0.sheet.isLocked }) { counts["locked", default: 0] += 1 }
            checkShown(router, step: step)
            let bytes = try JSONEncoder().encode(router.state)
            #expect(!String(decoding: bytes, as: UTF8.self).contains("S3CRET"), "step \(step): a secret was saved")
        }
        // The walk reached every kind of state it is meant to test.
        #expect(counts["waited", default: 0] > 300 && counts["left", default: 0] > 300, "\(counts)")
        #expect(counts["undetermined", default: 0] > 300 && counts["locked", default: 0] > 300, "\(counts)")
    }
}
