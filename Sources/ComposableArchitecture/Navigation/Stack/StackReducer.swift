extension Reducer {
  /// Embeds a child reducer in a parent domain that works on elements of a navigation stack in
  /// parent state.
  ///
  /// ```swift
  /// @Reducer
  /// struct Root {
  ///   @ObservableState
  ///   struct State {
  ///     var path = StackState<Path.State>()
  ///   }
  ///   enum Action {
  ///     case path(StackActionOf<Path>)
  ///   }
  ///   var body: some ReducerOf<Self> {
  ///     Reduce { state, action in
  ///       // Core logic for root feature
  ///     }
  ///     .forEach(\.path, action: \.path)
  ///   }
  /// }
  /// ```
  ///
  /// Element reducers run before the parent. `.popFrom(id:)` and `.push(id:state:)` are applied
  /// after the parent runs. An element's effects are cancelled when it is popped, and
  /// `@Dependency(\.dismiss)` inside an element pops it. Actions for missing ids report an issue.
  @inlinable
  public func forEach<
    DestinationState, DestinationAction, Destination: Reducer<DestinationState, DestinationAction>
  >(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination> {
    _StackReducer(
      base: self,
      toStackState: toStackState,
      toStackAction: generatedCasePath(
        toStackAction, probe: .popFrom(id: StackElementID(generation: 0))
      ),
      destination: destination(),
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Embeds the elements of a navigation stack whose state is a ``Reducer()`` enum (no trailing
  /// closure needed).
  @inlinable
  public func forEach<DestinationState: CaseReducerState, DestinationAction>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Action == DestinationAction {
    self.forEach(
      toStackState,
      action: toStackAction,
      destination: { DestinationState.StateReducer.body },
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

/// The reducer built by the stack `forEach` operators.
public struct _StackReducer<Base: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let destination: ResolvedReducer<Destination>
  @usableFromInline let toStackState: ChildStateAccess<Base.State, StackState<Destination.State>>
  @usableFromInline let toStackAction:
    AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>
  @usableFromInline let stackPath: UncheckedSendable<AnyKeyPath>
  @usableFromInline let location: CallSite
  @usableFromInline let replacementCheck: ElementReplacementCheck<Destination.State>

  @usableFromInline
  init(
    base: Base,
    toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>,
    toStackAction: AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>,
    destination: Destination,
    location: CallSite
  ) {
    self.base = base
    self.destination = ResolvedReducer(destination)
    self.toStackState = ChildStateAccess(toStackState)
    self.toStackAction = toStackAction
    self.stackPath = UncheckedSendable(toStackState)
    self.location = location
    self.replacementCheck = ElementReplacementCheck()
  }

  /// Runs this reducer for one action; see ``Reducer/reduce(into:action:)``.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let stackBefore = self.toStackState.get(state)
    let idsBefore = stackBefore.ids
    // Elements removed since this reducer last ran, even by another reducer, are cancelled too.
    let mountedBefore = stackBefore.mounted
    var destinationEffects = Effect<Base.Action>.none
    var afterBase: ((inout StackState<Destination.State>) -> Void)?

    switch self.toStackAction.extract(from: action) {
    case .element(let id, let elementAction)?:
      let effects = self.toStackState.modify(&state) { stack -> Effect<Destination.Action>? in
        // Mutate by position: in place, without moving the element out of the stack.
        guard let index = stack.ids.firstIndex(of: id) else { return nil }
        return PresentationContext.reducingPresentedFeature {
          self.replacementCheck.reduce(&stack[index]) {
            self.destination.reduce(into: &$0, action: elementAction)
          }
        }
      }
      if let effects {
        if case .none = effects.operation {
        } else {
          let toStackAction = self.toStackAction
          // `dismiss()` is only ever called from an effect of the element. An element that was
          // on the stack when the store was created has no dismissal listener yet, so one starts
          // along with its effects (a no-op when one is running).
          destinationEffects =
            effects
            .map { toStackAction.embed(.element(id: id, action: $0)) }
            ._asChildEffects(
              id: self.navigationID(for: id), dismissal: toStackAction.embed(.popFrom(id: id))
            )
        }

      } else {
        self.location.reportIssue(
          missingElementMessage(
            at: self.location, action: elementAction,
            swiftUIFix: #""NavigationStack.init(path:)" with a binding to a store"#
          )
        )
      }

    case .popFrom(let id)?:
      if idsBefore.contains(id) {
        afterBase = { $0.pop(from: id) }
      } else {
        self.report(
          """
          received a "popFrom" action for a missing element.

            ID:
              \(id)
            Path IDs:
              \(idsBefore)
          """
        )
      }

    case .push(let id, let elementState)?:
      if idsBefore.contains(id) {
        self.report(
          """
          received a "push" action for an element it already contains.

            ID:
              \(id)
            Path IDs:
              \(idsBefore)
          """
        )
      } else {
        self.checkPushedID(id)
        afterBase = { $0[id: id] = elementState }
      }

    case nil:
      break
    }

    let baseEffects = self.base.reduce(into: &state, action: action)
    if let afterBase {
      self.toStackState.modify(&state, afterBase)
    }

    var effects = destinationEffects.merge(with: baseEffects)
    let idsAfter = self.toStackState.get(state).ids
    if mountedBefore != idsAfter {
      let toStackAction = self.toStackAction
      effects = effects._withChildrenChanged(
        from: mountedBefore, to: idsAfter, navigationID: self.navigationID(for:),
        dismissal: { toStackAction.embed(.popFrom(id: $0)) }
      )
      self.toStackState.modify(&state) { $0.mounted = idsAfter }
    }
    return effects
  }

  private func navigationID(for id: StackElementID) -> AnyHashableSendable {
    NavigationComponent.id(
      keyPath: self.stackPath.value, identity: AnyHashableSendable(id), isPresentation: true
    )
  }

  /// In tests, a pushed id must be the next one the store generates (so that tests can predict
  /// it); pushing that id moves the generator past it.
  private func checkPushedID(_ id: StackElementID) {
    @Dependency(\.context) var context
    @Dependency(\.stackElementID) var stackElementID
    guard context == .test else { return }
    let nextID = stackElementID.peek()
    if id.generation > nextID.generation {
      self.report(
        """
        received a "push" action with an unexpected generational ID.

          Received ID:
            \(id)
          Expected ID:
            \(nextID)
        """
      )
    } else if id.generation == nextID.generation {
      _ = stackElementID.next()
    }
  }

  private func report(_ problem: String) {
    self.location.reportIssue(
      """
      A "forEach" at "\(self.location.fileID):\(self.location.line)" \(problem)
      """
    )
  }

}
