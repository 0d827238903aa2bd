import ComposableArchitectureMacros
import MacroTesting
import Testing

@Suite(.macros(["ViewAction": ViewActionMacro.self], indentationWidth: .spaces(2)))
struct ViewActionMacroTests {
  @Test func structWithLetStore() {
    assertMacro {
      """
      @ViewAction(for: Feature.self)
      struct FeatureView: View {
        let store: StoreOf<Feature>
        var body: some View {
          Button("Tap") { send(.buttonTapped) }
        }
      }
      """
    } expansion: {
      """
      struct FeatureView: View {
        let store: StoreOf<Feature>
        var body: some View {
          Button("Tap") { send(.buttonTapped) }
        }

        @discardableResult
        @MainActor
        func send(_ action: Feature.Action.ViewAction) -> ComposableArchitecture.StoreTask {
          self.store.send(.view(action))
        }
      }
      """
    }
  }

  @Test func bindableStore() {
    assertMacro {
      """
      @ViewAction(for: Counter.Feature.self)
      struct FeatureView {
        @Bindable var store: StoreOf<Counter.Feature>
      }
      """
    } expansion: {
      """
      struct FeatureView {
        @Bindable var store: StoreOf<Counter.Feature>

        @discardableResult
        @MainActor
        func send(_ action: Counter.Feature.Action.ViewAction) -> ComposableArchitecture.StoreTask {
          self.store.send(.view(action))
        }
      }
      """
    }
  }

  @Test func classWithVarStore() {
    assertMacro {
      """
      @ViewAction(for: Feature.self)
      final class FeatureViewController {
        var store: StoreOf<Feature>
        init(store: StoreOf<Feature>) {
          self.store = store
        }
      }
      """
    } expansion: {
      """
      final class FeatureViewController {
        var store: StoreOf<Feature>
        init(store: StoreOf<Feature>) {
          self.store = store
        }

        @discardableResult
        @MainActor
        func send(_ action: Feature.Action.ViewAction) -> ComposableArchitecture.StoreTask {
          self.store.send(.view(action))
        }
      }
      """
    }
  }

  @Test func missingStoreIsAnError() {
    assertMacro {
      """
      @ViewAction(for: Feature.self)
      struct FeatureView {
        var body: some View { EmptyView() }
      }
      """
    } diagnostics: {
      """
      @ViewAction(for: Feature.self)
      ┬─────────────────────────────
      ╰─ 🛑 '@ViewAction' requires a 'store' property of type 'StoreOf<Feature>'
         ✏️ Insert 'let store: StoreOf<Feature>'
      struct FeatureView {
        var body: some View { EmptyView() }
      }
      """
    } fixes: {
      """
      @ViewAction(for: Feature.self)
      struct FeatureView {
        let store: StoreOf<Feature>
        var body: some View { EmptyView() }
      }
      """
    } expansion: {
      """
      struct FeatureView {
        let store: StoreOf<Feature>
        var body: some View { EmptyView() }

        @discardableResult
        @MainActor
        func send(_ action: Feature.Action.ViewAction) -> ComposableArchitecture.StoreTask {
          self.store.send(.view(action))
        }
      }
      """
    }
  }

  @Test func missingStoreInNestedEmptyType() {
    assertMacro {
      """
      enum Namespace {
        @ViewAction(for: Feature.self)
        struct FeatureView {}
      }
      """
    } diagnostics: {
      """
      enum Namespace {
        @ViewAction(for: Feature.self)
        ┬─────────────────────────────
        ╰─ 🛑 '@ViewAction' requires a 'store' property of type 'StoreOf<Feature>'
           ✏️ Insert 'let store: StoreOf<Feature>'
        struct FeatureView {}
      }
      """
    } fixes: {
      """
      enum Namespace {
        @ViewAction(for: Feature.self)
        struct FeatureView {
          let store: StoreOf<Feature>
        }
      }
      """
    } expansion: {
      """
      enum Namespace {
        struct FeatureView {
          let store: StoreOf<Feature>

          @discardableResult
          @MainActor
          func send(_ action: Feature.Action.ViewAction) -> ComposableArchitecture.StoreTask {
            self.store.send(.view(action))
          }
        }
      }
      """
    }
  }

  @Test func missingFeatureIsAnError() {
    assertMacro {
      """
      @ViewAction
      struct FeatureView {
        let store: StoreOf<Feature>
      }
      """
    } diagnostics: {
      """
      @ViewAction
      ┬──────────
      ╰─ 🛑 '@ViewAction' requires the feature's reducer type, e.g. '@ViewAction(for: Feature.self)'
      struct FeatureView {
        let store: StoreOf<Feature>
      }
      """
    }
  }
}
