public enum NavGenVersion {
    /// Printed by `navgen --version` and written into every generated file's header.
    public static let current = "0.3.0"

    /// The version of the contract between generated code and NavGenRuntime: the runtime API that
    /// generated code calls and the conformances it declares. It changes only when that contract
    /// breaks (a generated file would no longer compile against the runtime, or would behave
    /// otherwise), not with every release; docs/generated-code.md says when.
    static let generatedCodeCompatibility = 3

    /// The member of `NavGenRuntimeVersion` that generated code reads to check that it is built
    /// against a runtime that serves its contract.
    static let runtimeMember = "compatibilityVersion\(generatedCodeCompatibility)"
}
