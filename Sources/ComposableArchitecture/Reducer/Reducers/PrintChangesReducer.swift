extension Reducer {
  /// Enhances a reducer with debug logging of received actions and state mutations for the given
  /// printer.
  ///
  /// ```swift
  /// Feature()
  ///   ._printChanges()
  /// ```
  ///
  /// prints, for every action, the action and a diff of the state it changed:
  ///
  /// ```
  /// received action:
  ///   Feature.Action.incrementButtonTapped
  ///   Feature.State(
  /// -   count: 0
  /// +   count: 1
  ///   )
  /// ```
  ///
  /// - Parameter printer: A printer for printing debug messages.
  /// - Returns: A reducer that prints debug messages for all received actions.
  @inlinable
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// A type that prints the actions a reducer receives and the state changes they cause.
public struct _ReducerPrinter<State, Action>: Sendable {
  private let _printChange:
    @Sendable (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void

  /// Creates a printer from a closure.
  public init(
    printChange:
      @escaping @Sendable (_ receivedAction: Action, _ oldState: State, _ newState: State)
      -> Void
  ) {
    self._printChange = printChange
  }

  /// Prints one change.
  public func printChange(receivedAction: Action, oldState: State, newState: State) {
    self._printChange(receivedAction, oldState, newState)
  }
}

extension _ReducerPrinter {
  /// Prints the action with `customDump` and a diff of the state.
  public static var customDump: Self {
    Self { receivedAction, oldState, newState in
      var target = ""
      target.write("received action:\n")
      CustomDump.customDump(receivedAction, to: &target, indent: 2)
      target.write("\n")
      target.write(diff(oldState, newState).map { "\($0)\n" } ?? "  (No state changes)\n")
      print(target, terminator: "")
    }
  }

  /// Prints only the case of each action.
  public static var actionLabels: Self {
    Self { receivedAction, _, _ in
      print("received action: \(debugCaseOutput(receivedAction))")
    }
  }
}

/// The reducer built by ``Reducer/_printChanges(_:)``.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let printer: _ReducerPrinter<Base.State, Base.Action>?

  @usableFromInline
  init(base: Base, printer: _ReducerPrinter<Base.State, Base.Action>?) {
    self.base = base
    self.printer = printer
  }

  /// Runs this reducer for one action; see ``Reducer/reduce(into:action:)``.
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let printer = self.printer else {
      return self.base.reduce(into: &state, action: action)
    }
    let oldState = state
    return _withSharedChangesShown {
      self.base.reduce(into: &state, action: action)
    } then: {
      printer.printChange(receivedAction: action, oldState: oldState, newState: state)
    }
  }
}
