/// *(5)* A resolver's value of a graph (`ChatResolution`): a link, or a notification's payload,
/// whose destination the app decides at run time (SPEC §2.9). A graph without resolvers has
/// `NoResolution`, which is not one, so a router of such a graph has no resolver API.
public protocol NavigationResolution: Hashable, Sendable {}

/// The resolution type of a graph without resolvers: no value of it is ever made. (A type with
/// no cases would make the compiler call every function that takes one unreachable.)
public struct NoResolution: Hashable, Sendable {
    private init() {}
}

/// What answers the resolvers of a graph without any: nothing can.
public enum NoResolvers {}

/// The error a resolution fails with when the router has no resolvers to ask (`router.resolvers`
/// was never set).
public struct ResolverMissing: Error, CustomStringConvertible {
    public init() {}

    public var description: String {
        "no resolvers: set the router's `resolvers` to the app's conformance before a link or notification needs one"
    }
}

/// How a router resolves (SPEC §2.9): a navigation to a resolver, once its conditions hold, asks
/// the app's resolvers and shows nothing new meanwhile; the outcome opens as its link, in the
/// resolution's mode, as if it arrived then. One resolution at a time; any navigation asked for
/// meanwhile cancels it, and what a cancelled one answers later is ignored.
extension NavigationRouter {
    /// Starts asking the app where `resolution` leads, cancelling one in progress.
    func startResolution(_ resolution: Schema.Resolution, mode: DeepLinkMode) {
        endResolution()
        lastResolutionError = nil
        resolutionNumber &+= 1
        let number = resolutionNumber
        guard let resolvers = resolverStorage else {
            lastResolutionError = ResolverMissing()
            return
        }
        resolutionInProgress = resolution
        resolutionTask = Task { [weak self] in
            let answer: Result<Schema.Link?, any Error>
            do {
                answer = .success(try await Schema._resolve(resolution, with: resolvers))
            } catch {
                answer = .failure(error)
            }
            self?.finishResolution(number, with: answer, mode: mode)
        }
    }

    /// Opens what resolution `number` answered, unless it was cancelled or another has started
    /// since: a late answer is ignored.
    private func finishResolution(_ number: Int, with answer: Result<Schema.Link?, any Error>, mode: DeepLinkMode) {
        guard number == resolutionNumber, resolutionInProgress != nil else { return }
        resolutionInProgress = nil
        resolutionTask = nil
        switch answer {
        case .success(let link?):
            // As if the link arrived now: a lock, a condition or a wall then acts on it.
            navigate(.link(link, mode), asked: false)
        case .success(nil):
            break
        case .failure(let error):
            lastResolutionError = error
        }
        resumeResolutionWaiters()
    }

    /// Cancels the resolution in progress, if any: its task is cancelled and its answer ignored.
    func endResolution() {
        guard resolutionInProgress != nil else { return }
        resolutionInProgress = nil
        resolutionTask?.cancel()
        resolutionTask = nil
        resumeResolutionWaiters()
    }

    /// A navigation asked for (by the app or through SwiftUI): it cancels a resolution in
    /// progress, and the last resolution's error is forgotten.
    func navigationAsked() {
        endResolution()
        if lastResolutionError != nil { lastResolutionError = nil }
    }

    /// Losing a condition the resolution in progress requires cancels it, unless the condition
    /// keeps what it covers (a lock): its outcome then waits behind the wall, as any link does.
    func endResolution(ifLosing lost: Set<Schema.Condition>) {
        guard let resolution = resolutionInProgress else { return }
        let required = Schema._requiredConditions(ofResolution: resolution)
        if required.contains(where: { lost.contains($0) && !Schema._keepsScreens($0) }) { endResolution() }
    }

    private func resumeResolutionWaiters() {
        let waiters = resolutionWaiters
        resolutionWaiters = []
        for waiter in waiters { waiter.resume() }
    }
}

/// The router of a graph with resolvers (`resolver roomAlias(alias: String) -> room, roomNotFound`).
extension NavigationRouter where Schema.Resolution: NavigationResolution {
    /// The app's resolvers, which the router asks where a resolver's link or notification leads;
    /// with none, a resolution fails with `ResolverMissing`.
    public var resolvers: Schema.Resolvers? {
        get { resolverStorage }
        set { resolverStorage = newValue }
    }

    /// Resolves `resolution` as the link to it does: once its conditions hold, the router asks the
    /// app's resolvers and opens the outcome's link in `mode`.
    public func resolve(_ resolution: Schema.Resolution, mode: DeepLinkMode = .replace) {
        guard let link = Schema._link(resolving: resolution) else { return }
        navigate(.link(link, mode))
    }

    /// The resolution in progress: the router has asked the app and waits for its answer; nil
    /// when none is (also while one waits for a condition).
    public var resolving: Schema.Resolution? {
        resolutionInProgress
    }

    /// What the last resolution threw (`ResolverMissing` when the router has no resolvers), until
    /// the next navigation; nil when it answered.
    public var resolutionError: (any Error)? {
        lastResolutionError
    }

    /// Returns once no resolution is in progress: its outcome opened, pending or dropped, or it
    /// failed or was cancelled. For tests and previews.
    public func waitForResolution() async {
        while resolutionInProgress != nil {
            await withCheckedContinuation { resolutionWaiters.append($0) }
        }
    }
}
