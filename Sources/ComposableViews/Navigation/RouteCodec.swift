/// Writes a store-driven navigation stack into a page's address, and reads it back.
///
/// The live server keeps the browser's address in step with the app's navigation, as Phoenix
/// LiveView's `push_patch` does and as SwiftUI's codable `NavigationPath` allows: after each
/// change of the stack the page's address becomes ``path(for:)`` of it, a new tab (a reload, a
/// shared link) starts on the stack ``stack(for:)`` reads from its address, and the browser's
/// Back and Forward go to the stack of the address they land on.
///
/// ```swift
/// struct SyncUpsRoute: RouteCodec {
///   func path(for stack: [AppFeature.Path.State]) -> String {
///     // "/", "/syncups/<id>", "/syncups/<id>/meetings/<id>", …
///   }
///   func stack(for path: String) -> [AppFeature.Path.State]? {
///     // nil: no screen has that address; the root is shown
///   }
/// }
///
/// AppView(store: store).navigationRoute(SyncUpsRoute())
/// ```
///
/// Both run with the stack store's dependencies, so a codec may read `@Shared` state and
/// `@Dependency` values as the store's reducers do. Only what the path names is restored: state
/// held elsewhere (a sheet, an alert, a half-typed form, a running timer) starts afresh in a new
/// tab. A codec that is `Equatable` lets the views under the stack keep their render when the
/// stack renders again.
public protocol RouteCodec<Element> {
  /// The state of one pushed screen: the stack's element state.
  associatedtype Element

  /// The address of a stack: a path starting with `/`, `/` for the root screen alone. A screen
  /// that cannot be written into an address is left out of it (with the ones above it).
  @MainActor func path(for stack: [Element]) -> String

  /// The stack an address names, bottom first (empty for the root screen); nil when no screen
  /// has that address, so that the root is shown. It must not trap on any input: addresses come
  /// from people and from other sites' links.
  @MainActor func stack(for path: String) -> [Element]?
}
