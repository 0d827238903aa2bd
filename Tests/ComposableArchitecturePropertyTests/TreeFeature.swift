import ComposableArchitecture

/// A counter used at every level of ``TreeFeature``: it counts taps directly and through delayed
/// effects that wait at the ``Gate``, cancels those effects, and can dismiss itself.
@Reducer
struct Tally {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id: Int
    var count = 0
  }
  enum Action: Equatable {
    case increment
    case incrementLater
    case startDelayed(Int)
    case delivered(Int)
    case cancelDelayed
    case closeTapped
  }
  enum CancelID { case delayed }
  @Dependency(\.gate) var gate
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .incrementLater:
        return .run { send in await send(.increment) }
      case .startDelayed(let amount):
        return .run { [gate] send in
          if await gate.wait() { await send(.delivered(amount)) }
        }
        .cancellable(id: CancelID.delayed)
      case .delivered(let amount):
        state.count += amount
        return .none
      case .cancelDelayed:
        return .cancel(id: CancelID.delayed)
      case .closeTapped:
        return .run { _ in await self.dismiss() }
      }
    }
  }
}

/// A feature tree with every kind of child: a presented `@Presents` child, `forEach` rows and a
/// navigation stack, all ``Tally``s, under a root that is one too.
@Reducer
struct TreeFeature {
  @ObservableState
  struct State: Equatable {
    var tally = Tally.State(id: 0)
    @Presents var child: Tally.State?
    var rows: IdentifiedArrayOf<Tally.State> = []
    var path = StackState<Tally.State>()
    var nextID = 1
  }
  enum Action: Equatable {
    case tally(Tally.Action)
    case present
    case dismissChild
    case addRow
    case removeRow(id: Int)
    case push
    case child(PresentationAction<Tally.Action>)
    case rows(IdentifiedActionOf<Tally>)
    case path(StackActionOf<Tally>)
  }

  var body: some ReducerOf<Self> {
    Scope(\.tally, action: \.tally) { Tally() }
    Reduce { state, action in
      switch action {
      case .present:
        state.child = Tally.State(id: state.nextID)
        state.nextID += 1
        return .none
      case .dismissChild:
        state.child = nil
        return .none
      case .addRow:
        state.rows.append(Tally.State(id: state.nextID))
        state.nextID += 1
        return .none
      case .removeRow(let id):
        state.rows.remove(id: id)
        return .none
      case .push:
        state.path.append(Tally.State(id: state.nextID))
        state.nextID += 1
        return .none
      case .tally, .child, .rows, .path:
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) { Tally() }
    .forEach(\.rows, action: \.rows) { Tally() }
    .forEach(\.path, action: \.path) { Tally() }
  }
}
