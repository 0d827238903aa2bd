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
    #expect(child === store.scope(state: \.child, action: \.child))
  }

  @Test func optionalScopeFollowsPresence() {
    let store = Store(initialState: Parent.State()) { Parent() }
    #expect(store.scope(\.optional, action: \.optional) == nil)
    store.send(.presentOptional)
    let child = store.scope(\.optional, action: \.optional)
    child?.send(.increment)
    #expect(store.optional?.count == 1)
    #expect(child != nil)
    #expect(child === store.scope(state: \.optional, action: \.optional))
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
    #expect(rows[0] === store.scope(state: \.rows, action: \.rows)[0])
  }

  @Test func presentationBindingScopesAndDismisses() {
    let view = BindingsInboxView(
      store: Store(initialState: BindingsInbox.State()) { BindingsInbox() })
    let editForm = view.$store.scope(\.destination?.editForm, action: \.destination.editForm)
    #expect(editForm.wrappedValue == nil)
    view.store.send(.editTapped)
    let presented = editForm.wrappedValue
    #expect(presented?.title == "Draft")
    #expect(
      presented
        === view.$store.scope(state: \.destination?.editForm, action: \.destination.editForm)
        .wrappedValue)
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
    #expect(child.wrappedValue === binding.scope(state: \.child, action: \.child).wrappedValue)
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
    let store = TestStore(initialState: Parent.State()) {
      Scope<Parent.State, Parent.Action, Counter>(
        state: \.child, action: \.child, child: { Counter() })
    }
    await store.send(.child(.increment)) { $0.child.count = 1 }
  }
}
