import ComposableViews

// The seeds' view examples that are not in the migrator's fixture (Migration/SeedViewsBefore.swift
// and its migrated form): the iOS 16 form of the counter, and the `@ObservedObject var viewStore`
// form, which the migrator does not rewrite (it warns; see MigratedSeedViewsTests).

struct CounterPerceptionView: View {
  let store: StoreOf<SeedCounter>
  var body: some View {
    WithPerceptionTracking {
      Form {
        Text(self.store.count.description)
        Button("+") { self.store.send(.incrementButtonTapped) }
      }
    }
  }
}

@available(*, deprecated)
struct CounterObservedObjectView: View {
  @ObservedObject var viewStore: ViewStoreOf<SeedCounter>

  init(store: StoreOf<SeedCounter>) {
    self.viewStore = ViewStore(store, observe: { $0 })
  }

  var body: some View {
    Form {
      Text(viewStore.count.description)
      Button("+") { viewStore.send(.incrementButtonTapped) }
    }
  }
}
