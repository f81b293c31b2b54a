// A stand-in for the SwiftUI declarations navgen's runtime glue, generated code and README's
// snippets use, with the names, signatures, competing overloads, isolation and availability of
// Apple's SDK (its published interface and documentation), so that `swift test` on Linux
// type-checks the glue as Xcode would (see SwiftUIGlueTests). It is compiled as a module named
// SwiftUI; nothing in it ever runs. Like the real one, it re-exports Foundation.
//
// Linux ignores `@available(iOS …)`, so each declaration also carries what a platform and a
// deployment target would say, under compilation conditions the tests set: STUB_IOS, STUB_MACOS,
// STUB_TVOS, STUB_WATCHOS, STUB_VISIONOS for the platform (the glue's own `os(…)` conditions are
// rewritten to them), and STUB_BEFORE_OBSERVATION for a deployment target below iOS 17, macOS 14,
// tvOS 17, watchOS 10 (what `@Observable` and `@Bindable` need).
@_exported import Foundation
import Observation

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError("stub") }
}

/// The body of every stub view and modifier: never evaluated, only type-checked.
public struct _StubBody<Marker>: View {
    public var body: Never { fatalError("stub") }
}

public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError("stub") }
}

public struct TupleView<T>: View {
    nonisolated public init() {}
    public var body: Never { fatalError("stub") }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    nonisolated public init() {}
    public var body: Never { fatalError("stub") }
}

@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView()
    }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { _ConditionalContent() }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { _ConditionalContent() }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("stub") }
}

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public init(
        get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}
    public var wrappedValue: Value {
        get { fatalError("stub") }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("stub")
    }
}

extension Binding: @unchecked Sendable {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
#if STUB_BEFORE_OBSERVATION
@available(*, unavailable, message: "Bindable is available in iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1")
#endif
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {}
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {}
    public var wrappedValue: Value {
        get { fatalError("stub") }
        nonmutating set {}
    }
    public var projectedValue: Bindable<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("stub")
    }
}

@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError("stub") }
}

public struct ModifiedContent<Content, Modifier> {
    public init(content: Content, modifier: Modifier) {}
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError("stub") }
}

@propertyWrapper
public struct State<Value> {
    public init(initialValue value: Value) {}
    public init(wrappedValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError("stub") }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError("stub") }
}

@propertyWrapper
public struct Environment<Value> {
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {}
    public var wrappedValue: Value { fatalError("stub") }
}

extension Environment {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

    /// An optional observable object: nil where none is in the environment.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {}
}

public struct EnvironmentValues {
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public var scenePhase: ScenePhase {
        get { fatalError("stub") }
        set {}
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public enum ScenePhase: Comparable, Hashable {
    case background
    case inactive
    case active
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@propertyWrapper
public struct SceneStorage<Value> {
    public init(wrappedValue: Value, _ key: String) where Value == Data {}
    public init(wrappedValue: Value, _ key: String) where Value == String {}
    public init(wrappedValue: Value, _ key: String) where Value == Bool {}
    public init(wrappedValue: Value, _ key: String) where Value == Int {}
    public var wrappedValue: Value {
        get { fatalError("stub") }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError("stub") }
}

public struct Alignment: Equatable, Sendable {
    public static let center = Alignment()
    // Apple's is made from a horizontal and a vertical alignment, which the glue never does.
    private nonisolated init() {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public var body: Never { fatalError("stub") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    nonisolated public init() {}
}

public struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public var body: Never { fatalError("stub") }
}

public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
}

public struct Text: View {
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {}
    public init(verbatim content: String) {}
    public var body: Never { fatalError("stub") }
}

public struct Image: View {
    public init(systemName: String) {}
    public init(_ name: String, bundle: Bundle? = nil) {}
    public var body: Never { fatalError("stub") }
}

public struct Label<Title: View, Icon: View>: View {
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
    public var body: Never { fatalError("stub") }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
    public init(_ titleKey: LocalizedStringKey, image name: String) {}
}

public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stub") }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {}
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {}
}

public struct NavigationPath {
    public init() {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct NavigationStack<Data, Root: View>: View {
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
    {}
    public var body: Never { fatalError("stub") }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension NavigationStack where Data == NavigationPath {
    public init(@ViewBuilder root: () -> Root) {}
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {}
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {}
    public var body: Never { fatalError("stub") }
}

public struct List<SelectionValue: Hashable, Content: View>: View {
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stub") }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {}
}

public struct VStack<Content: View>: View {
    public init(spacing: Double? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stub") }
}

public struct HStack<Content: View>: View {
    public init(spacing: Double? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stub") }
}

public struct Button<Label: View>: View {
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError("stub") }
}

public struct TextField<Label: View>: View {
    public var body: Never { fatalError("stub") }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
    private nonisolated init() {}
}

public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic
    case visible
    case hidden
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {}
    public var body: Never { fatalError("stub") }
}

// Scenes, for README's app.

@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stub") }
}

extension Never: Scene {}

@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    @MainActor public static func main() {}
}

// Modifiers: `nonisolated`, as the SDK declares them.

extension View {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { _StubBody<(Self, D, C)>() }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View { _StubBody<(Self, V)>() }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { _StubBody<(Self, D, C)>() }

    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { _StubBody<(Self, V)>() }

    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { _StubBody<(Self, V)>() }

    @available(iOS 15.0, macOS 12.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    #if STUB_TVOS || STUB_WATCHOS
    @available(*, unavailable, message: "badge(_:) is unavailable in tvOS and watchOS")
    #endif
    nonisolated public func badge(_ count: Int) -> some View { _StubBody<Self>() }

    @available(iOS 15.0, macOS 12.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    #if STUB_TVOS || STUB_WATCHOS
    @available(*, unavailable, message: "badge(_:) is unavailable in tvOS and watchOS")
    #endif
    nonisolated public func badge(_ label: Text?) -> some View { _StubBody<Self>() }

    @available(iOS 15.0, macOS 12.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    #if STUB_TVOS || STUB_WATCHOS
    @available(*, unavailable, message: "badge(_:) is unavailable in tvOS and watchOS")
    #endif
    nonisolated public func badge(_ key: LocalizedStringKey?) -> some View { _StubBody<Self>() }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    #if STUB_BEFORE_OBSERVATION
    @available(*, unavailable, message: "onChange(of:initial:_:) is available in iOS 17, macOS 14, tvOS 17, watchOS 10")
    #endif
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some View { _StubBody<(Self, V)>() }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    #if STUB_BEFORE_OBSERVATION
    @available(*, unavailable, message: "onChange(of:initial:_:) is available in iOS 17, macOS 14, tvOS 17, watchOS 10")
    #endif
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View { _StubBody<(Self, V)>() }

    @available(
        iOS, introduced: 14.0, deprecated: 17.0,
        message: "Use `onChange` with a two or zero parameter action closure instead."
    )
    @available(macOS, introduced: 11.0, deprecated: 14.0)
    @available(tvOS, introduced: 14.0, deprecated: 17.0)
    @available(watchOS, introduced: 7.0, deprecated: 10.0)
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
        -> some View
    { _StubBody<(Self, V)>() }

    /// Apple's: iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1; every deployment target navgen
    /// supports is past it.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        _StubBody<Self>()
    }

    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { _StubBody<(Self, Item, Content)>() }

    nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { _StubBody<(Self, Content)>() }

    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    #if STUB_MACOS
    @available(*, unavailable, message: "fullScreenCover(item:onDismiss:content:) is unavailable in macOS")
    #endif
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { _StubBody<(Self, Item, Content)>() }

    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { _StubBody<Self>() }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View { _StubBody<(Self, A, M, T)>() }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View { _StubBody<(Self, A, M, T)>() }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View { _StubBody<(Self, A, M, T)>() }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View { _StubBody<(Self, A, M, T)>() }

    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { _StubBody<Self>() }

    /// As the SDK declares it since Xcode 16: the action `@isolated(any)` and `@Sendable`.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View { _StubBody<(Self, T)>() }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    { _StubBody<(Self, V)>() }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    #if STUB_BEFORE_OBSERVATION
    @available(*, unavailable, message: "environment(_:) of an Observable object is available in iOS 17, macOS 14")
    #endif
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        _StubBody<(Self, T)>()
    }
}
