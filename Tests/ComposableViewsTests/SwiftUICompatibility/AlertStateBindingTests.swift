import ComposableViews
import Testing

// An enum destination whose alert is ephemeral (plain `AlertState<Never>`), presented as the
// original's shared-state onboarding case study presents it:
// `.alert($store.scope(state: \.$destination, action: \.destination).alert)`.

@Reducer
struct Onboarding {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
  }
  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case finishTapped
  }

  @Reducer
  enum Destination {
    case alert(AlertState<Never>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .finishTapped:
        state.destination = .alert(
          AlertState {
            TextState("All set")
          } message: {
            TextState("You can change this later.")
          })
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Onboarding.Destination.State: Equatable {}

struct OnboardingView: View {
  @Bindable var store: StoreOf<Onboarding>
  var body: some View {
    Button("Finish") { store.send(.finishTapped) }
      .alert($store.scope(state: \.$destination, action: \.destination).alert)
  }
}

/// A choice an alert kept in plain state offers, handed to the alert's action closure.
enum Choice: Equatable {
  case keep
  case discard
}

@MainActor
@Suite struct AlertStateBindingTests {
  @Test func anEphemeralDestinationAlertShowsAndItsOKButtonDismisses() throws {
    let store = Store(initialState: Onboarding.State()) { Onboarding() }
    let screen = ScreenTest(OnboardingView(store: store))
    #expect(screen.find(role: "alertdialog").isEmpty)

    try screen.tap("Finish")
    let alert = try #require(screen.find(role: "alertdialog", name: "All set").first)
    #expect(alert.text.contains("You can change this later."))
    // No buttons in the state: an OK button that dismisses, as SwiftUI adds.
    #expect(screen.find(role: "button").map(\.name) == ["OK"])

    try screen.tap("OK")
    #expect(store.destination == nil)
    #expect(screen.find(role: "alertdialog").isEmpty)
  }

  @Test func aButtonOfAnAlertInPlainStateHandsOnItsActionAndDismisses() throws {
    let heard = HeardChoices()
    let screen = ScreenTest(UnsavedChangesView(heard: heard))
    try screen.tap("Close")
    #expect(screen.find(role: "alertdialog", name: "Unsaved changes").count == 1)
    #expect(screen.find(role: "button").map(\.name) == ["Discard", "Cancel"])

    try screen.tap("Discard")
    #expect(heard.choices == [.discard])
    #expect(screen.find(role: "alertdialog").isEmpty)

    try screen.tap("Close")
    try screen.tap("Cancel")
    #expect(heard.choices == [.discard, nil])
    #expect(screen.find(role: "alertdialog").isEmpty)
  }
}

/// The choices an editor's alert handed on, in order.
@MainActor
final class HeardChoices {
  var choices: [Choice?] = []
}

/// A view keeping its alert in its own `@State`, as swift-navigation's `.alert($alert)` is used.
struct UnsavedChangesView: View {
  let heard: HeardChoices
  @State var alert: AlertState<Choice>?
  var body: some View {
    Button("Close") {
      alert = AlertState {
        TextState("Unsaved changes")
      } actions: {
        ButtonState(role: .destructive, action: .discard) { TextState("Discard") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
    .alert($alert) { heard.choices.append($0) }
  }
}
