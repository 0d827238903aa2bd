import ComposableViews

// The seeds' view examples (the 1.6 and 1.7 migration guides in ../shared/seeds) in two compiled
// files: SeedViewsBefore.swift holds them as written before the migration, and
// SeedViewsMigrated.swift is `composable-migrate`'s output of that file, unedited, except that
// its views live in `SeedViewsMigrated` instead of `SeedViewsBefore`. MigratedSeedViewsTests
// checks that the migrator still writes exactly that file and that both sides render the same.
// To update it: `composable-migrate SeedViewsBefore.swift`, then rename the namespace.

@available(*, deprecated, message: "the pre-1.7 view helpers")
extension SeedViewsBefore {
  struct CounterView: View {
    let store: StoreOf<SeedCounter>

    struct ViewState: Equatable {
      var count: Int
      init(state: SeedCounter.State) { self.count = state.count }
    }

    var body: some View {
      WithViewStore(self.store, observe: ViewState.init) { viewStore in
        Form {
          Text(viewStore.count.description)
          Button("+") { viewStore.send(.incrementButtonTapped) }
        }
      }
    }
  }

  struct ParentView: View {
    let store: StoreOf<SeedParent>
    var body: some View {
      NavigationStackStore(self.store.scope(state: \.path, action: \.path)) {
        VStack {
          IfLetStore(self.store.scope(state: \.child, action: \.child)) { childStore in
            SeedChildView(store: childStore)
          } else: {
            Text("Nothing to show")
          }
          Button("Show child") { store.send(.showChildButtonTapped) }
          ForEachStore(self.store.scope(state: \.rows, action: \.rows)) { childStore in
            SeedChildView(store: childStore)
          }
          let modeStore = self.store.scope(state: \.mode, action: \.mode)
          SwitchStore(modeStore) { state in
            switch state {
            case .activity:
              CaseLet(/SeedMode.State.activity, action: SeedMode.Action.activity) { store in
                SeedChildView(store: store)
              }
            case .settings:
              CaseLet(/SeedMode.State.settings, action: SeedMode.Action.settings) { store in
                SeedCounterView(store: store)
              }
            }
          }
          WithViewStore(self.store, observe: { $0 }) { viewStore in
            Form {
              TextField("Text", text: viewStore.binding(get: \.text, send: { .textChanged($0) }))
              Toggle(
                "On", isOn: viewStore.binding(get: \.isOn, send: SeedParent.Action.isOnChanged))
            }
          }
          Button("Edit") { store.send(.editButtonTapped) }
          NavigationLink(state: SeedParent.Path.State.settings(SeedCounter.State())) {
            Text("Settings")
          }
        }
        .sheet(
          store: self.store.scope(state: \.$destination.editForm, action: \.destination.editForm)
        ) { store in
          SeedChildView(store: store)
        }
      } destination: { store in
        switch store.state {
        case .activity:
          if let store = store.scope(state: \.activity, action: \.activity) {
            SeedChildView(store: store)
          }
        case .settings:
          if let store = store.scope(state: \.settings, action: \.settings) {
            SeedCounterView(store: store)
          }
        }
      }
    }
  }
}
