import ComposableArchitecture
import Testing

/// The original's 2.0 preparation spells scoping without `state:`; the 1.x spellings keep working
/// and give the very same stores.
@MainActor
struct UnlabelledScopeTests {
  @Test func plainScopeIsTheCachedStoreOfTheOldSpelling() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child = store.scope(\.child, action: \.child)
    child.send(.increment)
    #expect(store.child.count == 1)
    #expect(child === old.child(of: store))
  }

  @Test func optionalScopeFollowsPresence() {
    let store = Store(initialState: Parent.State()) { Parent() }
    #expect(store.scope(\.optional, action: \.optional) == nil)
    store.send(.presentOptional)
    let child = store.scope(\.optional, action: \.optional)
    child?.send(.increment)
    #expect(store.optional?.count == 1)
    #expect(child != nil)
    #expect(child === old.optional(of: store))
    store.send(.dismissOptional)
    #expect(store.scope(\.optional, action: \.optional) == nil)
  }

  @Test func collectionScopeGivesOneStorePerElement() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.addRow(id: 1))
    store.send(.addRow(id: 2))
    let rows = store.scope(\.rows, action: \.rows)
    #expect(rows.map(\.id) == [1, 2])
    rows[1].send(.increment)
    #expect(store.rows[id: 2]?.count == 1)
    #expect(rows[0] === old.rows(of: store)[0])
  }

  @Test func presentationBindingScopesAndDismisses() {
    let view = BindingsInboxView(
      store: Store(initialState: BindingsInbox.State()) { BindingsInbox() })
    let editForm = view.$store.scope(\.destination?.editForm, action: \.destination.editForm)
    #expect(editForm.wrappedValue == nil)
    view.store.send(.editTapped)
    let presented = editForm.wrappedValue
    #expect(presented?.title == "Draft")
    #expect(presented === old.editForm(of: view.$store).wrappedValue)
    editForm.wrappedValue = nil
    #expect(view.store.destination == nil)
  }

  @Test func bindingOfAStoreScopesAsItsBindable() {
    let view = BindingsInboxView(
      store: Store(initialState: BindingsInbox.State()) { BindingsInbox() })
    let binding: Binding<StoreOf<BindingsInbox>> = Binding(
      get: { view.store }, set: { _ in })
    let child = binding.scope(\.child, action: \.child)
    view.store.send(.childTapped)
    #expect(child.wrappedValue?.title == "Child")
    #expect(child.wrappedValue === old.child(of: binding).wrappedValue)
    child.wrappedValue = nil
    #expect(view.store.child == nil)
  }

  @Test func scopeReducerWithoutLabelRunsTheChild() async {
    let store = TestStore(initialState: Parent.State()) {
      Scope<Parent.State, Parent.Action, Counter>(\.child, action: \.child) { Counter() }
    }
    await store.send(.child(.increment)) { $0.child.count = 1 }
  }

  @Test func scopeReducerOldSpellingRunsTheChild() async {
    let store = TestStore(initialState: Parent.State()) { old.childReducer() }
    await store.send(.child(.increment)) { $0.child.count = 1 }
  }
}

/// The 1.x spellings, which the `ComposableArchitecture2Deprecations` trait deprecates. Reached
/// through `OldScopeSpellings`' requirements, so that the tests calling them need no deprecated
/// context of their own and a build with the trait stays free of warnings.
extension UnlabelledScopeTests {
  /// The old spellings, seen through the protocol.
  fileprivate var old: any OldScopeSpellings { OldSpellings() }
}

@MainActor
private protocol OldScopeSpellings {
  func child(of store: StoreOf<Parent>) -> StoreOf<Counter>
  func optional(of store: StoreOf<Parent>) -> StoreOf<Counter>?
  func rows(of store: StoreOf<Parent>) -> _StoreCollection<Int, Counter.State, Counter.Action>
  func editForm(of store: Bindable<StoreOf<BindingsInbox>>) -> Binding<StoreOf<BindingsEditForm>?>
  func child(of store: Binding<StoreOf<BindingsInbox>>) -> Binding<StoreOf<BindingsEditForm>?>
  func childReducer() -> Scope<Parent.State, Parent.Action, Counter>
}

@MainActor
private struct OldSpellings: OldScopeSpellings {
  @available(*, deprecated)
  func child(of store: StoreOf<Parent>) -> StoreOf<Counter> {
    store.scope(state: \.child, action: \.child)
  }

  @available(*, deprecated)
  func optional(of store: StoreOf<Parent>) -> StoreOf<Counter>? {
    store.scope(state: \.optional, action: \.optional)
  }

  @available(*, deprecated)
  func rows(of store: StoreOf<Parent>) -> _StoreCollection<Int, Counter.State, Counter.Action> {
    store.scope(state: \.rows, action: \.rows)
  }

  @available(*, deprecated)
  func editForm(
    of store: Bindable<StoreOf<BindingsInbox>>
  ) -> Binding<StoreOf<BindingsEditForm>?> {
    store.scope(state: \.destination?.editForm, action: \.destination.editForm)
  }

  @available(*, deprecated)
  func child(of store: Binding<StoreOf<BindingsInbox>>) -> Binding<StoreOf<BindingsEditForm>?> {
    store.scope(state: \.child, action: \.child)
  }

  @available(*, deprecated)
  func childReducer() -> Scope<Parent.State, Parent.Action, Counter> {
    Scope(state: \.child, action: \.child, child: { Counter() })
  }
}
