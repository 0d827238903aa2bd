/// Records store lifecycle events (`Store<(), ()>.init`, `StoreOf<Feature>.deinit`) while enabled,
/// so tests can check that stores are created and released when they should be: the original
/// library's `@_spi(Logging)`. It is SPI so that it does not collide with swift-log's `Logger` in a
/// file that imports both (`@_spi(Logging) import ComposableArchitecture` reaches it).
@_spi(Logging) public final class Logger: Sendable {
  /// The logger stores write to.
  public static let shared = Logger()

  private struct Storage {
    var isEnabled = false
    var logs: [String] = []
  }
  // A lock rather than the main actor: stores log from `deinit`, which may run on any thread.
  private let storage = LockIsolated(Storage())

  /// Whether ``log(_:)`` records anything; off by default.
  public var isEnabled: Bool {
    get { self.storage.isEnabled }
    set { self.storage.withValue { $0.isEnabled = newValue } }
  }

  /// The events recorded since the last ``clear()``, oldest first.
  public var logs: [String] {
    get { self.storage.logs }
    set { self.storage.withValue { $0.logs = newValue } }
  }

  /// Records an event, if the logger is enabled.
  public func log(_ event: @autoclosure () -> String) {
    guard self.isEnabled else { return }
    let event = event()
    self.storage.withValue { $0.logs.append(event) }
  }

  /// Forgets every recorded event.
  public func clear() {
    self.logs = []
  }
}

/// How a store's type reads in the log: `StoreOf<Feature>` when its state and action are a
/// feature's `State` and `Action`, else `Store<State, Action>`.
func storeTypeName<State, Action>(_: State.Type, _: Action.Type) -> String {
  let state = typeName(State.self)
  let action = typeName(Action.self)
  if state.hasSuffix(".State"), action.hasSuffix(".Action"),
    state.dropLast(".State".count) == action.dropLast(".Action".count)
  {
    return "StoreOf<\(state.dropLast(".State".count))>"
  }
  if state.hasSuffix(".State?"), action.hasSuffix(".Action"),
    state.dropLast(".State?".count) == action.dropLast(".Action".count)
  {
    return "StoreOf<\(state.dropLast(".State?".count))?>"
  }
  return "Store<\(state), \(action)>"
}
