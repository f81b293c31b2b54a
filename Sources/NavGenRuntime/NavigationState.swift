/// What a graph's navigation shows, for saving and restoring it: the selected tab, each tab's
/// stack (or the root's one stack), and the modals over them, bottom first.
///
/// Decoding is tolerant: a state saved by an older version of the graph restores as far as it
/// still can. Each stack and the list of modals stop before their first entry this version cannot
/// decode, and an unknown tab falls back to the first tab. A state saved with one `presentedSheet`
/// (by language-1 code) restores as that one modal.
///
/// Encoding never fails on live values: a stack is saved up to its first route that holds a
/// required live value, and the modals up to the first that holds one (or whose stack is cut).
/// The same state always encodes to the same bytes with a `JSONEncoder` whose `outputFormatting`
/// has `.sortedKeys`, as long as the app's own parameter types encode deterministically (a `Set`
/// does not); without `.sortedKeys`, the order of keys is the encoder's.
public struct NavigationState<Schema: NavigationSchema>: Hashable, Codable, Sendable {
    /// The tab on screen (the root, for a graph with one).
    var selection: Schema.Tab

    /// Each stack by its tab; a tab without an entry shows its root.
    var stackTable: [Schema.Tab: [Schema.Route]]

    /// The modals on screen, bottom first; empty when none is.
    public var presentations: [Presentation<Schema>]

    init(selection: Schema.Tab, stacks: [Schema.Tab: [Schema.Route]], presentations: [Presentation<Schema>]) {
        self.selection = selection
        stackTable = stacks
        self.presentations = presentations
    }

    /// The bottom modal, nil when none is up; setting it replaces every presentation.
    public var presentedSheet: Schema.Modal? {
        get { presentations.first?.sheet }
        set { presentations = newValue.map { [Presentation(sheet: $0)] } ?? [] }
    }
}

extension NavigationState where Schema.Tab: TabBarTab {
    /// The tab on screen.
    public var selectedTab: Schema.Tab {
        get { selection }
        set { selection = newValue }
    }

    /// Each tab's navigation stack; a tab without an entry shows its root.
    public var stacks: [Schema.Tab: [Schema.Route]] {
        get { stackTable }
        set { stackTable = newValue }
    }

    /// A state; by default the first tab, every stack empty, no modal.
    public init(
        selectedTab: Schema.Tab = .first, stacks: [Schema.Tab: [Schema.Route]] = [:],
        presentations: [Presentation<Schema>] = []
    ) {
        self.init(selection: selectedTab, stacks: stacks, presentations: presentations)
    }

    /// A state with at most one modal, as language-1 code made it.
    public init(
        selectedTab: Schema.Tab = .first, stacks: [Schema.Tab: [Schema.Route]] = [:], presentedSheet: Schema.Modal?
    ) {
        self.init(selection: selectedTab, stacks: stacks, presentations: [])
        self.presentedSheet = presentedSheet
    }
}

extension NavigationState where Schema.Tab == SingleStack {
    /// The navigation stack above the root.
    public var path: [Schema.Route] {
        get { stackTable[.root] ?? [] }
        set { stackTable = newValue.isEmpty ? [:] : [.root: newValue] }
    }

    /// A state; by default an empty stack, no modal.
    public init(path: [Schema.Route] = [], presentations: [Presentation<Schema>] = []) {
        self.init(selection: .root, stacks: [:], presentations: presentations)
        self.path = path
    }

    /// A state with at most one modal, as language-1 code made it.
    public init(path: [Schema.Route] = [], presentedSheet: Schema.Modal?) {
        self.init(path: path)
        self.presentedSheet = presentedSheet
    }
}

// MARK: Coding

extension NavigationState {
    private enum CodingKeys: String, CodingKey {
        case selectedTab, stacks, path, presentations, presentedSheet
    }

    /// A tab's name as the key of its saved stack.
    private struct StackKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }

        init(stringValue: String) {
            self.stringValue = stringValue
        }

        init?(intValue: Int) { nil }
    }

    /// Decodes what it can; see the type's documentation.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var stacks: [Schema.Tab: [Schema.Route]] = [:]
        if Schema.hasSingleStack {
            selection = .first
            let path: [Schema.Route] = decodablePrefix(of: try? container.nestedUnkeyedContainer(forKey: .path))
            if !path.isEmpty { stacks[.first] = path }
        } else {
            selection = (try? container.decode(Schema.Tab.self, forKey: .selectedTab)) ?? .first
            if let saved = try? container.nestedContainer(keyedBy: StackKey.self, forKey: .stacks) {
                for key in saved.allKeys {
                    guard let tab = Schema.Tab(rawValue: key.stringValue) else { continue }
                    let stack: [Schema.Route] = decodablePrefix(of: try? saved.nestedUnkeyedContainer(forKey: key))
                    if !stack.isEmpty { stacks[tab] = stack }
                }
            }
        }
        stackTable = stacks
        if !Schema.hasModals {
            presentations = []
        } else if container.contains(.presentations) {
            presentations = decodablePrefix(of: try? container.nestedUnkeyedContainer(forKey: .presentations))
        } else {
            // Saved by language-1 code: at most one modal, without a stack.
            let sheet = (try? container.decodeIfPresent(Schema.Modal.self, forKey: .presentedSheet)) ?? nil
            presentations = sheet.map { [Presentation(sheet: $0)] } ?? []
        }
    }

    /// Encodes the selected tab and the non-empty stacks (or the root's stack), then the
    /// presentations, leaving out what holds a required live value; see the type's documentation.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if Schema.hasSingleStack {
            try container.encode(Self.savable(stackTable[.first] ?? []), forKey: .path)
        } else {
            try container.encode(selection, forKey: .selectedTab)
            var saved = container.nestedContainer(keyedBy: StackKey.self, forKey: .stacks)
            // In tab order, so that an encoder that keeps key order writes the same state the same way.
            for tab in Schema.Tab.allCases {
                let stack = Self.savable(stackTable[tab] ?? [])
                guard !stack.isEmpty else { continue }
                try saved.encode(stack, forKey: StackKey(stringValue: tab.rawValue))
            }
        }
        if Schema.hasModals {
            try container.encode(savablePresentations, forKey: .presentations)
        }
    }

    /// A stack up to its first route that cannot be saved.
    private static func savable(_ stack: [Schema.Route]) -> [Schema.Route] {
        Array(stack.prefix(while: Schema._isSavable))
    }

    /// The modals up to the first that cannot be saved whole: one that holds a live value, or one
    /// whose stack is cut, since what stands above it was shown from the part cut off.
    private var savablePresentations: [Presentation<Schema>] {
        var saved: [Presentation<Schema>] = []
        for presentation in presentations {
            guard Schema._isSavable(presentation.sheet) else { break }
            let path = Self.savable(presentation.path)
            saved.append(Presentation(sheet: presentation.sheet, path: path))
            if path.count < presentation.path.count { break }
        }
        return saved
    }
}
