#if !canImport(SwiftUI)
  extension Bindable {
    /// Returns a value that derives bindings to a member of the store's state through actions
    /// other than binding actions, with ``_StoreBindable/sending(_:)``:
    ///
    /// ```swift
    /// Toggle(isOn: $store.isOn.sending(\.toggleTapped))
    /// ```
    @_disfavoredOverload
    public subscript<State: ObservableState, Action, Member>(
      dynamicMember keyPath: KeyPath<State, Member>
    ) -> _StoreBindable<State, Action, Member>
    where Value == Store<State, Action> {
      _StoreBindable(store: self.wrappedValue, keyPath: keyPath)
    }

    /// Returns a binding to the store of an optional, presented child feature.
    ///
    /// Reading the binding gives the child's store while it is presented (the same instance each
    /// time) and `nil` otherwise; writing `nil` dismisses the child by sending the presentation
    /// action's `dismiss`. This is what drives a sheet from state:
    ///
    /// ```swift
    /// .sheet(item: $store.scope(\.destination?.editForm, action: \.destination.editForm))
    /// ```
    ///
    /// - Parameters:
    ///   - state: A key path to optional child state, like `\.child` for `@Presents var child`.
    ///   - action: A case key path to the child's presentation action. It is made only once it
    ///     is needed (a child is presented, or the binding is written): a case key path like
    ///     `\.destination.alert` is made anew each time its expression runs, and a view body that
    ///     makes one on every render with nothing presented pays for it on every render.
    /// - Returns: A binding to an optional store of the child's domain.
    @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      _ state: KeyPath<State, ChildState?>,
      action: @autoclosure @escaping () -> CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?>
    where Value == Store<State, Action> {
      presentationBinding(
        self.wrappedValue, state: state, action: action,
        callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }
  }

  extension Binding {
    /// Returns a value that derives bindings to a member of the store's state through actions
    /// other than binding actions, with ``_StoreBindable/sending(_:)``.
    @_disfavoredOverload
    public subscript<State: ObservableState, Action, Member>(
      dynamicMember keyPath: KeyPath<State, Member>
    ) -> _StoreBindable<State, Action, Member>
    where Value == Store<State, Action> {
      _StoreBindable(store: self.wrappedValue, keyPath: keyPath)
    }

    /// Returns a binding to the store of an optional, presented child feature; writing `nil`
    /// dismisses it. See ``Bindable/scope(_:action:fileID:filePath:line:column:)``.
    @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      _ state: KeyPath<State, ChildState?>,
      action: @autoclosure @escaping () -> CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?>
    where Value == Store<State, Action> {
      presentationBinding(
        self.wrappedValue, state: state, action: action,
        callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }
  }

  /// A member of a store's state, reached through `$store`, that bindings can be derived from
  /// with actions of the feature's choosing.
  @dynamicMemberLookup
  public struct _StoreBindable<State: ObservableState, Action, Value> {
    fileprivate let store: Store<State, Action>
    fileprivate let keyPath: KeyPath<State, Value>

    /// Reaches further into the member: `$store.settings.isOn`.
    public subscript<Member>(
      dynamicMember keyPath: KeyPath<Value, Member>
    ) -> _StoreBindable<State, Action, Member> {
      _StoreBindable<State, Action, Member>(
        store: self.store,
        keyPath: self.keyPath.appending(path: keyPath)
      )
    }

    /// Creates a binding to the value that sends new values through the given action.
    ///
    /// ```swift
    /// let isOn = $store.isOn.sending(\.toggleTapped)
    /// isOn.wrappedValue = true  // Sends `.toggleTapped(true)`.
    /// ```
    ///
    /// - Parameter action: A case key path to the action that carries the new value.
    /// - Returns: A binding.
    @MainActor
    public func sending(_ action: CaseKeyPath<Action, Value>) -> Binding<Value> {
      let store = self.store
      let keyPath = self.keyPath
      return Binding(
        get: { store[state: keyPath, action: action] },
        set: { store[state: keyPath, action: action] = $0 }
      )
    }
  }

  @MainActor
  private func presentationBinding<State, Action, ChildState, ChildAction>(
    _ store: Store<State, Action>,
    state: KeyPath<State, ChildState?>,
    action makeAction: @escaping () -> CaseKeyPath<Action, PresentationAction<ChildAction>>,
    callSite: CallSite
  ) -> Binding<Store<ChildState, ChildAction>?> {
    // A binding here is not remade by a view body on every state change, and may be held: it
    // dismisses the child presented when it is written, whichever that is.
    func presentedID() -> AnyHashable? {
      store.state[keyPath: state].flatMap { identifiableID(of: $0) }
    }
    // The action's case key path, made the first time it is needed and then kept.
    let action = LazyCaseKeyPath(makeAction)
    return Binding(
      get: {
        store.presentedChild(state: state, action: action.value)
      },
      set: { newValue in
        store[
          id: presentedID(), state: state, action: action.value(), isInViewBody: false,
          fileID: callSite.fileID, filePath: callSite.filePath,
          line: callSite.line, column: callSite.column
        ] = newValue
      }
    )
  }

  /// A case key path made the first time it is asked for, then kept.
  @MainActor
  private final class LazyCaseKeyPath<Root, Value> {
    private let make: () -> CaseKeyPath<Root, Value>
    private var made: CaseKeyPath<Root, Value>?

    init(_ make: @escaping () -> CaseKeyPath<Root, Value>) {
      self.make = make
    }

    func value() -> CaseKeyPath<Root, Value> {
      if let made { return made }
      let made = self.make()
      self.made = made
      return made
    }
  }
#else
  // TODO: SwiftUI seam (not compiled here). On Apple platforms SwiftUI's `Bindable` and
  // `Binding` replace ours, and the same spellings come from extensions on them that forward to
  // the store subscripts in `Store+Binding.swift`:
  //
  // - `$store.text`: nothing to add. `Store`'s writable dynamic member makes `\Store.text` a
  //   `ReferenceWritableKeyPath`, and SwiftUI's `Bindable`/`Binding` dynamic members turn it into
  //   a `Binding<String>` (transactions and animations included).
  // - `$store.isOn.sending(\.toggled)`: a disfavored dynamic member on `SwiftUI.Bindable` (and
  //   `SwiftUI.Binding`, `ObservedObject.Wrapper`) where `Value == Store<State, Action>`,
  //   returning a `_StoreBindable` whose `sending(_:)` returns
  //   `bindable[dynamicMember: \Store<State, Action>.[state: keyPath, action: action]]`.
  // - `$store.scope(_:action:)` (and the `state:` spelling): `scope` on those same types returning
  //   `self[dynamicMember: \Store<State, Action>.[id:state:action:isInViewBody:fileID:…]]`, the
  //   presentation subscript (its call-site arguments then need a `Hashable` wrapper), so
  //   SwiftUI's binding keeps the store's identity.
  //
  // The store subscripts are then internal API reached through key paths, which is why they are
  // subscripts rather than methods; their arguments (key paths) are `Hashable`, as key path
  // subscripts require.
#endif
