public enum NavGenVersion {
    /// Printed by `navgen --version` and written into every generated file's header.
    public static let current = "0.2.0"

    /// The member of `NavGenRuntimeVersion` that generated code reads to check that it is built
    /// against the runtime of its release (its major and minor version: a patch release changes
    /// neither the generated code's calls nor the runtime's API).
    static let runtimeMember = "navgen_0_2"
}
