import ComposableViews

// The seeds' view examples, as they are written after migrating to 1.7 (left) and before (the
// deprecated helpers, marked deprecated here so the suite builds without warnings).

// MARK: After

struct CounterAfterView: View {
  let store: StoreOf<SeedCounter>
  var body: some View {
    Form {
      Text(self.store.count.description)
      Button("+") { self.store.send(.incrementButtonTapped) }
    }
  }
}

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

struct ParentAfterView: View {
  @Bindable var store: StoreOf<SeedParent>
  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      VStack {
        if let childStore = self.store.scope(state: \.child, action: \.child) {
          SeedChildView(store: childStore)
        } else {
          Text("Nothing to show")
        }
        Button("Show child") { store.send(.showChildButtonTapped) }
        ForEach(
          Array(self.store.scope(state: \.rows, action: \.rows).enumerated()),
          id: \.element
        ) { position, childStore in
          SeedChildView(store: childStore)
            .background {
              position.isMultiple(of: 2) ? Color.white : Color.gray
            }
        }
        let modeStore = self.store.scope(state: \.mode, action: \.mode)
        switch modeStore.state {
        case .activity:
          if let store = modeStore.scope(state: \.activity, action: \.activity) {
            SeedChildView(store: store)
          }
        case .settings:
          if let store = modeStore.scope(state: \.settings, action: \.settings) {
            CounterAfterView(store: store)
          }
        }
        Form {
          TextField("Text", text: self.$store.text)
          Toggle(isOn: self.$store.isOn)
        }
        Button("Edit") { store.send(.editButtonTapped) }
        NavigationLink(state: SeedParent.Path.State.settings(SeedCounter.State())) {
          Text("Settings")
        }
      }
      .sheet(
        item: self.$store.scope(
          state: \.destination?.editForm,
          action: \.destination.editForm
        )
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
          CounterAfterView(store: store)
        }
      }
    }
  }
}

// MARK: Before

@available(*, deprecated)
struct CounterBeforeView: View {
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

@available(*, deprecated)
struct ParentBeforeView: View {
  let store: StoreOf<SeedParent>
  var body: some View {
    NavigationStackStore(self.store.scope(state: \.path, action: \.path)) {
      VStack {
        IfLetStore(store: self.store.scope(state: \.child, action: \.child)) { childStore in
          SeedChildView(store: childStore)
        } else: {
          Text("Nothing to show")
        }
        Button("Show child") { store.send(.showChildButtonTapped) }
        ForEachStore(self.store.scope(state: \.rows, action: \.rows)) { childStore in
          SeedChildView(store: childStore)
        }
        SwitchStore(self.store.scope(state: \.mode, action: \.mode)) {
          switch $0 {
          case .activity:
            CaseLet(/SeedParent.Mode.activity, action: SeedParent.Action.ModeAction.activity) {
              store in
              SeedChildView(store: store)
            }
          case .settings:
            CaseLet(/SeedParent.Mode.settings, action: SeedParent.Action.ModeAction.settings) {
              store in
              CounterAfterView(store: store)
            }
          }
        }
        WithViewStore(self.store, observe: { $0 }) { viewStore in
          Form {
            TextField(
              "Text", text: viewStore.binding(get: \.text, send: { .binding(.set(\.text, $0)) }))
            Toggle(isOn: viewStore.binding(get: \.isOn, send: { .binding(.set(\.isOn, $0)) })) {
              EmptyView()
            }
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
    } destination: {
      switch $0.state {
      case .activity:
        if let store = $0.scope(state: \.activity, action: \.activity) {
          SeedChildView(store: store)
        }
      case .settings:
        if let store = $0.scope(state: \.settings, action: \.settings) {
          CounterAfterView(store: store)
        }
      }
    }
  }
}
