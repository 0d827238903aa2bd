import SyncUpsFeatures

#if canImport(SwiftUI)
  import SwiftUI
#else
  import ComposableViews
#endif

/// The whole app: the list at the root of a navigation stack of detail, meeting and transcript
/// screens.
public struct AppView: View {
  @Bindable var store: StoreOf<AppFeature>

  /// Creates the app's view.
  public init(store: StoreOf<AppFeature>) {
    self.store = store
  }

  public var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      SyncUpsListView(store: store.scope(state: \.syncUpsList, action: \.syncUpsList))
    } destination: { store in
      switch store.case {
      case .detail(let store):
        SyncUpDetailView(store: store)
      case .meeting(let store):
        MeetingView(meeting: store.meeting, syncUp: store.syncUp)
      case .record(let store):
        RecordMeetingView(store: store)
      }
    }
  }
}
