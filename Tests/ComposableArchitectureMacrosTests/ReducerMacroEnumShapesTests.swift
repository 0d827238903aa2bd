import ComposableArchitectureMacros
import MacroTesting
import Testing

/// `@Reducer` on enums that write their own members, mark their cases, hold plain data, take
/// conformance arguments or declare cases inside `#if`.
@Suite(
  .macros(
    [
      "Reducer": ReducerMacro.self,
      "ReducerCaseEphemeral": ReducerCaseEphemeralMacro.self,
      "ReducerCaseIgnored": ReducerCaseIgnoredMacro.self,
    ],
    indentationWidth: .spaces(2)
  )
)
struct ReducerMacroEnumShapesTests {
  @Test func enumKeepsItsOwnStaticBody() {
    assertMacro {
      """
      @Reducer
      public enum AppCore {
        case login(Login)
        case newGame(NewGame)

        public static var body: some ReducerOf<Self> {
          Scope(state: \\.login, action: \\.login) { Login() }
        }
      }
      """
    } expansion: {
      #"""
      public enum AppCore {
        case login(Login)
        case newGame(NewGame)
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>

        public static var body: some ReducerOf<Self> {
          Scope(state: \.login, action: \.login) { Login() }
        }

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        public enum State: ComposableArchitecture.CaseReducerState {
          public typealias StateReducer = AppCore
          case login(Login.State)
          case newGame(NewGame.State)
        }

        @CasePathable
        public enum Action {
          case login(Login.Action)
          case newGame(NewGame.Action)
        }

        public enum CaseScope: CasePaths.CasePathable {
          case login(ComposableArchitecture.StoreOf<Login>)
          case newGame(ComposableArchitecture.StoreOf<NewGame>)

          public struct AllCasePaths {
            public var login: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Login>> {
              CasePaths.AnyCasePath(
                embed: {
                  CaseScope.login($0)
                },
                extract: {
                  guard case let .login(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
            public var newGame: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<NewGame>> {
              CasePaths.AnyCasePath(
                embed: {
                  CaseScope.newGame($0)
                },
                extract: {
                  guard case let .newGame(value) = $0 else {
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
          case .login:
            return .login(store.scope(\.login, action: \.login)!)
          case .newGame:
            return .newGame(store.scope(\.newGame, action: \.newGame)!)
          }
        }
      }

      extension AppCore: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func enumKeepsItsOwnStateAndAction() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case child(Child)
        @ReducerCaseIgnored
        case note(Note)
        @CasePathable @dynamicMemberLookup @ObservableState
        enum State {
          case child(Child.State)
          case note(Note)
        }
        enum Action {
          case child(Child.Action)
          case note(NoteAction)
        }
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case child(Child)
        case note(Note)
        @CasePathable @dynamicMemberLookup @ObservableState
        enum State {
          case child(Child.State)
          case note(Note)
        }
        @CasePathable @ComposableArchitecture._CasePathLookup
        enum Action {
          case child(Child.Action)
          case note(NoteAction)
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
          case note(ComposableArchitecture.Store<Note, NoteAction>)

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
            var note: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.Store<Note, NoteAction>> {
              CasePaths.AnyCasePath(
                embed: {
                  CaseScope.note($0)
                },
                extract: {
                  guard case let .note(value) = $0 else {
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
          case .note:
            return .note(store.scope(\.note, action: \.note)!)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func plainDataMarkedAndEphemeralCases() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case meeting(Meeting, syncUp: SyncUp)
        case empty
        case pair((Int, Int))
        case counter(Counter = Counter(step: 2))
        @ReducerCaseIgnored
        case detail(Detail.State)
        @ReducerCaseEphemeral
        case banner(Banner)
        case alert(AlertState<Alert>)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case meeting(Meeting, syncUp: SyncUp)
        case empty
        case pair((Int, Int))
        case counter(Counter = Counter(step: 2))
        case detail(Detail.State)
        case banner(Banner)
        case alert(AlertState<Alert>)

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        enum State: ComposableArchitecture.CaseReducerState {
          typealias StateReducer = Destination
          case meeting(Meeting, syncUp: SyncUp)
          case empty
          case pair((Int, Int))
          case counter(Counter.State)
          case detail(Detail.State)
          case banner(Banner)
          case alert(AlertState<Alert>)
        }

        @CasePathable
        enum Action {
          case meeting(Swift.Never)
          case empty(Swift.Never)
          case pair(Swift.Never)
          case counter(Counter.Action)
          case detail(Swift.Never)
          case banner(Banner.Action)
          case alert(Alert)
        }

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: some ComposableArchitecture.Reducer<Self.State, Self.Action> {
          ComposableArchitecture.CombineReducers {
            ComposableArchitecture.Scope(state: \Self.State.Cases.counter, action: \Self.Action.Cases.counter) {
              Counter(step: 2)
            }
          }
        }

        enum CaseScope: CasePaths.CasePathable {
          case meeting(Meeting, syncUp: SyncUp)
          case empty
          case pair((Int, Int))
          case counter(ComposableArchitecture.StoreOf<Counter>)
          case detail(Detail.State)
          case banner(Banner)
          case alert(AlertState<Alert>)

          struct AllCasePaths {
            var empty: CasePaths.AnyCasePath<CaseScope, Swift.Void> {
              CasePaths.AnyCasePath(
                embed: {
                  CaseScope.empty
                },
                extract: {
                  guard case .empty = $0 else {
                    return nil
                  }
                  return ()
                }
              )
            }
            var pair: CasePaths.AnyCasePath<CaseScope, (Int, Int)> {
              CasePaths.AnyCasePath(
                embed: {
                  CaseScope.pair($0)
                },
                extract: {
                  guard case let .pair(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
            var counter: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Counter>> {
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
            var detail: CasePaths.AnyCasePath<CaseScope, Detail.State> {
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
            var banner: CasePaths.AnyCasePath<CaseScope, Banner> {
              CasePaths.AnyCasePath(
                embed: {
                  CaseScope.banner($0)
                },
                extract: {
                  guard case let .banner(value) = $0 else {
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
          }
          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case let .meeting(v0, v1):
            return .meeting(v0, syncUp: v1)
          case .empty:
            return .empty
          case let .pair(v0):
            return .pair(v0)
          case .counter:
            return .counter(store.scope(\.counter, action: \.counter)!)
          case let .detail(v0):
            return .detail(v0)
          case let .banner(v0):
            return .banner(v0)
          case let .alert(v0):
            return .alert(v0)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func conformanceArgumentsOnAnEnum() {
    assertMacro {
      """
      @Reducer(state: .equatable, .hashable, action: .equatable, .sendable)
      enum Destination {
        case child(Child)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case child(Child)

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        enum State: ComposableArchitecture.CaseReducerState, Equatable, Hashable {
          typealias StateReducer = Destination
          case child(Child.State)
        }

        @CasePathable
        enum Action: Equatable, Sendable {
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

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func enumWithoutCases() {
    assertMacro {
      """
      @Reducer
      enum Nothing {}
      """
    } expansion: {
      """
      enum Nothing {

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        enum State: ComposableArchitecture.CaseReducerState {
          typealias StateReducer = Nothing
        }

        @CasePathable
        enum Action {
        }

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: some ComposableArchitecture.Reducer<Self.State, Self.Action> {
          ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
        }

        enum CaseScope: CasePaths.CasePathable {

          struct AllCasePaths {
          }
          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          }
        }
      }

      extension Nothing: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func casesInsideConditionalCompilation() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case other(OtherFeature)
        #if !PRODUCTION_BUILD
          @ReducerCaseIgnored case debug
        #elseif TESTING
          case test(TestFeature)
        #endif
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case other(OtherFeature)
        #if !PRODUCTION_BUILD
          case debug
        #elseif TESTING
          case test(TestFeature)
        #endif

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        enum State: ComposableArchitecture.CaseReducerState {
          typealias StateReducer = Destination
          case other(OtherFeature.State)
          #if !PRODUCTION_BUILD
          case debug
          #elseif TESTING
          case test(TestFeature.State)
          #endif
        }

        @CasePathable
        enum Action {
          case other(OtherFeature.Action)
          #if !PRODUCTION_BUILD
          case debug(Swift.Never)
          #elseif TESTING
          case test(TestFeature.Action)
          #endif
        }

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: some ComposableArchitecture.Reducer<Self.State, Self.Action> {
          ComposableArchitecture.CombineReducers {
            ComposableArchitecture.Scope(state: \Self.State.Cases.other, action: \Self.Action.Cases.other) {
              OtherFeature()
            }
            #if !PRODUCTION_BUILD
            #elseif TESTING
            ComposableArchitecture.Scope(state: \Self.State.Cases.test, action: \Self.Action.Cases.test) {
              TestFeature()
            }
            #endif
          }
        }

        enum CaseScope: CasePaths.CasePathable {
          case other(ComposableArchitecture.StoreOf<OtherFeature>)
          #if !PRODUCTION_BUILD
          case debug
          #elseif TESTING
          case test(ComposableArchitecture.StoreOf<TestFeature>)
          #endif

          struct AllCasePaths {
            var other: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<OtherFeature>> {
              CasePaths.AnyCasePath(
                embed: {
                  CaseScope.other($0)
                },
                extract: {
                  guard case let .other(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
            #if !PRODUCTION_BUILD
            var debug: CasePaths.AnyCasePath<CaseScope, Swift.Void> {
              CasePaths.AnyCasePath(
                embed: {
                  CaseScope.debug
                },
                extract: {
                  guard case .debug = $0 else {
                    return nil
                  }
                  return ()
                }
              )
            }
            #elseif TESTING
            var test: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<TestFeature>> {
              CasePaths.AnyCasePath(
                embed: {
                  CaseScope.test($0)
                },
                extract: {
                  guard case let .test(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
            #endif
          }
          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .other:
            return .other(store.scope(\.other, action: \.other)!)
          #if !PRODUCTION_BUILD
          case .debug:
            return .debug
          #elseif TESTING
          case .test:
            return .test(store.scope(\.test, action: \.test)!)
          #endif
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }
}
