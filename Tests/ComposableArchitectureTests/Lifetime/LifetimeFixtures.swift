import ComposableArchitecture

/// An object whose only purpose is to be watched through a weak reference: it is freed when the
/// last thing holding it (a store's dependencies, an effect's closure) is freed.
final class LifetimeProbe: Sendable {}

/// Counts the long-running effects of ``LifetimeLeaf`` and watches what each one holds.
///
/// Every effect registers when it starts and when it ends (finished or cancelled), and hands over
/// a weak reference to an object only its own closure keeps alive.
final class EffectLedger: Sendable {
  private struct Counts {
    var started = 0
    var ended = 0
    var endedByCancellation = 0
    var held: [WeakProbe] = []
  }
  private struct WeakProbe {
    weak var probe: LifetimeProbe?
  }
  private let counts = LockIsolated(Counts())
  private let tracksCaptures: Bool

  /// - Parameter tracksCaptures: Whether to keep a weak reference to what each effect captures
  ///   (off when counting a hundred thousand effects, so the ledger itself does not grow).
  init(tracksCaptures: Bool = true) {
    self.tracksCaptures = tracksCaptures
  }

  /// Effects that started.
  var started: Int { self.counts.value.started }
  /// Effects that started and have not ended.
  var running: Int { self.counts.withValue { $0.started - $0.ended } }
  /// Effects that ended because their task was cancelled.
  var endedByCancellation: Int { self.counts.value.endedByCancellation }
  /// Objects captured by effects that are still alive.
  var liveCaptures: Int { self.counts.value.held.count(where: { $0.probe != nil }) }

  func began(holding probe: LifetimeProbe) {
    self.counts.withValue {
      $0.started += 1
      if self.tracksCaptures { $0.held.append(WeakProbe(probe: probe)) }
    }
  }

  func ended(byCancellation: Bool) {
    self.counts.withValue {
      $0.ended += 1
      if byCancellation { $0.endedByCancellation += 1 }
    }
  }
}

private enum EffectLedgerKey: DependencyKey {
  static let liveValue = EffectLedger()
  static let testValue = EffectLedger()
}

private enum LifetimeProbeKey: DependencyKey {
  static let liveValue = LifetimeProbe()
  static let testValue = LifetimeProbe()
}

extension DependencyValues {
  /// Where ``LifetimeLeaf``'s effects report.
  var effectLedger: EffectLedger {
    get { self[EffectLedgerKey.self] }
    set { self[EffectLedgerKey.self] = newValue }
  }
  /// An object a store's dependencies hold and its effects capture.
  var lifetimeProbe: LifetimeProbe {
    get { self[LifetimeProbeKey.self] }
    set { self[LifetimeProbeKey.self] = newValue }
  }
}

/// A feature used as a presented child, a `forEach` row and a stack element: it starts an effect
/// that runs until cancelled, capturing a dependency and an object of its own.
@Reducer
struct LifetimeLeaf {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id: Int
    var count = 0
  }
  enum Action: Equatable {
    case increment
    case startLongEffect
  }
  @Dependency(\.effectLedger) var ledger
  @Dependency(\.lifetimeProbe) var probe

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .startLongEffect:
        return .run { [ledger, probe] _ in
          let captured = LifetimeProbe()
          ledger.began(holding: captured)
          do {
            // sleep-ok: a simulated never-ending effect, ended by cancellation.
            try await Task.sleep(for: .seconds(86_400))
          } catch {}
          ledger.ended(byCancellation: Task.isCancelled)
          withExtendedLifetime((captured, probe)) {}
        }
      }
    }
  }
}

/// A parent holding the three kinds of child a store tree has: a presented child, rows of a
/// `forEach` and the elements of a navigation stack.
@Reducer
struct LifetimeParent {
  @ObservableState
  struct State: Equatable {
    @Presents var child: LifetimeLeaf.State?
    var rows: IdentifiedArrayOf<LifetimeLeaf.State> = []
    var path = StackState<LifetimeLeaf.State>()
  }
  enum Action: Equatable {
    case present
    case dismiss
    case child(PresentationAction<LifetimeLeaf.Action>)
    case addRow(id: Int)
    case removeRow(id: Int)
    case rows(IdentifiedActionOf<LifetimeLeaf>)
    case push(id: Int)
    case path(StackActionOf<LifetimeLeaf>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .present:
        state.child = LifetimeLeaf.State(id: 0)
        return .none
      case .dismiss:
        state.child = nil
        return .none
      case .addRow(let id):
        state.rows.append(LifetimeLeaf.State(id: id))
        return .none
      case .removeRow(let id):
        state.rows.remove(id: id)
        return .none
      case .push(let id):
        state.path.append(LifetimeLeaf.State(id: id))
        return .none
      case .child, .rows, .path:
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) { LifetimeLeaf() }
    .forEach(\.rows, action: \.rows) { LifetimeLeaf() }
    .forEach(\.path, action: \.path) { LifetimeLeaf() }
  }
}
