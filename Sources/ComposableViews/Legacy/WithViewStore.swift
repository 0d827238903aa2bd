/// A view that observes a store's state through a view store: the pre-1.7 way to read state in
/// a view.
///
/// Rendered as its content; the content is evaluated again when the observed view state
/// changes, as with a store read directly.
@available(
  *, deprecated,
  message: "Use '@ObservableState', and read state from the store in the view's body, instead."
)
public struct WithViewStore<ViewState, ViewAction, Content: View>: View {
  let makeViewStore: @MainActor () -> ViewStore<ViewState, ViewAction>
  let content: (ViewStore<ViewState, ViewAction>) -> Content

  /// Observes the store's state through a transformation, sending the store's actions.
  public init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
    @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
  ) {
    self.makeViewStore = {
      ViewStore(store, observe: toViewState, removeDuplicates: isDuplicate)
    }
    self.content = content
  }

  /// Observes the store's state through a transformation, sending view actions embedded in the
  /// store's actions.
  public init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
    @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
  ) {
    self.makeViewStore = {
      ViewStore(store, observe: toViewState, send: fromViewAction, removeDuplicates: isDuplicate)
    }
    self.content = content
  }

  /// The content, given a view store.
  public var body: Content {
    self.content(self.makeViewStore())
  }
}

@available(
  *, deprecated,
  message: "Use '@ObservableState', and read state from the store in the view's body, instead."
)
extension WithViewStore where ViewState: Equatable {
  /// Observes equatable view state of the store, sending the store's actions.
  public init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
  ) {
    self.init(store, observe: toViewState, removeDuplicates: { $0 == $1 }, content: content)
  }

  /// Observes equatable view state of the store, sending view actions embedded in the store's
  /// actions.
  public init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
    @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
  ) {
    self.init(
      store, observe: toViewState, send: fromViewAction, removeDuplicates: { $0 == $1 },
      content: content)
  }
}

/// Tracks the observable state its content reads. Views here always do, so this renders its
/// content as it is; it keeps code written for the Perception back-port compiling.
public struct WithPerceptionTracking<Content: View>: View {
  let content: () -> Content

  /// Renders content that reads observable state.
  public init(@ViewBuilder content: @escaping () -> Content) {
    self.content = content
  }

  /// The content.
  public var body: Content {
    self.content()
  }
}

/// A property wrapper for an observable object a view reads, as SwiftUI's `ObservedObject`;
/// reads are observed as any other observable reads.
@propertyWrapper
@dynamicMemberLookup
public struct ObservedObject<ObjectType: AnyObject> {
  /// The object.
  public var wrappedValue: ObjectType

  /// Wraps an object.
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  /// Wraps an object.
  public init(initialValue: ObjectType) {
    self.wrappedValue = initialValue
  }

  /// The wrapper, for bindings to the object's members.
  public var projectedValue: ObservedObject<ObjectType> { self }

  /// A binding to a member of the object.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
  ) -> Binding<Subject> {
    let object = self.wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}
