import ComposableArchitecture
import ComposableViews

/// The demo's view: the first screen of a navigation stack of detail screens, with a sheet.
///
/// Each part of the first screen is a view of its own, so that a change renders that part again
/// and the server patches only it.
public struct DemoView: View {
  @Bindable var store: StoreOf<DemoFeature>

  /// A view of `store`.
  public init(store: StoreOf<DemoFeature>) {
    self.store = store
  }

  /// The view.
  public var body: some View {
    NavigationStack(path: self.$store.scope(state: \.path, action: \.path)) {
      DemoHomeView(store: self.store)
    } destination: { store in
      DemoDetailView(store: store)
    }
  }
}

/// The demo's first screen.
struct DemoHomeView: View {
  @Bindable var store: StoreOf<DemoFeature>

  var body: some View {
    VStack {
      DemoCounterView(store: self.store)
      DemoNameView(store: self.store)
      DemoBoardView(store: self.store)
      Button("Open detail") { self.store.send(.openDetailTapped) }
      Button("Show sheet") { self.store.send(.showSheetTapped) }
      DemoTimerView(store: self.store)
    }
    .navigationTitle("Demo")
    .sheet(item: self.$store.scope(state: \.sheet, action: \.sheet)) { store in
      DemoSheetView(store: store)
    }
  }
}

/// The count and its buttons.
struct DemoCounterView: View {
  let store: StoreOf<DemoFeature>

  var body: some View {
    VStack {
      Text("Count: \(self.store.count)")
      Button("Decrement") { self.store.send(.decrementTapped) }
      Button("Increment") { self.store.send(.incrementTapped) }
    }
  }
}

/// The name field, its echo, and the button that adds the name to the board.
struct DemoNameView: View {
  @Bindable var store: StoreOf<DemoFeature>

  var body: some View {
    VStack {
      TextField("Name", text: self.$store.name)
        .onSubmit { self.store.send(.addTapped) }
      Text("Hello, \(self.store.name)!")
      Button("Add") { self.store.send(.addTapped) }
    }
  }
}

/// The rows every tab shares.
struct DemoBoardView: View {
  let store: StoreOf<DemoFeature>

  var body: some View {
    VStack {
      List {
        ForEach(self.store.rows) { row in
          DemoRowView(row: row)
        }
      }
      Text("\(self.store.rows.count) rows")
    }
  }
}

/// A row of the board: a view of its own, so that a row that did not change is kept as the page
/// has it when another is added.
struct DemoRowView: View {
  let row: DemoRow

  var body: some View {
    Text(self.row.text)
  }
}

/// The timer's ticks and its Start or Stop button.
struct DemoTimerView: View {
  let store: StoreOf<DemoFeature>

  var body: some View {
    VStack {
      Text("Ticks: \(self.store.ticks)")
      Button(self.store.isTimerRunning ? "Stop" : "Start") { self.store.send(.timerTapped) }
    }
  }
}

/// A pushed detail screen.
struct DemoDetailView: View {
  let store: StoreOf<DemoDetail>

  var body: some View {
    VStack {
      Text("Detail \(self.store.depth)")
      Button("Open detail") { self.store.send(.openDetailTapped) }
    }
    .navigationTitle("Detail \(self.store.depth)")
  }
}

/// The sheet's content.
struct DemoSheetView: View {
  let store: StoreOf<DemoSheet>

  var body: some View {
    VStack {
      Text("A sheet")
      Button("Close") { self.store.send(.closeTapped) }
    }
  }
}
