import ComposableArchitecture

// A parent presenting an `@Reducer enum` destination through `@Presents`, with a reducer case,
// an alert, plain-data cases and an ignored case, compiled in Swift 5 language mode.

struct Meeting: Equatable {
  var notes: String
}

@Reducer
struct Inbox {
  @ObservableState
  struct State: Equatable {
    var totals: [Int] = []
    @Presents var destination: Destination.State?
  }

  enum Action {
    case addButtonTapped
    case deleteButtonTapped
    case meetingButtonTapped
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer
  enum Destination {
    case counter(Counter)
    case alert(AlertState<Alert>)
    case meeting(Meeting, title: String)
    @ReducerCaseIgnored
    case placeholder(Counter.State)

    enum Alert: Equatable {
      case confirmDeletion
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .counter(Counter.State())
        return .none
      case .deleteButtonTapped:
        state.destination = .alert(
          AlertState {
            TextState("Delete all?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion) {
              TextState("Delete")
            }
          }
        )
        return .none
      case .meetingButtonTapped:
        state.destination = .meeting(Meeting(notes: "Ship it"), title: "Standup")
        return .none
      case let .destination(.presented(.counter(.delegate(.finished(count))))):
        state.totals.append(count)
        return .none
      case .destination(.presented(.alert(.confirmDeletion))):
        state.totals = []
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Inbox.Destination.State: Equatable {}

/// The deprecated `@Reducer(state:action:)` spelling, used only from deprecated tests so the
/// build stays free of warnings.
@available(*, deprecated, message: "Exercises the deprecated '@Reducer(state:action:)'")
enum SynthesizedConformances {
  @Reducer(state: .equatable, .hashable, action: .equatable)
  enum Destination {
    case counter(Counter)
    @ReducerCaseIgnored
    case note(String)
  }
}
