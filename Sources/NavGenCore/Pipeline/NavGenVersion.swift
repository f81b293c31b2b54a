public enum NavGenVersion {
    /// Printed by `navgen --version` and written into every generated file's header.
    public static let current = "0.1.0"
}
