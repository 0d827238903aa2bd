import ComposableArchitectureMacros
import MacroTesting
import Testing

/// `@Reducer` on struct shapes the original library accepts besides the common one: reducers
/// whose domain comes from `body`, empty reducers, stored bodies and generic reducers.
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
struct ReducerMacroStructShapesTests {
  @Test func domainComesFromBodyWithoutNestedTypes() {
    assertMacro {
      """
      @Reducer
      struct Tally {
        @Dependency(\\.date.now) var now
        var body: some Reducer<Int, Void> {
          Reduce { state, _ in .none }
        }
      }
      """
    } expansion: {
      #"""
      struct Tally {
        @Dependency(\.date.now) var now
        @ComposableArchitecture.ReducerBuilder<Int, Void>
        var body: some Reducer<Int, Void> {
          Reduce { state, _ in .none }
        }
      }

      extension Tally: ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func emptyStructGetsStateActionAndBody() {
    assertMacro {
      """
      @Reducer
      public struct Feature {}
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

  @Test func missingActionIsGeneratedNextToDeclaredState() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        typealias State = Int
      }
      """
    } expansion: {
      """
      struct Feature {
        typealias State = Int

        enum Action: Equatable, Hashable, Sendable {
        }

        let body = ComposableArchitecture.EmptyReducer<State, Action>()
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func storedBodyIsKept() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        let body = Reduce<State, Action> { _, _ in .none }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePathable @ComposableArchitecture._CasePathLookup
        enum Action {}
        let body = Reduce<State, Action> { _, _ in .none }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func genericReducer() {
    assertMacro {
      """
      @Reducer
      struct Favoriting<ID: Hashable & Sendable> {
        var body: some Reducer<FavoritingState<ID>, FavoritingAction> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Favoriting<ID: Hashable & Sendable> {
        @ComposableArchitecture.ReducerBuilder<FavoritingState<ID>, FavoritingAction>
        var body: some Reducer<FavoritingState<ID>, FavoritingAction> {
          EmptyReducer()
        }
      }

      extension Favoriting: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func bodyOfAnotherReducersDomain() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        var body: some ReducerOf<Base> { EmptyReducer() }
      }
      """
    } expansion: {
      """
      struct Feature {
        @ComposableArchitecture.ReducerBuilder<Base.State, Base.Action>
        var body: some ReducerOf<Base> { EmptyReducer() }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func conformanceArgumentsOnAStructAreAnError() {
    assertMacro {
      """
      @Reducer(state: .equatable)
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } diagnostics: {
      """
      @Reducer(state: .equatable)
               ┬────────────────
               ╰─ 🛑 '@Reducer' takes conformance arguments only on an enum of reducers; declare a struct's conformances on its 'State' and 'Action'
                  ✏️ Remove '(state: .equatable)'
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } fixes: {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePathable @ComposableArchitecture._CasePathLookup
        enum Action {}
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> { EmptyReducer() }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }
}
