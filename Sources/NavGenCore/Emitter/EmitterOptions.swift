/// The access level of the generated API.
public enum AccessLevel: String, CaseIterable, Sendable {
    case `public`
    case `internal`

    /// The modifier to write before a declaration, with its trailing space; empty for internal.
    var modifier: String {
        self == .public ? "public " : ""
    }
}

public struct EmitterOptions: Sendable {
    /// `internal` by default, as protoc-gen-swift and swift-openapi-generator have it, so that the
    /// app's internal types can be parameters; `public` for a navigation module shared by packages.
    public var access: AccessLevel
    /// The graph's name as the header states it: a file name, never an absolute path.
    public var sourceName: String

    public init(access: AccessLevel = .internal, sourceName: String) {
        self.access = access
        self.sourceName = sourceName
    }
}
