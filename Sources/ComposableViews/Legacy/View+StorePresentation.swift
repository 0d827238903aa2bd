/// A binding to the presented child's store of a store of presentation state; writing `nil`
/// sends `dismiss`.
@MainActor
private func presentedStore<State, Action>(
  _ store: Store<PresentationState<State>, PresentationAction<Action>>
) -> Binding<Store<State, Action>?> {
  Binding(
    get: {
      // A store scoped with a closure or a projected key path answers reads without its parent;
      // reading its state observes the whole tree, as the view stores of this API did.
      _ = store.state
      return store.scope(\.wrappedValue, action: \.presented)
    },
    set: { newValue in
      if newValue == nil, store.withState(\.wrappedValue) != nil { store.send(.dismiss) }
    })
}

extension View {
  /// Presents a sheet with the store of a presented child feature.
  @available(*, deprecated, message: "Use 'sheet(item: $store.scope(…))' instead.")
  public func sheet<State, Action, Content: View>(
    store: Store<PresentationState<State>, PresentationAction<Action>>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (_ store: Store<State, Action>) -> Content
  ) -> some View {
    self.present(.sheet, item: presentedStore(store), onDismiss: onDismiss, content: content)
  }

  /// Presents a popover with the store of a presented child feature.
  @available(*, deprecated, message: "Use 'popover(item: $store.scope(…))' instead.")
  public func popover<State, Action, Content: View>(
    store: Store<PresentationState<State>, PresentationAction<Action>>,
    @ViewBuilder content: @escaping (_ store: Store<State, Action>) -> Content
  ) -> some View {
    self.present(.popover, item: presentedStore(store), onDismiss: nil, content: content)
  }

  /// Covers the screen with the store of a presented child feature.
  @available(*, deprecated, message: "Use 'fullScreenCover(item: $store.scope(…))' instead.")
  public func fullScreenCover<State, Action, Content: View>(
    store: Store<PresentationState<State>, PresentationAction<Action>>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (_ store: Store<State, Action>) -> Content
  ) -> some View {
    self.present(.cover, item: presentedStore(store), onDismiss: onDismiss, content: content)
  }

  /// Pushes a screen with the store of a presented child feature.
  @available(*, deprecated, message: "Use 'navigationDestination(item: $store.scope(…))' instead.")
  public func navigationDestination<State, Action, Destination: View>(
    store: Store<PresentationState<State>, PresentationAction<Action>>,
    @ViewBuilder destination: @escaping (_ store: Store<State, Action>) -> Destination
  ) -> some View {
    self.navigationDestination(item: presentedStore(store), destination: destination)
  }

  /// Shows the alert of a store of presented alert state.
  @available(*, deprecated, message: "Use 'alert($store.scope(…))' instead.")
  public func alert<Action>(
    store: Store<PresentationState<AlertState<Action>>, PresentationAction<Action>>
  ) -> some View {
    self.alert(presentedStore(store))
  }

  /// Shows the confirmation dialog of a store of presented dialog state.
  @available(*, deprecated, message: "Use 'confirmationDialog($store.scope(…))' instead.")
  public func confirmationDialog<Action>(
    store: Store<PresentationState<ConfirmationDialogState<Action>>, PresentationAction<Action>>
  ) -> some View {
    self.confirmationDialog(presentedStore(store))
  }
}
