import SyncUpsFeatures

#if canImport(SwiftUI)
  import SwiftUI
#else
  import ComposableViews
#endif

/// The form of a new or edited sync-up: title, length, theme and attendees.
struct SyncUpFormView: View {
  @Bindable var store: StoreOf<SyncUpForm>

  var body: some View {
    Form {
      Section {
        TextField("Title", text: $store.syncUp.title)
        HStack {
          Slider(value: $store.syncUp.duration.minutes, in: 1...30, step: 1) {
            Text("Length")
          }
          Spacer()
          Text(DurationFormat.format(store.syncUp.duration))
        }
        Picker("Theme", selection: $store.syncUp.theme) {
          ForEach(Theme.allCases) { theme in
            Text(theme.name).tag(theme)
          }
        }
      } header: {
        Text("Sync-up info")
      }
      Section {
        ForEach(store.syncUp.attendees) { attendee in
          TextField("Name", text: $store.syncUp.name(of: attendee.id))
        }
        .onDelete { indices in
          store.send(.onDeleteAttendees(indices))
        }
        Button("New attendee") {
          store.send(.addAttendeeButtonTapped)
        }
      } header: {
        Text("Attendees")
      }
      if let problem = store.problem {
        Text(problem)
          .foregroundColor(.red)
      }
    }
  }
}

extension Duration {
  /// The duration in minutes, for a slider.
  var minutes: Double {
    get { Double(self.components.seconds) / 60 }
    set { self = .seconds(Int((newValue * 60).rounded())) }
  }
}

extension Binding<SyncUp> {
  /// The name of one attendee, for its text field.
  func name(of id: Attendee.ID) -> Binding<String> {
    Binding<String>(
      get: { self.wrappedValue.attendees[id: id]?.name ?? "" },
      set: { self.wrappedValue.attendees[id: id]?.name = $0 }
    )
  }
}
