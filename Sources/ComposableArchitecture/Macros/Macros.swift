/// Helps implement the conformance to the ``Reducer`` protocol for a type.
///
/// ```swift
/// @Reducer
/// struct Feature {
///   @ObservableState
///   struct State { var count = 0 }
///   enum Action { case incrementButtonTapped }
///   var body: some ReducerOf<Self> { … }
/// }
/// ```
///
/// On a struct it adds the ``Reducer`` conformance, `@CasePathable` to `Action` (and to enum
/// `State`, with `@dynamicMemberLookup`), and the ``ReducerBuilder`` attribute to `body`. It also
/// adds `@_CasePathLookup` to `Action`, so that operators and scoped stores extract and embed its
/// cases through the case paths `@CasePathable` generates rather than through key paths.
///
/// A struct that declares no `body` gets the missing `State` (an empty `@ObservableState`
/// struct), `Action` (an empty enum) and `let body = EmptyReducer<State, Action>()`. A struct
/// whose `body` names its domain needs no nested types: `var body: some Reducer<Int, Void>`
/// makes `Int` its state and `Void` its action.
///
/// On an enum of reducers it generates `State` and `Action` enums, a `body` that scopes each
/// case, and `CaseScope` for ``Store/case``, keeping any of these the enum declares itself:
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case editForm(EditForm)                     // a child reducer
///   case alert(AlertState<Alert>)               // ephemeral: state kept as is
///   case meeting(Meeting, syncUp: SyncUp)       // plain data, no actions
/// }
/// ```
///
/// Mark a case ``ReducerCaseEphemeral()`` or ``ReducerCaseIgnored()`` to choose its role
/// explicitly.
@attached(extension, conformances: Reducer, CaseReducer)
@attached(
  member, names: named(State), named(Action), named(body), named(CaseScope), named(scope)
)
@attached(memberAttribute)
public macro Reducer() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerMacro")

/// Helps implement the conformance to the ``Reducer`` protocol for an enum of reducers, adding
/// conformances to the generated `State` and `Action`:
/// `@Reducer(state: .equatable, action: .equatable, .sendable)`.
@attached(extension, conformances: Reducer, CaseReducer)
@attached(
  member, names: named(State), named(Action), named(body), named(CaseScope), named(scope)
)
@attached(memberAttribute)
@available(*, deprecated, message: "Define your conformance using an extension, instead")
public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerMacro")

/// A conformance that ``Reducer(state:action:)`` adds to a generated `State` or `Action`.
@available(*, deprecated, message: "Define your conformance using an extension, instead")
public struct _SynthesizedConformance: Sendable {
  init() {}
}

@available(*, deprecated, message: "Define your conformance using an extension, instead")
extension _SynthesizedConformance {
  /// `Codable`.
  public static let codable = Self()
  /// `Decodable`.
  public static let decodable = Self()
  /// `Encodable`.
  public static let encodable = Self()
  /// `Equatable`.
  public static let equatable = Self()
  /// `Hashable`.
  public static let hashable = Self()
  /// `Sendable`.
  public static let sendable = Self()
}

/// Marks a case of an `@Reducer` enum whose value is kept in state as is, as an alert is, rather
/// than run as a child reducer.
@attached(peer, names: named(_))
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerCaseEphemeralMacro")

/// Marks a case of an `@Reducer` enum as plain data: no reducer, no actions.
@attached(peer, names: named(_))
public macro ReducerCaseIgnored() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerCaseIgnoredMacro")

/// Conforms an action enum to `_CasePathLookup` (added by ``Reducer()`` to a feature's `Action`;
/// not written by hand).
@attached(member, names: named(_$casePath))
@attached(extension, conformances: _CasePathLookup)
public macro _CasePathLookup() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "CasePathLookupMacro")

/// Defines and implements conformance of the ``ObservableState`` protocol.
///
/// Reading a property of observable state in a store registers the read with observation
/// tracking; mutating it notifies only the observers of that property. Nested observable state
/// mutated in place notifies only the observers of what changed inside it.
@attached(extension, conformances: ObservableState, Observable, CustomReflectable)
@attached(
  member, names: named(_$id), named(_$observationRegistrar), named(_$willModify),
  named(_$storage), named(_$notifyReplaced), named(customMirror)
)
@attached(memberAttribute)
public macro ObservableState() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservableStateMacro")

/// Tracks a property of ``ObservableState`` (added by ``ObservableState()``; not written by
/// hand).
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro ObservationStateTracked() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservationStateTrackedMacro")

/// Disables observation tracking of a property of ``ObservableState``.
@attached(peer)
public macro ObservationStateIgnored() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservationStateIgnoredMacro")

/// Wraps a property with ``PresentationState`` and observes it.
///
/// Use this macro instead of ``PresentationState`` when you adopt the ``ObservableState()``
/// macro, which is incompatible with property wrappers like ``PresentationState``:
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var destination: Destination.State?
/// }
/// ```
///
/// The projected value (`$destination`) is the ``PresentationState``, for
/// `.ifLet(\.$destination, action: \.destination)`.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`$`), prefixed(_))
public macro Presents() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "PresentsMacro")

/// Provides a view with access to a feature's ``ViewAction``s.
///
/// ```swift
/// @ViewAction(for: Feature.self)
/// struct FeatureView {
///   let store: StoreOf<Feature>
///   func tap() { send(.buttonTapped) }  // sends .view(.buttonTapped)
/// }
/// ```
@attached(member, names: named(send))
public macro ViewAction<R: Reducer>(for: R.Type) =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ViewActionMacro")
where R.Action: ViewAction
