import SyncUpsFeatures

#if canImport(SwiftUI)
  import SwiftUI
#else
  import ComposableViews
#endif

/// The app's entry point, as on a phone: one window showing ``AppView``.
///
/// `SyncUpsWeb` serves it with `LiveServer(app: SyncUpsApp.self)`. Each window (each browser
/// tab) makes its own store, so every tab navigates on its own; they share the sync-ups through
/// the `syncUpsStorage` dependency, which the command prepares before the first tab opens.
public struct SyncUpsApp: App {
  /// Creates the app.
  public init() {}

  public var body: some Scene {
    WindowGroup {
      AppView(store: Store(initialState: AppFeature.State()) { AppFeature() })
    }
  }
}
