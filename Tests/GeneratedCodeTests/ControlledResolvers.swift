import RoomsModels
import RoomsNavigation

/// Resolvers whose answers a test gives, when it likes and in any order: each call is recorded and
/// waits until the test answers or fails it by its number.
@MainActor final class ControlledResolvers: RoomsResolvers {
    struct WrongOutcome: Error {}
    struct Refused: Error, Equatable {}

    /// The calls asked, in order: `roomAlias(x)`.
    private(set) var calls: [String] = []
    /// The payloads the notification resolver received, to compare by identity.
    private(set) var payloads: [NotificationPayload] = []
    private var waiting: [Int: CheckedContinuation<any Sendable, any Error>] = [:]

    func roomAlias(alias: String) async throws -> RoomsResolution.RoomAliasOutcome {
        try await asked("roomAlias(\(alias))")
    }

    func notification(payload: NotificationPayload, account: String) async throws
        -> RoomsResolution.NotificationOutcome
    {
        payloads.append(payload)
        return try await asked("notification(\(payload.kind), \(account))")
    }

    func invite(token: String) async throws -> RoomsResolution.InviteOutcome {
        try await asked("invite(\(token))")
    }

    func welcome(code: String) async throws -> RoomsResolution.WelcomeOutcome {
        try await asked("welcome(\(code))")
    }

    private func asked<Outcome: Sendable>(_ call: String) async throws -> Outcome {
        let number = calls.count
        calls.append(call)
        let answer = try await withCheckedThrowingContinuation { waiting[number] = $0 }
        guard let outcome = answer as? Outcome else { throw WrongOutcome() }
        return outcome
    }

    /// Answers call `number` (0 the first) with `outcome`.
    func answer(_ number: Int, with outcome: any Sendable) {
        waiting.removeValue(forKey: number)?.resume(returning: outcome)
    }

    /// Fails call `number` with `error`.
    func fail(_ number: Int, with error: any Error = Refused()) {
        waiting.removeValue(forKey: number)?.resume(throwing: error)
    }

    /// Returns once `count` calls have been asked (the router asks from a task of its own), or
    /// after enough turns of the main actor that it never will.
    func waitForCalls(_ count: Int) async {
        var turns = 0
        while calls.count < count, turns < 1_000 {
            await Task.yield()
            turns += 1
        }
    }

    /// Whether a call waits for its answer.
    var isWaiting: Bool { !waiting.isEmpty }
}
