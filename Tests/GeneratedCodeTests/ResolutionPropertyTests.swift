import Foundation
import NavGenRuntime
import RoomsModels
import RoomsNavigation
import TestSupport
import Testing

/// SPEC §2.9 over random sequences (Tests/Graphs/rooms.nav): links to resolvers in both modes,
/// answers given in any order (some thrown, some after their resolution ended), navigations and
/// conditions lost and met. After every step: no outcome of a resolution that had ended when it
/// was answered is ever shown or pending, and nothing needing sign-in is on screen without it.
@MainActor @Suite struct ResolutionPropertyTests {
    /// What the test does next.
    enum Step: CaseIterable {
        case resolve, answer, fail, navigate, loseSignIn, meetSignIn, lock, unlock
    }

    /// Every alias a screen or a waiting navigation holds: the outcomes echo their resolution's.
    static func aliases(on router: RoomsRouter) -> Set<String> {
        var texts = router.presentations.map { String(describing: $0) }
        texts += RoomsTab.allCases.flatMap { router.path(for: $0) }.map { String(describing: $0) }
        if let pending = router.pendingNavigation { texts.append(String(describing: pending)) }
        var found: Set<String> = []
        for text in texts {
            var rest = Substring(text)
            while let start = rest.range(of: "\"alias-") {
                let tail = rest[start.upperBound...]
                let number = tail.prefix { $0.isNumber }
                found.insert("alias-" + number)
                rest = tail.dropFirst(number.count)
            }
        }
        return found
    }

    @Test(arguments: 0..<40)
    func noEndedResolutionsOutcomeIsEverShown(seed: UInt64) async {
        var random = SplitMix64(seed: seed)
        let router = RoomsRouter(state: RoomsNavigationState(), metConditions: [.unlocked, .signedIn])
        let resolvers = ControlledResolvers()
        router.resolvers = resolvers
        var started = 0
        var answered: Set<Int> = []
        var forbidden: Set<String> = []
        for _ in 0..<60 {
            switch Step.allCases.randomElement(using: &random) ?? .resolve {
            case .resolve:
                started += 1
                let mode: DeepLinkMode = Bool.random(using: &random) ? .replace : .push
                // An invitation requires sign-in, which losing cancels; an alias does not.
                let alias = "alias-\(started)"
                router.resolve(
                    Bool.random(using: &random) ? .roomAlias(alias: alias) : .invite(token: alias), mode: mode)
            case .answer, .fail:
                // The router asks from a task of its own: its turn comes first.
                for _ in 0..<3 { await Task.yield() }
                let open = resolvers.calls.indices.filter { !answered.contains($0) }
                guard let call = open.randomElement(using: &random) else { break }
                answered.insert(call)
                // `roomAlias(alias-7)` or `invite(alias-7)`: the alias the outcome echoes.
                let isInvite = resolvers.calls[call].hasPrefix("invite(")
                let alias = String(resolvers.calls[call].drop { $0 != "(" }.dropFirst().dropLast())
                let resolution: RoomsResolution = isInvite ? .invite(token: alias) : .roomAlias(alias: alias)
                if router.resolving != resolution { forbidden.insert(alias) }
                if Bool.random(using: &random) {
                    let outcome: any Sendable =
                        isInvite
                        ? RoomsResolution.InviteOutcome.room(roomID: alias)
                        : Bool.random(using: &random)
                            ? RoomsResolution.RoomAliasOutcome.room(roomID: alias) : .roomNotFound(alias: alias)
                    resolvers.answer(call, with: outcome)
                } else {
                    resolvers.fail(call)
                }
                for _ in 0..<5 { await Task.yield() }
            case .navigate:
                switch Int.random(in: 0..<5, using: &random) {
                case 0: router.select(Bool.random(using: &random) ? .rooms : .settings)
                case 1: router.push(.room(roomID: "pushed"))
                case 2: router.present(.composer(draft: nil))
                case 3: router.dismissSheet()
                default: router.pop()
                }
            case .loseSignIn: router.metConditions.remove(.signedIn)
            case .meetSignIn: router.metConditions.insert(.signedIn)
            case .lock: router.metConditions.remove(.unlocked)
            case .unlock: router.metConditions.insert(.unlocked)
            }
            let shown = Self.aliases(on: router)
            #expect(shown.isDisjoint(with: forbidden), "seed \(seed): \(shown.intersection(forbidden)) shown")
            if !router.metConditions.contains(.signedIn) {
                #expect(router.path(for: .rooms).isEmpty, "seed \(seed)")
                #expect(
                    !router.presentations.contains { $0.sheet.requiredConditions.contains(.signedIn) }, "seed \(seed)")
            }
            if !router.metConditions.contains(.unlocked) {
                #expect(router.presentations.last?.sheet == .passcode, "seed \(seed)")
            }
            // Losing sign-in cancels an invitation; losing the lock (which keeps) does not.
            if let resolving = router.resolving, resolving.requiredConditions.contains(.signedIn) {
                #expect(router.metConditions.contains(.signedIn), "seed \(seed)")
            }
        }
        // Whatever is in progress ends (a navigation), and every call is answered, so none is left waiting.
        router.select(.settings)
        #expect(router.resolving == nil)
        for _ in 0..<5 { await Task.yield() }
        for call in resolvers.calls.indices where !answered.contains(call) {
            resolvers.fail(call)
        }
    }
}
