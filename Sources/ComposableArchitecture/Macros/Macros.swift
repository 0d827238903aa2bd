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
/// On an enum of reducers it generates `State` and `Action` enums, a `body` that scopes each
/// case, and `CaseScope` for ``Store/case``:
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case editForm(EditForm)
///   case alert(AlertState<Alert>)
/// }
/// ```
@attached(extension, conformances: Reducer, CaseReducer)
@attached(
  member, names: named(State), named(Action), named(body), named(CaseScope), named(scope)
)
@attached(memberAttribute)
public macro Reducer() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerMacro")

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
