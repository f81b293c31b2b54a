/// The line per app type that routes carry, near the top of the generated file: a type that is not
/// `Hashable & Codable & Sendable` fails there first, and the two comment lines above it, which
/// swiftc prints with the error, name the graph's line and the fix (issue 38: a view model declared
/// without `live` used to give hundreds of errors about the enums, none pointing at the graph).
struct AppTypeRequirementEmitter {
    let context: EmitterContext

    /// Opaque and raw-value types some parameter uses, in declaration order; none when no
    /// parameter carries one. Aliases of a built-in type are the built-in type, and live and
    /// callback types are carried in `Live`, which asks nothing of them.
    var carriedTypes: [AppType] {
        var used: Set<String> = []
        for screen in context.graph.routes + context.graph.modals {
            for parameter in screen.parameters {
                if case .app(let type) = parameter.type.element { used.insert(type.name) }
            }
        }
        return context.graph.types.filter { type in
            guard used.contains(type.name) else { return false }
            switch type.representation {
            case .opaque, .rawValue: return true
            case .alias, .live, .callback: return false
            }
        }
    }

    func code() -> [SwiftCode]? {
        let types = carriedTypes
        guard !types.isEmpty else { return nil }
        var taken: Set<String> = []
        return types.flatMap { type -> [SwiftCode] in
            let alias = SwiftNaming.fresh(
                "_" + type.name.replacingOccurrences(of: ".", with: "_") + "InRoutes", avoiding: taken)
            taken.insert(alias)
            let line = context.graph.typeLines[type.name].map { ":\($0)" } ?? ""
            let source = SwiftNaming.commentText(context.options.sourceName) + line
            let advice: String
            if case .rawValue(let raw) = type.representation {
                advice = """
                    \(source) `type \(type.name): \(raw.rawValue)`: the app's type must be Hashable, Codable and
                    Sendable as well as RawRepresentable (`enum \(type.name): \(raw.rawValue), Codable, Sendable`).
                    """
            } else {
                advice = """
                    \(source) `type \(type.name)`: if this is not Hashable, Codable and Sendable (a view model, a type
                    bound to a client), declare it `type \(type.name) live` in the graph.
                    """
            }
            return [
                .comment(advice),
                .line("private typealias \(alias) = \(EmitterContext.runtime("CarriedInRoutes"))<\(type.name)>"),
            ]
        }
    }
}
