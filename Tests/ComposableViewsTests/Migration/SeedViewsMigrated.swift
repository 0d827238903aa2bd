import ComposableViews

// The seeds' view examples (the 1.6 and 1.7 migration guides in ../shared/seeds) in two compiled
// files: SeedViewsBefore.swift holds them as written before the migration, and
// SeedViewsMigrated.swift is `composable-migrate`'s output of that file, unedited, except that
// its views live in `SeedViewsMigrated` instead of `SeedViewsBefore`. MigratedSeedViewsTests
// checks that the migrator still writes exactly that file and that both sides render the same.
// To update it: `composable-migrate SeedViewsBefore.swift`, then rename the namespace.

extension SeedViewsMigrated {
  struct CounterView: View {
    let store: StoreOf<SeedCounter>

    var body: some View {
      Form {
        Text(self.store.count.description)
        Button("+") { self.store.send(.incrementButtonTapped) }
      }
    }
  }

  struct ParentView: View {
    @Bindable var store: StoreOf<SeedParent>
    var body: some View {
      NavigationStack(path: self.$store.scope(state: \.path, action: \.path)) {
        VStack {
          if let childStore = self.store.scope(state: \.child, action: \.child) {
            SeedChildView(store: childStore)
          } else {
            Text("Nothing to show")
          }
          Button("Show child") { store.send(.showChildButtonTapped) }
          ForEach(self.store.scope(state: \.rows, action: \.rows)) { childStore in
            SeedChildView(store: childStore)
          }
          let modeStore = self.store.scope(state: \.mode, action: \.mode)
          switch modeStore.state {
          case .activity:
            if let store = modeStore.scope(state: \.activity, action: \.activity) {
              SeedChildView(store: store)
            }
          case .settings:
            if let store = modeStore.scope(state: \.settings, action: \.settings) {
              SeedCounterView(store: store)
            }
          }
          Form {
            TextField("Text", text: self.$store.text.sending(\.textChanged))
            Toggle("On", isOn: self.$store.isOn.sending(\.isOnChanged))
          }
          Button("Edit") { store.send(.editButtonTapped) }
          NavigationLink(state: SeedParent.Path.State.settings(SeedCounter.State())) {
            Text("Settings")
          }
        }
        .sheet(
          item: self.$store.scope(state: \.destination?.editForm, action: \.destination.editForm)
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
