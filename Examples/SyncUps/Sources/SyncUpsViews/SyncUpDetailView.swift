import SyncUpsFeatures

#if canImport(SwiftUI)
  import SwiftUI
#else
  import ComposableViews
#endif

/// A sync-up: start a meeting, its settings, past meetings and attendees; edit it in a sheet,
/// delete it behind an alert.
struct SyncUpDetailView: View {
  @Bindable var store: StoreOf<SyncUpDetail>

  var body: some View {
    Form {
      Section {
        Button {
          store.send(.startMeetingButtonTapped)
        } label: {
          Label("Start meeting", systemImage: "timer")
            .font(.headline)
        }
        HStack {
          Label("Length", systemImage: "clock")
          Spacer()
          Text(DurationFormat.format(store.syncUp.duration))
        }
        HStack {
          Label("Theme", systemImage: "circle.fill")
          Spacer()
          Text(store.syncUp.theme.name)
            .padding(4)
            .foregroundColor(store.syncUp.theme.accentColor)
            .background(store.syncUp.theme.mainColor)
            .cornerRadius(4)
        }
      } header: {
        Text("Sync-up info")
      }
      if !store.syncUp.meetings.isEmpty {
        Section {
          ForEach(store.syncUp.meetings) { meeting in
            NavigationLink(
              state: AppFeature.Path.State.meeting(
                MeetingTranscript.State(meeting: meeting, syncUp: store.syncUp)
              )
            ) {
              Label(MeetingView.dateText(meeting.date), systemImage: "calendar")
            }
          }
          .onDelete { indices in
            store.send(.deleteMeetings(atOffsets: indices))
          }
        } header: {
          Text("Past meetings")
        }
      }
      Section {
        ForEach(store.syncUp.attendees) { attendee in
          Label(attendee.name, systemImage: "person")
        }
      } header: {
        Text("Attendees")
      }
      Section {
        Button("Delete", role: .destructive) {
          store.send(.deleteButtonTapped)
        }
      }
    }
    .toolbar {
      Button("Edit") {
        store.send(.editButtonTapped)
      }
    }
    .navigationTitle(store.syncUp.title)
    .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
    .sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) { form in
      NavigationStack {
        SyncUpFormView(store: form)
          .navigationTitle(store.syncUp.title)
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button("Cancel") { store.send(.cancelEditButtonTapped) }
            }
            ToolbarItem(placement: .confirmationAction) {
              Button("Done") { store.send(.doneEditingButtonTapped) }
            }
          }
      }
    }
  }
}
