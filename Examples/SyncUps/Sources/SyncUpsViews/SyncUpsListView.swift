import SyncUpsFeatures

#if canImport(SwiftUI)
  import SwiftUI
#else
  import ComposableViews
#endif

/// The list of sync-ups, as cards; "New sync-up" opens the form in a sheet.
struct SyncUpsListView: View {
  @Bindable var store: StoreOf<SyncUpsList>

  var body: some View {
    List {
      if store.syncUps.isEmpty {
        Text("No sync-ups yet. Add one with “New sync-up”.")
          .foregroundColor(.gray)
      }
      ForEach(Array(store.state.$syncUps)) { syncUp in
        NavigationLink(state: AppFeature.Path.State.detail(SyncUpDetail.State(syncUp: syncUp))) {
          CardView(syncUp: syncUp.wrappedValue)
        }
        .listRowBackground(syncUp.wrappedValue.theme.mainColor)
      }
    }
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Button("New sync-up", systemImage: "plus") {
          store.send(.addSyncUpButtonTapped)
        }
      }
    }
    .navigationTitle("Daily Sync-ups")
    .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
    .sheet(item: $store.scope(state: \.destination?.add, action: \.destination.add)) { form in
      NavigationStack {
        SyncUpFormView(store: form)
          .navigationTitle("New sync-up")
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button("Dismiss") { store.send(.dismissAddSyncUpButtonTapped) }
            }
            ToolbarItem(placement: .confirmationAction) {
              Button("Add") { store.send(.confirmAddSyncUpButtonTapped) }
            }
          }
      }
    }
  }
}

/// A sync-up's card in the list: its title, attendees and length, in its theme's colours.
struct CardView: View {
  let syncUp: SyncUp

  var body: some View {
    VStack(alignment: .leading) {
      Text(syncUp.title)
        .font(.headline)
      Spacer()
      HStack {
        Label("\(syncUp.attendees.count)", systemImage: "person.3")
        Spacer()
        Label(DurationFormat.format(syncUp.duration), systemImage: "clock")
      }
      .font(.caption)
    }
    .padding()
    .foregroundColor(syncUp.theme.accentColor)
  }
}
