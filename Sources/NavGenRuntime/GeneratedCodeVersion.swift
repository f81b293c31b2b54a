/// The check that a generated file and this runtime share one generated-code contract.
///
/// Each generated file reads one member of `current`, named after the version of the contract it
/// was generated for (`NavGenRuntimeVersion.current.compatibilityVersion3`). The version changes
/// only when the contract breaks, not with every navgen release (docs/generated-code.md). The
/// runtime has a member only for the contract it serves; any other name falls through to the
/// unavailable subscript, whose message is the compiler's error, so a mismatch in either direction
/// says what to do.
@dynamicMemberLookup
public struct NavGenRuntimeVersion: Sendable {
    /// The runtime being compiled against.
    public static let current = NavGenRuntimeVersion()

    /// Generated code of contract version 3: navgen 0.3 and later, until the contract breaks.
    public var compatibilityVersion3: Void { () }

    /// Any other contract's member: its message is the compiler error a mismatched file gets.
    @available(
        *, unavailable,
        message:
            "this file was generated for another version of NavGenRuntime's generated-code contract: use a navgen release and a NavGenRuntime of the same contract (update the navgen package, or regenerate the file with the navgen it provides)"
    )
    public subscript(dynamicMember version: String) -> Void { () }
}
