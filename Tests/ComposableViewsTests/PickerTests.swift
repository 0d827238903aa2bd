import ComposableViews
import Testing

@Reducer
struct TodoFilter {
  enum Filter: String, CaseIterable, Identifiable {
    case all = "All"
    case active = "Active"
    case completed = "Completed"
    var id: Self { self }
  }
  @ObservableState
  struct State: Equatable {
    var filter = Filter.all
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> { BindingReducer() }
}

/// The Todos filter as the original's example writes it, in either style.
struct TodoFilterView: View {
  @Bindable var store: StoreOf<TodoFilter>
  var segmented = true
  var body: some View {
    if segmented {
      picker.pickerStyle(.segmented)
    } else {
      picker.pickerStyle(.menu)
    }
  }
  var picker: some View {
    Picker("Filter", selection: $store.filter) {
      ForEach(TodoFilter.Filter.allCases) { filter in
        Text(filter.rawValue).tag(filter)
      }
    }
  }
}

@MainActor
@Suite struct PickerTests {
  @Test func aSegmentedPickerIsARadioGroupOfSegmentsNamedByItsLabel() throws {
    let store = Store(initialState: TodoFilter.State()) { TodoFilter() }
    let screen = ScreenTest(TodoFilterView(store: store))
    let group = try #require(screen.find(role: "radiogroup", name: "Filter").first)
    #expect(group.options == ["All", "Active", "Completed"])
    #expect(screen.find(role: "combobox").isEmpty)
    let segments = screen.find(role: "radio")
    #expect(segments.map(\.name) == ["All", "Active", "Completed"])
    #expect(segments.map { $0.attributes["aria-checked"] } == ["true", "false", "false"])
    // SwiftUI shows no label beside segments: the label only names the group.
    #expect(!screen.text.contains("Filter"))
  }

  @Test func tappingASegmentChoosesIt() throws {
    let store = Store(initialState: TodoFilter.State()) { TodoFilter() }
    let screen = ScreenTest(TodoFilterView(store: store))
    try screen.tap("Completed")
    #expect(store.filter == .completed)
    #expect(
      screen.find(role: "radio").map { $0.attributes["aria-checked"] } == [
        "false", "false", "true",
      ])
    try screen.pick("Active", in: "Filter")
    #expect(store.filter == .active)
  }

  @Test func aDisabledSegmentedPickerRefusesItsSegments() throws {
    let store = Store(initialState: TodoFilter.State()) { TodoFilter() }
    let screen = ScreenTest(TodoFilterView(store: store).disabled(true))
    #expect(screen.find(role: "radio").allSatisfy { $0.attributes["disabled"] != nil })
    #expect(throws: ScreenTestError.self) { try screen.tap("Completed") }
    #expect(store.filter == .all)
  }

  @Test func anyOtherStyleIsAMenu() throws {
    let store = Store(initialState: TodoFilter.State()) { TodoFilter() }
    let screen = ScreenTest(TodoFilterView(store: store, segmented: false))
    #expect(screen.find(role: "radiogroup").isEmpty)
    let menu = try #require(screen.find(role: "combobox").first)
    #expect(menu.options == ["All", "Active", "Completed"])
    try screen.pick("Completed", in: "Filter")
    #expect(store.filter == .completed)
  }
}
