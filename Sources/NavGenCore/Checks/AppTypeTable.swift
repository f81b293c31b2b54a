/// The graph's `type` declarations, checked (SPEC §2.3), and the lookup of a parameter's type
/// among them and the built-in types.
struct AppTypeTable: Sendable {
    private var types: [String: AppType] = [:]
    /// Every valid declaration, in declaration order.
    private(set) var declared: [AppType] = []
    /// The line of each valid declaration, by name.
    private(set) var lines: [String: Int] = [:]
    /// Names declared with a raw or aliased type that is not one (already reported): parameters
    /// of these types are left out without a second diagnostic.
    private var invalid: Set<String> = []

    /// Reads every declaration, reporting `duplicate-type` for a name declared twice or one that
    /// is built in, `reserved-name` for one the generated code's own types would hide, and
    /// `unknown-type` for a raw or aliased type that is not a built-in one.
    init(_ declarations: [TypeDeclarationSyntax], appName: String, into diagnostics: inout DiagnosticBag) {
        var firstDeclared: [String: Name] = [:]
        for declaration in declarations {
            let name = declaration.name
            if BuiltinType(rawValue: name.text) != nil {
                diagnostics.append(
                    .error(.duplicateType, "'\(name.text)' is a built-in type; it needs no declaration", at: name.range)
                )
                continue
            }
            if let first = firstDeclared[name.text] {
                diagnostics.append(
                    .redeclaration(
                        .duplicateType, "type '\(name.text)'", name: name.text, at: name.range, first: first.range))
                continue
            }
            firstDeclared[name.text] = name
            invalid.insert(name.text)
            if let problem = NameRules.problem(withTypeName: name.text, appName: appName) {
                diagnostics.append(.error(.reservedName, problem, at: name.range))
                continue
            }
            let representation: AppType.Representation
            switch declaration.form {
            case .opaque:
                representation = .opaque
            case .live:
                representation = .live
            case .callback:
                representation = .callback
            case .rawValue(let raw):
                guard let type = BuiltinType(rawValue: raw.text), type != .url else {
                    diagnostics.append(
                        .error(
                            .unknownType,
                            "'\(raw.text)' is not a raw value type; a raw value is an Int, Double, Bool, String or UUID",
                            at: raw.range))
                    continue
                }
                representation = .rawValue(type)
            case .alias(let builtin):
                guard let type = BuiltinType(rawValue: builtin.text) else {
                    diagnostics.append(
                        .error(
                            .unknownType,
                            "'\(builtin.text)' is not a built-in type; 'type \(name.text) = …' names Int, Double, Bool, String, UUID or URL (declare an app type with 'type \(name.text)' or 'type \(name.text): RAW')",
                            at: builtin.range))
                    continue
                }
                representation = .alias(type)
            }
            invalid.remove(name.text)
            let type = AppType(name: name.text, representation: representation)
            types[name.text] = type
            declared.append(type)
            lines[name.text] = name.range.start.line
        }
    }

    /// The parameter's type, or nil after reporting `unknown-type`.
    func type(of parameter: ParameterSyntax, into diagnostics: inout DiagnosticBag) -> ParameterType? {
        let name = parameter.typeName
        if let builtin = BuiltinType(rawValue: name.text) {
            return ParameterType(.builtin(builtin), isArray: parameter.isArray)
        }
        if let type = types[name.text] {
            if parameter.isArray, type.representation == .live || type.representation == .callback {
                diagnostics.append(
                    .error(
                        .unknownType,
                        "'[\(name.text)]' is an array of a live type, which the language does not have; name the array in the app ('typealias \(name.text)List = [\(name.text)]') and declare that live ('type \(name.text)List live')",
                        at: name.range))
                return nil
            }
            return ParameterType(.app(type), isArray: parameter.isArray)
        }
        guard !invalid.contains(name.text), !parameter.isUnspellable else { return nil }
        let candidates = BuiltinType.allCases.map(\.rawValue) + declared.map(\.name)
        var message = "unknown type '\(name.text)'"
        if let suggestion = closestName(to: name.text, among: candidates) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message +=
                "; a parameter is an Int, Double, Bool, String, UUID or URL, or an app type declared with 'type \(name.text)'"
        }
        diagnostics.append(.error(.unknownType, message, at: name.range))
        return nil
    }
}
