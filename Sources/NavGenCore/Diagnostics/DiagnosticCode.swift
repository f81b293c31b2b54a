/// The stable identifier of a kind of problem; tools and CI filters match on these strings.
public enum DiagnosticCode: String, CaseIterable, Sendable {
    case syntax
    case duplicateName = "duplicate-name"
    case duplicateURL = "duplicate-url"
    case ambiguousURL = "ambiguous-url"
    case unknownDestination = "unknown-destination"
    case wrongEdgeKind = "wrong-edge-kind"
    case unreachable
    case unknownPlaceholder = "unknown-placeholder"
    case missingURLParam = "missing-url-param"
    case unknownType = "unknown-type"
    case invalidDefault = "invalid-default"
    case invalidURLPattern = "invalid-url-pattern"
    case invalidScheme = "invalid-scheme"
    case invalidHost = "invalid-host"
    case unbindableDeepLink = "unbindable-deep-link"
    case noEntry = "no-entry"
    case reservedName = "reserved-name"
    case tooManyErrors = "too-many-errors"
    case limitExceeded = "limit-exceeded"
    case duplicateType = "duplicate-type"
    case unknownGroup = "unknown-group"
    case groupCycle = "group-cycle"
    case typeNotInURL = "type-not-in-url"
    // Warnings.
    case duplicateEdge = "duplicate-edge"
    case unusedURL = "unused-url"
    case unusedGroup = "unused-group"
    case broadURL = "broad-url"
    case duplicateImport = "duplicate-import"
}
