import ComposableArchitectureMacros
import MacroTesting
import Testing

@Suite(.macros(["Reducer": ReducerMacro.self], indentationWidth: .spaces(2)))
struct ReducerMacroTests {
  // MARK: Structs

  @Test func structExpansion() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        @ObservableState struct State {
          var count = 0
        }
        enum Action {
          case child(Child.Action)
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        @ObservableState struct State {
          var count = 0
        }
        @CasePathable @ComposableArchitecture._CasePathLookup
        enum Action {
          case child(Child.Action)
        }
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func enumStateGetsCasePathsAndDynamicMemberLookup() {
    assertMacro {
      """
      @Reducer
      public struct Feature {
        public enum State {
          case loading
          case loaded(Int)
        }
        @CasePathable
        public enum Action {
          case tapped
        }
        public var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      public struct Feature {
        @CasePathable @dynamicMemberLookup
        public enum State {
          case loading
          case loaded(Int)
        }
        @CasePathable
        @ComposableArchitecture._CasePathLookup
        public enum Action {
          case tapped
        }
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        public var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func existingAttributesAreNotRepeated() {
    assertMacro {
      """
      @Reducer
      struct Feature: Reducer {
        @CasePathable @dynamicMemberLookup enum State {
          case a
        }
        @CasePathable
        enum Action {
          case a
        }
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Feature: Reducer {
        @CasePathable @dynamicMemberLookup enum State {
          case a
        }
        @CasePathable
        @ComposableArchitecture._CasePathLookup
        enum Action {
          case a
        }
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    }
    assertMacro {
      """
      @Reducer
      struct Feature: ComposableArchitecture.Reducer {
        @dynamicMemberLookup enum State {
          case a
        }
        enum Action {
          case a
        }
      }
      """
    } expansion: {
      """
      struct Feature: ComposableArchitecture.Reducer {
        @dynamicMemberLookup
        @CasePathable enum State {
          case a
        }
        @CasePathable @ComposableArchitecture._CasePathLookup
        enum Action {
          case a
        }

        let body = ComposableArchitecture.EmptyReducer<State, Action>()
      }
      """
    }
  }

  @Test func reduceFunction() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePathable @ComposableArchitecture._CasePathLookup
        enum Action {}
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func featureWithObservableStateAndPresents() {
    assertMacro(
      [
        "Reducer": ReducerMacro.self,
        "ObservableState": ObservableStateMacro.self,
        "ObservationStateTracked": ObservationStateTrackedMacro.self,
        "Presents": PresentsMacro.self,
      ]
    ) {
      #"""
      @Reducer
      struct Feature {
        @ObservableState
        struct State {
          var text = ""
          @Presents var destination: Destination.State?
        }
        enum Action {
          case destination(PresentationAction<Destination.Action>)
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
            .ifLet(\.$destination, action: \.destination)
        }
      }
      """#
    } expansion: {
      #"""
      struct Feature {
        struct State {
          var text {
            @storageRestrictions(initializes: _text)
            init(initialValue) {
              _text = initialValue
            }
            get {
              _$observationRegistrar.access(self, keyPath: \.text)
              return _text
            }
            set {
              _$observationRegistrar.mutate(self, keyPath: \.text, &_text, newValue)
            }
            _modify {
              let oldValue = _$observationRegistrar.willModify(self, keyPath: \.text, &_text)
              defer {
                _$observationRegistrar.didModify(self, keyPath: \.text, &_text, oldValue)
              }
              yield &_text
            }
          }

          @ObservationStateIgnored var _text = ""
          var destination: Destination.State? {
            @storageRestrictions(initializes: _destination)
            init(initialValue) {
              _destination = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
            }
            get {
              _$observationRegistrar.access(self, keyPath: \.destination)
              return _destination.wrappedValue
            }
            set {
              _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.wrappedValue, newValue)
            }
          }

          var $destination: ComposableArchitecture.PresentationState<Destination.State> {
            get {
              _$observationRegistrar.access(self, keyPath: \.destination)
              return _destination.projectedValue
            }
            set {
              _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.projectedValue, newValue)
            }
            _modify {
              let oldValue = _$observationRegistrar.willModify(self, keyPath: \.destination, &_destination.projectedValue)
              defer {
                _$observationRegistrar.didModify(self, keyPath: \.destination, &_destination.projectedValue, oldValue)
              }
              yield &_destination.projectedValue
            }
          }

          @ObservationStateIgnored var _destination = ComposableArchitecture.PresentationState<Destination.State>(wrappedValue: nil)

          var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

          public var _$id: ComposableArchitecture.ObservableStateID {
            _$observationRegistrar.id
          }

          public mutating func _$willModify() {
            _$observationRegistrar._$willModify()
          }

          public static func _$storage<Value>(for keyPath: WritableKeyPath<Self, Value>) -> WritableKeyPath<Self, Value>? {
            switch keyPath {
            case \Self.text:
              return (\Self._text as AnyKeyPath) as? WritableKeyPath<Self, Value>
            case \Self.$destination:
              return (\Self._destination as AnyKeyPath) as? WritableKeyPath<Self, Value>
            default:
              return nil
            }
          }

          public func _$notifyReplaced<Value>(_ keyPath: KeyPath<Self, Value>) {
            switch keyPath {
            case \Self.$destination:
              _$observationRegistrar.notifyReplaced(self, keyPath: \Self.destination)
            default:
              _$observationRegistrar.notifyReplaced(self, keyPath: keyPath)
            }
          }

          public var customMirror: Mirror {
            Mirror(self, children: ["text": self._text as Any, "destination": self._destination as Any], displayStyle: .struct)
          }
        }
        @CasePathable @ComposableArchitecture._CasePathLookup
        enum Action {
          case destination(PresentationAction<Destination.Action>)
        }
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
            .ifLet(\.$destination, action: \.destination)
        }
      }

      extension Feature.State: ComposableArchitecture.ObservableState, Observation.Observable {
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  // MARK: Struct diagnostics

  @Test func classIsAnError() {
    assertMacro {
      """
      @Reducer
      final class Feature {
      }
      """
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' cannot be applied to a class; a reducer must be a struct (or an enum of reducers)
         ✏️ Use 'struct' instead
      final class Feature {
      }
      """
    } fixes: {
      """
      @Reducer
      struct Feature {
      }
      """
    } expansion: {
      """
      struct Feature {

        @ObservableState
        struct State: Codable, Equatable, Hashable, Sendable {
          init() {
          }
        }

        enum Action: Equatable, Hashable, Sendable {
        }

        let body = ComposableArchitecture.EmptyReducer<State, Action>()
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func openClassIsAnError() {
    assertMacro {
      """
      @Reducer
      open class Feature {
      }
      """
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' cannot be applied to a class; a reducer must be a struct (or an enum of reducers)
         ✏️ Use 'struct' instead
      open class Feature {
      }
      """
    } fixes: {
      """
      @Reducer
      public struct Feature {
      }
      """
    } expansion: {
      """
      public struct Feature {

        @ObservableState
        public struct State: Codable, Equatable, Hashable, Sendable {
          public init() {
          }
        }

        public enum Action: Equatable, Hashable, Sendable {
        }

        public let body = ComposableArchitecture.EmptyReducer<State, Action>()
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func actorIsAnError() {
    assertMacro {
      """
      @Reducer
      actor Feature {
      }
      """
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' cannot be applied to an actor; a reducer must be a struct (or an enum of reducers)
         ✏️ Use 'struct' instead
      actor Feature {
      }
      """
    } fixes: {
      """
      @Reducer
      struct Feature {
      }
      """
    } expansion: {
      """
      struct Feature {

        @ObservableState
        struct State: Codable, Equatable, Hashable, Sendable {
          init() {
          }
        }

        enum Action: Equatable, Hashable, Sendable {
        }

        let body = ComposableArchitecture.EmptyReducer<State, Action>()
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func extensionIsAnError() {
    assertMacro {
      """
      @Reducer
      extension Feature {
      }
      """
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' can only be applied to a struct or enum declaration
         ✏️ Remove '@Reducer'
      extension Feature {
      }
      """
    } fixes: {
      """
      extension Feature {
      }
      """
    } expansion: {
      """
      extension Feature {
      }
      """
    }
  }

  @Test func protocolIsAnError() {
    assertMacro {
      """
      @Reducer
      protocol Feature {
      }
      """
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' can only be applied to a struct or enum declaration
         ✏️ Remove '@Reducer'
      protocol Feature {
      }
      """
    } fixes: {
      """
      protocol Feature {
      }
      """
    } expansion: {
      """
      protocol Feature {
      }
      """
    }
  }

  @Test func stateThatIsNotATypeIsAnError() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        var State = 0
        let Action: Int
      }
      """
    } diagnostics: {
      """
      @Reducer
      struct Feature {
        var State = 0
        ┬────────────
        ╰─ 🛑 'State' must be a type nested in the reducer, e.g. 'struct State {}'
           ✏️ Replace with 'struct State {}'
        let Action: Int
        ┬──────────────
        ╰─ 🛑 'Action' must be a type nested in the reducer, e.g. 'enum Action {}'
           ✏️ Replace with 'enum Action {}'
      }
      """
    } fixes: {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePathable @ComposableArchitecture._CasePathLookup
        enum Action {}

        let body = ComposableArchitecture.EmptyReducer<State, Action>()
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func bodyAndReduceIsAWarning() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }
      """
    } diagnostics: {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> {
            ┬───
            ╰─ ⚠️ Reducer declares both 'body' and 'reduce(into:action:)'; 'reduce(into:action:)' takes precedence; remove one
          EmptyReducer()
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePathable @ComposableArchitecture._CasePathLookup
        enum Action {}
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  // MARK: Enums

  @Test func enumExpansion() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case editForm(EditForm)
        case detail(DetailFeature)
        case alert(AlertState<Alert>)
        case dialog(ConfirmationDialogState<Dialog>)
        @CasePathable
        enum Alert {
          case confirm
        }
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case editForm(EditForm)
        case detail(DetailFeature)
        case alert(AlertState<Alert>)
        case dialog(ConfirmationDialogState<Dialog>)
        @CasePathable
        enum Alert {
          case confirm
        }

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        enum State: ComposableArchitecture.CaseReducerState {
          typealias StateReducer = Destination
          case editForm(EditForm.State)
          case detail(DetailFeature.State)
          case alert(AlertState<Alert>)
          case dialog(ConfirmationDialogState<Dialog>)
        }

        @CasePathable
        enum Action {
          case editForm(EditForm.Action)
          case detail(DetailFeature.Action)
          case alert(Alert)
          case dialog(Dialog)
        }

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: some ComposableArchitecture.Reducer<Self.State, Self.Action> {
          ComposableArchitecture.CombineReducers {
            ComposableArchitecture.Scope(state: \Self.State.Cases.editForm, action: \Self.Action.Cases.editForm) {
              EditForm()
            }
            ComposableArchitecture.Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
              DetailFeature()
            }
          }
        }

        enum CaseScope: CasePaths.CasePathable {
          case editForm(ComposableArchitecture.StoreOf<EditForm>)
          case detail(ComposableArchitecture.StoreOf<DetailFeature>)
          case alert(AlertState<Alert>)
          case dialog(ConfirmationDialogState<Dialog>)

          struct AllCasePaths {
            var editForm: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<EditForm>> {
              CasePaths.AnyCasePath(
                embed: {
                  CaseScope.editForm($0)
                },
                extract: {
                  guard case let .editForm(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
            var detail: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<DetailFeature>> {
              CasePaths.AnyCasePath(
                embed: {
                  CaseScope.detail($0)
                },
                extract: {
                  guard case let .detail(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
            var alert: CasePaths.AnyCasePath<CaseScope, AlertState<Alert>> {
              CasePaths.AnyCasePath(
                embed: {
                  CaseScope.alert($0)
                },
                extract: {
                  guard case let .alert(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
            var dialog: CasePaths.AnyCasePath<CaseScope, ConfirmationDialogState<Dialog>> {
              CasePaths.AnyCasePath(
                embed: {
                  CaseScope.dialog($0)
                },
                extract: {
                  guard case let .dialog(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
          }
          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .editForm:
            return .editForm(store.scope(\.editForm, action: \.editForm)!)
          case .detail:
            return .detail(store.scope(\.detail, action: \.detail)!)
          case let .alert(v0):
            return .alert(v0)
          case let .dialog(v0):
            return .dialog(v0)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func publicEnum() {
    assertMacro {
      """
      @Reducer
      public enum Path {
        case list(ListFeature)
        case detail(DetailFeature)
      }
      """
    } expansion: {
      #"""
      public enum Path {
        case list(ListFeature)
        case detail(DetailFeature)

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        public enum State: ComposableArchitecture.CaseReducerState {
          public typealias StateReducer = Path
          case list(ListFeature.State)
          case detail(DetailFeature.State)
        }

        @CasePathable
        public enum Action {
          case list(ListFeature.Action)
          case detail(DetailFeature.Action)
        }

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        public static var body: some ComposableArchitecture.Reducer<Self.State, Self.Action> {
          ComposableArchitecture.CombineReducers {
            ComposableArchitecture.Scope(state: \Self.State.Cases.list, action: \Self.Action.Cases.list) {
              ListFeature()
            }
            ComposableArchitecture.Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
              DetailFeature()
            }
          }
        }

        public enum CaseScope: CasePaths.CasePathable {
          case list(ComposableArchitecture.StoreOf<ListFeature>)
          case detail(ComposableArchitecture.StoreOf<DetailFeature>)

          public struct AllCasePaths {
            public var list: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<ListFeature>> {
              CasePaths.AnyCasePath(
                embed: {
                  CaseScope.list($0)
                },
                extract: {
                  guard case let .list(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
            public var detail: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<DetailFeature>> {
              CasePaths.AnyCasePath(
                embed: {
                  CaseScope.detail($0)
                },
                extract: {
                  guard case let .detail(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @MainActor
        public static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .list:
            return .list(store.scope(\.list, action: \.list)!)
          case .detail:
            return .detail(store.scope(\.detail, action: \.detail)!)
          }
        }
      }

      extension Path: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func enumWithoutReducers() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case alert(ComposableArchitecture.AlertState<Alert>)
        enum Alert {
          case confirm
        }
      }
      """
    } expansion: {
      """
      enum Destination {
        case alert(ComposableArchitecture.AlertState<Alert>)
        enum Alert {
          case confirm
        }

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        enum State: ComposableArchitecture.CaseReducerState {
          typealias StateReducer = Destination
          case alert(ComposableArchitecture.AlertState<Alert>)
        }

        @CasePathable
        enum Action {
          case alert(Alert)
        }

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: some ComposableArchitecture.Reducer<Self.State, Self.Action> {
          ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
        }

        enum CaseScope: CasePaths.CasePathable {
          case alert(ComposableArchitecture.AlertState<Alert>)

          struct AllCasePaths {
            var alert: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.AlertState<Alert>> {
              CasePaths.AnyCasePath(
                embed: {
                  CaseScope.alert($0)
                },
                extract: {
                  guard case let .alert(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
          }
          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case let .alert(v0):
            return .alert(v0)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func genericAndQualifiedReducers() {
    assertMacro {
      """
      @Reducer
      enum Destination: Equatable {
        case counter(Counters.Feature), list(ListFeature<Int>)
      }
      """
    } expansion: {
      #"""
      enum Destination: Equatable {
        case counter(Counters.Feature), list(ListFeature<Int>)

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        enum State: ComposableArchitecture.CaseReducerState {
          typealias StateReducer = Destination
          case counter(Counters.Feature.State)
          case list(ListFeature<Int>.State)
        }

        @CasePathable
        enum Action {
          case counter(Counters.Feature.Action)
          case list(ListFeature<Int>.Action)
        }

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: some ComposableArchitecture.Reducer<Self.State, Self.Action> {
          ComposableArchitecture.CombineReducers {
            ComposableArchitecture.Scope(state: \Self.State.Cases.counter, action: \Self.Action.Cases.counter) {
              Counters.Feature()
            }
            ComposableArchitecture.Scope(state: \Self.State.Cases.list, action: \Self.Action.Cases.list) {
              ListFeature<Int>()
            }
          }
        }

        enum CaseScope: CasePaths.CasePathable {
          case counter(ComposableArchitecture.StoreOf<Counters.Feature>)
          case list(ComposableArchitecture.StoreOf<ListFeature<Int>>)

          struct AllCasePaths {
            var counter: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Counters.Feature>> {
              CasePaths.AnyCasePath(
                embed: {
                  CaseScope.counter($0)
                },
                extract: {
                  guard case let .counter(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
            var list: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<ListFeature<Int>>> {
              CasePaths.AnyCasePath(
                embed: {
                  CaseScope.list($0)
                },
                extract: {
                  guard case let .list(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
          }
          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .counter:
            return .counter(store.scope(\.counter, action: \.counter)!)
          case .list:
            return .list(store.scope(\.list, action: \.list)!)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func existingCaseReducerConformance() {
    assertMacro {
      """
      @Reducer
      enum Destination: CaseReducer, Reducer {
        case child(Child)
      }
      """
    } expansion: {
      #"""
      enum Destination: CaseReducer, Reducer {
        case child(Child)

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        enum State: ComposableArchitecture.CaseReducerState {
          typealias StateReducer = Destination
          case child(Child.State)
        }

        @CasePathable
        enum Action {
          case child(Child.Action)
        }

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: some ComposableArchitecture.Reducer<Self.State, Self.Action> {
          ComposableArchitecture.CombineReducers {
            ComposableArchitecture.Scope(state: \Self.State.Cases.child, action: \Self.Action.Cases.child) {
              Child()
            }
          }
        }

        enum CaseScope: CasePaths.CasePathable {
          case child(ComposableArchitecture.StoreOf<Child>)

          struct AllCasePaths {
            var child: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Child>> {
              CasePaths.AnyCasePath(
                embed: {
                  CaseScope.child($0)
                },
                extract: {
                  guard case let .child(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
          }
          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .child:
            return .child(store.scope(\.child, action: \.child)!)
          }
        }
      }
      """#
    }
  }
}
