import ComposableArchitecture
import TestSupport
import Testing

@Reducer
private struct Item {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id: Int
    var count = 0
  }
  enum Action {
    case increment
    /// Replaces the item by a new value with the same id, as `state = State()` does.
    case reset(count: Int)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
      case .reset(let count):
        state = State(id: state.id, count: count)
      }
      return .none
    }
  }
}

@Reducer
private struct Holder {
  @Reducer
  enum Path {
    case item(Item)
  }
  @Reducer
  enum Destination {
    case item(Item)
    case other(Item)
  }
  @ObservableState
  struct State: Equatable {
    var items: IdentifiedArrayOf<Item.State> = [Item.State(id: 1), Item.State(id: 2)]
    var optional: Item.State?
    @Presents var sheet: Item.State?
    var path = StackState<Path.State>()
    @Presents var destination: Destination.State?
  }
  enum Action {
    case items(IdentifiedActionOf<Item>)
    case optional(Item.Action)
    case sheet(PresentationAction<Item.Action>)
    case path(StackActionOf<Path>)
    case setOptional(Item.State?)
    case setSheet(Item.State?)
    case destination(PresentationAction<Destination.Action>)
    case setDestination(Destination.State?)
    case readd(Item.State)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .setOptional(let item): state.optional = item
      case .setSheet(let item): state.sheet = item
      case .setDestination(let destination): state.destination = destination
      case .readd(let item):
        state.items.remove(id: item.id)
        state.items.append(item)
      case .items, .optional, .sheet, .path, .destination: break
      }
      return .none
    }
    .forEach(\.items, action: \.items) { Item() }
    .ifLet(\.optional, action: \.optional) { Item() }
    .ifLet(\.$sheet, action: \.sheet) { Item() }
    .forEach(\.path, action: \.path)
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Holder.Path.State: Equatable {}
extension Holder.Destination.State: Equatable {}

/// A store scoped to presented state (an optional or `@Presents` child, a collection or stack
/// element) answers reads from the state it last saw: an observer of it registers the child's own
/// properties. These tests prove that such an observer is still told when the child is replaced
/// by a new value, and that presenting, dismissing and mutating in place tell nobody else.
@MainActor
struct ChildReplacementTests {
  @Test func anElementThatReplacesItselfNotifiesObserversOfItsStore() {
    let store = Store(initialState: Holder.State()) { Holder() }
    let item = store.scope(\.items, action: \.items)[0]
    let counter = ChangeCounter { _ = item.count }
    item.send(.reset(count: 42))
    #expect(counter.count == 1)
    #expect(item.count == 42)
  }

  @Test func anElementRemovedAndAddedAgainUnderItsIdNotifiesObserversOfItsStore() {
    let store = Store(initialState: Holder.State()) { Holder() }
    let items = store.scope(\.items, action: \.items)
    let item = items[0]
    let counter = ChangeCounter { _ = item.count }
    store.send(.readd(Item.State(id: 1, count: 42)))
    // The collection's ids changed: its observers (a list) scope it again, and then the
    // element's store finds its state is a new value.
    #expect(store.scope(\.items, action: \.items).map { $0.id } == [2, 1])
    #expect(counter.count == 1)
    #expect(item.count == 42)
  }

  @Test func mutatingAnElementInPlaceNotifiesOnlyItsObservers() {
    let store = Store(initialState: Holder.State()) { Holder() }
    let items = store.scope(\.items, action: \.items)
    let first = ChangeCounter { _ = items[0].count }
    let second = ChangeCounter { _ = items[1].count }
    items[0].send(.increment)
    #expect(first.count == 1)
    #expect(second.count == 0)
  }

  @Test func anOptionalChildReplacedByItsParentNotifiesObserversOfItsStore() throws {
    let store = Store(initialState: Holder.State(optional: Item.State(id: 7))) { Holder() }
    let child = try #require(store.scope(\.optional, action: \.optional))
    let counter = ChangeCounter { _ = child.count }
    store.send(.setOptional(Item.State(id: 7, count: 42)))
    #expect(counter.count == 1)
    #expect(child.count == 42)
  }

  @Test func aChildReplacedByAnEqualValueIsStillObservedAfterwards() throws {
    let store = Store(initialState: Holder.State(optional: Item.State(id: 7))) { Holder() }
    let child = try #require(store.scope(\.optional, action: \.optional))
    let counter = ChangeCounter { _ = child.count }
    // Equal, but a new value: its changes are told through its own registrar from now on, so
    // the observer must learn of it (at the latest, by its first change).
    store.send(.setOptional(Item.State(id: 7)))
    child.send(.increment)
    #expect(counter.count == 1)
    #expect(child.count == 1)
  }

  @Test func anOptionalChildThatReplacesItselfNotifiesObserversOfItsStore() throws {
    let store = Store(initialState: Holder.State(optional: Item.State(id: 7))) { Holder() }
    let child = try #require(store.scope(\.optional, action: \.optional))
    let counter = ChangeCounter { _ = child.count }
    child.send(.reset(count: 42))
    #expect(counter.count == 1)
    #expect(child.count == 42)
  }

  @Test func aPresentedChildReplacedByItsParentNotifiesObserversOfItsStore() throws {
    let store = Store(initialState: Holder.State(sheet: Item.State(id: 7))) { Holder() }
    let sheet = try #require(store.scope(\.sheet, action: \.sheet.presented))
    let counter = ChangeCounter { _ = sheet.count }
    store.send(.setSheet(Item.State(id: 7, count: 42)))
    #expect(counter.count == 1)
    #expect(sheet.count == 42)
  }

  @Test func aStackElementThatReplacesItselfNotifiesObserversOfItsStore() throws {
    var path = StackState<Holder.Path.State>()
    path.append(.item(Item.State(id: 7)))
    let store = Store(initialState: Holder.State(path: path)) { Holder() }
    let id = try #require(store.path.ids.first)
    let pathStore = store.scope(\.path, action: \.path)
    let element = try #require(pathStore.scope(\.[id: id], action: \.[id: id]))
    let item = try #require(element.scope(\.item, action: \.item))
    let counter = ChangeCounter { _ = item.count }
    element.send(.item(.reset(count: 42)))
    #expect(counter.count == 1)
    #expect(item.count == 42)
  }

  @Test func aDestinationCaseReplacedByItsParentNotifiesObserversOfItsStore() throws {
    let store = Store(initialState: Holder.State(destination: .item(Item.State(id: 7)))) {
      Holder()
    }
    let item = try #require(store.scope(\.destination?.item, action: \.destination.item))
    let counter = ChangeCounter { _ = item.count }
    store.send(.setDestination(.item(Item.State(id: 7, count: 42))))
    #expect(counter.count == 1)
    #expect(item.count == 42)
  }

  @Test func mutatingAPresentedDestinationInPlaceTellsNobodyElse() throws {
    let store = Store(initialState: Holder.State(destination: .item(Item.State(id: 7)))) {
      Holder()
    }
    let item = try #require(store.scope(\.destination?.item, action: \.destination.item))
    let row = store.scope(\.items, action: \.items)[0]
    let unrelated = ChangeCounter { _ = row.count }
    let counter = ChangeCounter { _ = item.count }
    item.send(.increment)
    #expect(counter.count == 1)
    #expect(unrelated.count == 0)
  }

  @Test func presentingAndDismissingTellOnlyObserversOfThePresentation() {
    let store = Store(initialState: Holder.State()) { Holder() }
    let item = store.scope(\.items, action: \.items)[0]
    let unrelated = ChangeCounter { _ = item.count }
    store.send(.setOptional(Item.State(id: 7)))
    store.send(.setSheet(Item.State(id: 8)))
    store.send(.setOptional(nil))
    store.send(.setSheet(nil))
    #expect(unrelated.count == 0)
  }
}
